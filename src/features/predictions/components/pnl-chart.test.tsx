// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pnlHistorySchema } from '../../../api/prediction/schemas';
import { OWNER } from '../../../api/prediction/test-fixtures';
import { PnlChart, pnlSummary } from './pnl-chart';

const DAY = 86_400;
const T0 = 1_767_225_600; // 2026-01-01
const { history } = pnlHistorySchema.parse({
  ownerPubkey: OWNER,
  history: [
    { timestamp: T0 + 2 * DAY, realizedPnlUsd: '-2500000' },
    { timestamp: T0, realizedPnlUsd: '0' },
    { timestamp: T0 + DAY, realizedPnlUsd: '12750000' },
  ],
});

describe('PnlChart', () => {
  it('draws the history in time order, in dollars, as an SVG line in the first render', () => {
    const { container } = render(<PnlChart history={history} />);
    const points = [
      ...(container.querySelector('svg path')?.getAttribute('d') ?? '').matchAll(/[ML]([\d.]+) ([\d.]+)/g),
    ];
    const [xs, ys] = [points.map((m) => Number(m[1])), points.map((m) => Number(m[2]))];
    expect(xs).toHaveLength(3);
    expect(xs[0]).toBeLessThan(xs[1] ?? 0);
    expect(xs[1]).toBeLessThan(xs[2] ?? 0);
    // Up is more: $12.75 above $0 above -$2.50.
    expect(ys[1]).toBeLessThan(ys[0] ?? 0);
    expect(ys[0]).toBeLessThan(ys[2] ?? 0);
    const drawing = container.querySelector('figure > [aria-hidden="true"]');
    expect(drawing).toHaveTextContent(/^\$0\$5\$10Jan 1Jan 2Jan 3$/);
  });

  it('has a text alternative: a summary sentence and a table of every point', async () => {
    render(<PnlChart history={history} />);
    const figure = screen.getByRole('figure', { name: 'Realised P&L over time' });
    expect(figure).toHaveTextContent('from Jan 1 to Jan 3: $0.00 to -$2.50, high $12.75, low -$2.50.');
    const table = await screen.findByRole('table', { name: 'Realised P&L by date' });
    expect(figure).toHaveAttribute('aria-describedby', table.id);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(cells).toEqual(['$0.00', '$12.75', '-$2.50']);
    const local = new Date(T0 * 1000);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      `${String(local.getDate())} Jan 2026, ${String(local.getHours()).padStart(2, '0')}:00`,
    );
  });

  it('says there is nothing yet, and draws no chart, for an empty history', () => {
    const { container } = render(<PnlChart history={[]} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('figure')).toHaveTextContent('No realised P&L yet.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(pnlSummary([])).toBe('No realised P&L yet.');
  });
});
