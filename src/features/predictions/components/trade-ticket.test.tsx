// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { marketSchema, orderbookSchema } from '../../../api/prediction/schemas';
import { supplementMarket, twoLevelNoBook } from '../../../api/prediction/test-fixtures';
import type { BetVars } from '../hooks/use-prediction-writes';
import { JUPUSD } from '../utils/deposit';
import { USDC } from '../utils/statements';
import { TradeTicket } from './trade-ticket';

const book = orderbookSchema.parse(twoLevelNoBook);
const balances: Record<string, bigint> = {};
const run = vi.fn<(vars: BetVars) => void>();

vi.mock('@tanstack/react-query', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-query')>()),
  useQuery: () => ({ data: book }),
}));
vi.mock('../../../hooks/use-token-balance', () => ({
  useTokenBalance: (mint: string) => ({ status: 'ready', amount: balances[mint] ?? 0n }),
}));
vi.mock('../hooks/use-prediction-writes', () => ({
  useBet: () => ({ run, reset: vi.fn(), retry: vi.fn(), busy: false, state: { status: 'idle' } }),
}));
vi.mock('../../../components/wallet/wallet-action', () => ({
  WalletAction: ({ children }: { children: ReactNode }) => children,
}));

const market = marketSchema.parse({ ...supplementMarket, tradable: true });
const ticket = () => render(<TradeTicket market={market} side="yes" onSide={vi.fn()} />);

describe('TradeTicket deposit token', () => {
  beforeEach(() => {
    run.mockReset();
    balances[USDC.mint] = 1_000_000_000n;
    balances[JUPUSD.mint] = 5_500_000n;
  });

  it('offers USDC and JupUSD as a labelled radio group, USDC first and chosen', () => {
    ticket();
    const group = screen.getByRole('group', { name: 'Pay with' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['USDC', 'JupUSD']);
    expect(within(group).getByRole('radio', { name: 'USDC' })).toBeChecked();
    expect(screen.getByText('Balance 1,000 USDC')).toBeInTheDocument();
  });

  it('checks the chosen token’s balance and bets in it', () => {
    ticket();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (USD)' }), { target: { value: '6' } });
    const buy = screen.getByRole('button', { name: 'Buy Yes' });
    expect(buy).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: 'JupUSD' }));
    expect(screen.getByText('Balance 5.5 JupUSD')).toBeInTheDocument();
    expect(screen.getByText('Not enough JupUSD in your wallet.')).toBeInTheDocument();
    expect(buy).toBeDisabled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (USD)' }), { target: { value: '5' } });
    expect(screen.getByText(/in JupUSD/)).toBeInTheDocument();
    fireEvent.click(buy);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[0]).toMatchObject({ depositMint: JUPUSD.mint, marketId: market.marketId, side: 'yes' });
    expect(run.mock.calls[0]?.[0].quote.deposit).toBe(5_000_000n);
  });
});
