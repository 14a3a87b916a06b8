// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketSchema, type Market } from '../../../api/prediction/schemas';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { JUPUSD } from '../utils/deposit';
import { USDC } from '../utils/statements';
import { TradeTicket } from './trade-ticket';

let sb: SandboxClient;
let wallet: string;
let market: Market;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'trade-ticket', paused: true });
  wallet = sb.connect({ tokens: { [USDC.mint]: 1_000_000_000n, [JUPUSD.mint]: 5_500_000n } }).address;
  const { data } = (await sb.json('/prediction/v1/events?category=crypto&includeMarkets=true')).body as {
    data: { isActive: boolean; markets?: { result?: string | null }[] }[];
  };
  const wire = data.flatMap((e) => (e.isActive && e.markets?.length === 1 && !e.markets[0]?.result ? e.markets : []));
  market = marketSchema.parse(wire[0]);
});
afterEach(() => sb.close());

const ticket = () => render(<TradeTicket market={market} side="yes" onSide={vi.fn()} />, { wrapper: sb.wrapper });

describe('TradeTicket deposit token', () => {
  it('offers USDC and JupUSD as a labelled radio group, USDC first and chosen', async () => {
    ticket();
    const group = screen.getByRole('group', { name: 'Pay with' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['USDC', 'JupUSD']);
    expect(within(group).getByRole('radio', { name: 'USDC' })).toBeChecked();
    expect(await screen.findByText('Balance 1,000 USDC')).toBeInTheDocument();
  });

  it('checks the chosen token’s balance and bets in it', async () => {
    ticket();
    await screen.findByText('Balance 1,000 USDC');
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (USD)' }), { target: { value: '6' } });
    const buy = screen.getByRole('button', { name: 'Buy Yes' });
    await waitFor(() => expect(buy).toBeEnabled());
    fireEvent.click(screen.getByRole('radio', { name: 'JupUSD' }));
    expect(await screen.findByText('Balance 5.5 JupUSD')).toBeInTheDocument();
    expect(screen.getByText('Not enough JupUSD in your wallet.')).toBeInTheDocument();
    expect(buy).toBeDisabled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (USD)' }), { target: { value: '5' } });
    expect(screen.getByText(/in JupUSD/)).toBeInTheDocument();
    fireEvent.click(buy);
    await waitFor(() => expect(sb.balance(wallet, JUPUSD.mint)).toBeLessThan(5_500_000n));
    // The book fills whole contract steps: at most the 5 JupUSD typed leaves the wallet, a few micro-dollars stay.
    expect(5_500_000n - sb.balance(wallet, JUPUSD.mint)).toBeGreaterThan(4_990_000n);
    expect(sb.balance(wallet, JUPUSD.mint)).toBeGreaterThanOrEqual(500_000n);
    const orders = sb.calls.filter((c) => c.method === 'POST' && c.path === '/prediction/v1/orders');
    expect(orders.map((c) => c.body)).toEqual([
      expect.objectContaining({
        depositMint: JUPUSD.mint,
        marketId: market.marketId,
        isYes: true,
        depositAmount: '5000000',
      }),
    ]);
    expect(sb.balance(wallet, USDC.mint)).toBe(1_000_000_000n);
  });
});
