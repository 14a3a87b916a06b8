// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pnlHistorySchema } from '../../../api/prediction/schemas';
import { OWNER } from '../../../api/prediction/test-fixtures';
import { PnlChart, pnlSummary } from './pnl-chart';

// jsdom draws no canvas: the stand-in shows what uPlot would be given.
vi.mock('../../../components/chart/line-chart-canvas', () => ({
  default: ({ times, values }: { times: number[]; values: number[] }) => (
    <output aria-label="canvas">{times.map((t, i) => `${String(t)}:${String(values[i])}`).join(' ')}</output>
  ),
}));

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
  it('draws the history in time order, in dollars, on the lazily loaded canvas', async () => {
    render(<PnlChart history={history} />);
    expect(await screen.findByLabelText('canvas')).toHaveTextContent(
      `${String(T0)}:0 ${String(T0 + DAY)}:12.75 ${String(T0 + 2 * DAY)}:-2.5`,
    );
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
    await screen.findByLabelText('canvas');
  });

  it('says there is nothing yet, and loads no chart, for an empty history', () => {
    render(<PnlChart history={[]} />);
    expect(screen.getByRole('figure')).toHaveTextContent('No realised P&L yet.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(pnlSummary([])).toBe('No realised P&L yet.');
  });
});
