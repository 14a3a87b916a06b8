// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { jlUsdc } from '../utils/earn-fixtures';
import RateHistory from './rate-history';

// jsdom draws no canvas: the stand-in shows how many points uPlot would be given and the last one.
vi.mock('../../../components/chart/line-chart-canvas', () => ({
  default: ({ values }: { values: number[] }) => (
    <output aria-label="canvas">{`${String(values.length)} points, last ${String(values.at(-1))}`}</output>
  ),
}));

let sb: SandboxClient;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'earn-rate-history' });
});
afterEach(() => sb.close());

const PATH = '/lend/v1/earn/rate-history';

describe('RateHistory', () => {
  it("draws 30 days of the sandbox's supply APY, summarised, with a table by day; 7 days on a key press", async () => {
    render(<RateHistory token={jlUsdc} />, { wrapper: sb.wrapper });
    const figure = await screen.findByRole('figure', { name: 'USDC supply APY over 30 days' });
    expect(figure).toHaveTextContent(
      /^Supply APY \d+(\.\d+)?% → 5\.2% over 30 days; borrow APR now 7\.22%, 80% utilised\./,
    );
    expect(await within(figure).findByLabelText('canvas')).toHaveTextContent(/^1[89]\d points, last 5\.2$/);
    const table = within(figure).getByRole('table', { name: 'USDC rates by day', hidden: true });
    expect(figure).toHaveAttribute('aria-describedby', table.id);
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.length).toBeGreaterThan(30);
    expect(rows[1]).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\d/);

    const week = screen.getByRole('button', { name: '7 days' });
    expect(week).toHaveAttribute('aria-pressed', 'false');
    week.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('figure', { name: 'USDC supply APY over 7 days' });
    expect(week).toHaveAttribute('aria-pressed', 'true');
    expect(sb.calls.filter((c) => c.path === PATH).map((c) => c.query.get('range'))).toEqual(['30d', '7d']);
  });

  it('says the service has no rate history when it answers 404 (the real service), not an error', async () => {
    sb.answer(PATH, () => Response.json({ error: 'No route' }, { status: 404 }));
    render(<RateHistory token={jlUsdc} />, { wrapper: sb.wrapper });
    expect(await screen.findByText('Rate history is not available from this service.')).toBeVisible();
    expect(screen.queryByText(/Could not load/)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Range' })).toBeNull();
  });
});
