// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../utils/launch-params';
import { simulateLaunch } from '../utils/simulate-launch';
import { niceTicks } from '../../../utils/nice-ticks';
import CurveCharts, { linePath } from './curve-charts';

describe('CurveCharts', () => {
  it('draws the Indie curve, its vesting and its fee as named images, each line through every point', () => {
    const sim = simulateLaunch(PRESETS.Indie);
    if (!sim?.vesting || !sim.fee) throw new Error('the Indie preset vests and snipes');
    render(<CurveCharts sim={sim} tableId="table" />);
    const price = screen.getByRole('img', { name: 'Price against supply sold (USDC per token)' });
    expect(price).toHaveAttribute('aria-describedby', 'table');
    const path = price.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/[ML]/g)).toHaveLength(sim.price.x.length);
    expect(price).toHaveTextContent('Tokens sold');
    const vesting = screen.getByRole('img', { name: /^Creator vesting/ });
    expect(vesting.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+(H[\d.]+V[\d.]+)+$/);
    expect(screen.getByRole('img', { name: /^Anti-sniping/ })).toHaveTextContent('Fee (%)');
  });

  it('puts round ticks across the range and scales the line into the box', () => {
    expect(niceTicks(0, 1.05)).toEqual([0, 0.5, 1]);
    expect(niceTicks(0, 800_000_000)).toEqual([0, 200_000_000, 400_000_000, 600_000_000, 800_000_000]);
    const series = { x: [0, 5, 10], y: [0, 2, 4] };
    expect(
      linePath(
        series,
        (v) => v * 10,
        (v) => 100 - v * 10,
        false,
      ),
    ).toBe('M0.0 100.0L50.0 80.0L100.0 60.0');
    expect(
      linePath(
        series,
        (v) => v,
        (v) => v,
        true,
      ),
    ).toBe('M0.0 0.0H5.0V2.0H10.0V4.0');
  });
});
