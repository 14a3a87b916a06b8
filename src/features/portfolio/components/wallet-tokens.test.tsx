// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WalletTokenRow } from '../utils/value-wallet';
import { WalletTokens } from './wallet-tokens';

const rows: WalletTokenRow[] = Array.from({ length: 250 }, (_, i) => ({
  mint: `mint${String(i)}`,
  symbol: `T${String(i)}`,
  name: `Token ${String(i)}`,
  raw: BigInt(1000 - i) * 1_000_000n,
  decimals: 6,
  usd: i === 249 ? null : BigInt(1000 - i) * 1_000_000n,
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
    await userEvent.click(screen.getByRole('button', { name: 'Show 100 more of 230 smaller holdings' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 120);
    await userEvent.click(screen.getByRole('button', { name: 'Show 100 more of 130 smaller holdings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show 30 more of 30 smaller holdings' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 250);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(/^T249Token 249751——$/);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });
});
