// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WalletTokenRow } from '../utils/value-wallet';
import { WalletTokens } from './wallet-tokens';

const formatted = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../utils/format', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../utils/format')>();
  return {
    ...actual,
    formatTokenAmount: (...args: Parameters<typeof actual.formatTokenAmount>) => {
      formatted.count++;
      return actual.formatTokenAmount(...args);
    },
  };
});

const rows: WalletTokenRow[] = Array.from({ length: 150 }, (_, i) => ({
  mint: `mint${String(i)}`,
  symbol: `T${String(i)}`,
  name: `Token ${String(i)}`,
  raw: BigInt(1000 - i) * 1_000_000n,
  decimals: 6,
  usd: i === 149 ? null : BigInt(1000 - i) * 1_000_000n,
  change24h: i === 0 ? -1.5 : null,
}));

describe('WalletTokens', () => {
  it('shows the largest holdings with value and 24 h change, and the rest a page at a time', async () => {
    render(<WalletTokens rows={rows} status="ready" />);
    const table = screen.getByRole('table', { name: 'Tokens in your wallet, largest value first' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 20);
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('1,000');
    expect(first).toHaveTextContent('$1,000.00');
    expect(first).toHaveTextContent('-1.5%');
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more of 130 smaller holdings' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 70);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more of 80 smaller holdings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show 30 more of 30 smaller holdings' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 150);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(/^T149Token 149851——$/);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
    // Role queries over 150 rows in jsdom: seconds on a loaded host.
  }, 20_000);

  it('renders again only the rows whose values changed, and nothing when the page renders with the same rows', () => {
    const { rerender } = render(<WalletTokens rows={rows} status="ready" />);
    formatted.count = 0;
    rerender(<WalletTokens rows={rows} status="ready" />);
    expect(formatted.count).toBe(0);
    const next = rows.map((r, i) => (i === 1 ? { ...r, raw: r.raw * 2n } : { ...r }));
    rerender(<WalletTokens rows={next} status="ready" />);
    expect(formatted.count).toBe(1);
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('1,998');
  });
});
