// @vitest-environment jsdom
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderbookSchema, positionListSchema } from '../../../api/prediction/schemas';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { useBet } from '../hooks/use-prediction-writes';
import { cents, usd } from '../utils/event-view';
import { USDC } from '../utils/statements';
import { quoteSell, quoteTicket } from '../utils/ticket';
import { PositionRow } from './position-row';

type Market = { marketId: string; result?: string | null; clobTokenIds?: string[] };
type Level = [string, number];

let sb: SandboxClient;
let wallet: string;
let market: Market;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'position-row', paused: true });
  wallet = sb.connect({ tokens: { [USDC.mint]: 100_000_000n } }).address;
  const { data } = (await sb.json('/prediction/v1/events?category=crypto&includeMarkets=true')).body as {
    data: { isActive: boolean; markets?: Market[] }[];
  };
  market = data.flatMap((e) => (e.isActive && e.markets?.length === 1 && !e.markets[0]?.result ? e.markets : []))[0]!;
  await betTen();
});
afterEach(() => sb.close());

const book = async () => orderbookSchema.parse((await sb.json(`/prediction/v1/orderbook/${market.marketId}`)).body);
const usdc = () => sb.balance(wallet, USDC.mint);

/** $10 on YES through the app's own bet, so the row shows a position the sandbox holds. */
async function betTen() {
  const quote = quoteTicket(await book(), 'yes', 10_000_000n, null).quote!;
  const { result } = renderHook(() => useBet(), { wrapper: sb.wrapper });
  const vars = { marketId: market.marketId, marketTitle: 'M', side: 'yes' as const, quote, depositMint: USDC.mint };
  act(() => result.current.run({ ...vars, contractsMint: market.clobTokenIds![0]! }));
  await waitFor(() => expect(result.current.state).toMatchObject({ status: 'done' }));
}

async function position() {
  const query = `ownerPubkey=${wallet}&marketId=${market.marketId}`;
  return positionListSchema.parse((await sb.json(`/prediction/v1/positions?${query}`)).body).data.find((p) => p.isYes)!;
}

async function sellAll() {
  const held = await position();
  render(<PositionRow position={held} />, { wrapper: sb.wrapper });
  fireEvent.click(screen.getByRole('button', { name: /^Sell YES/ }));
  fireEvent.click(screen.getByRole('button', { name: 'All' }));
  const contracts = held.contractsMicro ?? held.contracts * 1_000_000n;
  // Enabled once the payout mint is read from the position's last transaction.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sell at the book' })).toBeEnabled());
  return quoteSell(await book(), 'yes', contracts - (contracts % 10_000n))!;
}

describe('PositionRow sell', () => {
  it('shows the floor from the bids and sells against it', async () => {
    const quote = await sellAll();
    const floor = `at least ${cents(quote.floor)} (2% slippage): you receive at least ${usd(quote.minProceeds)} USDC`;
    expect(await screen.findByText(new RegExp(floor.replace(/[$.()]/g, '\\$&')))).toBeInTheDocument();
    const before = usdc();
    fireEvent.click(screen.getByRole('button', { name: 'Sell at the book' }));
    expect(await screen.findByText(/^Sell all YES contracts · .*: order placed\.$/)).toBeInTheDocument();
    expect(usdc() - before).toBeGreaterThanOrEqual(quote.minProceeds);
  });

  it('puts a lower floor back on screen instead of selling', async () => {
    await sellAll();
    await screen.findByText(/you receive at least/);
    // The bids fall between the form's read and the sale.
    const cheap = (levels: Level[] = []) => levels.map(([, size]): Level => ['0.01', size]);
    sb.answer(`/prediction/v1/orderbook/${market.marketId}`, (b: Record<string, Level[]>) => ({
      ...b,
      yes_dollars: cheap(b.yes_dollars),
      no_dollars: cheap(b.no_dollars),
    }));
    const before = usdc();
    fireEvent.click(screen.getByRole('button', { name: 'Sell at the book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bids moved: review the new floor and sell again.');
    expect(sb.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(usdc()).toBe(before);
  });
});

describe('PositionRow while the exchange pauses trading', () => {
  it('offers no sell while trading is paused', async () => {
    render(<PositionRow position={await position()} paused />, { wrapper: sb.wrapper });
    expect(screen.getByRole('button', { name: /^Sell YES/ })).toBeDisabled();
    // The payout mint's read settles before the sandbox closes.
    await waitFor(() => expect(screen.getByText('Pays out in').nextElementSibling).toHaveTextContent('USDC'));
  });
});

describe('PositionRow claim', () => {
  it('claims $1 a contract held, the figure on the button', async () => {
    await sb.control('/prediction/resolve', { marketId: market.marketId, result: 'yes' });
    const held = await position();
    const payout = held.contractsMicro ?? held.contracts * 1_000_000n;
    render(<PositionRow position={held} />, { wrapper: sb.wrapper });
    const row = screen.getByRole('listitem');
    const before = usdc();
    fireEvent.click(await within(row).findByRole('button', { name: `Claim ${usd(payout)} in USDC` }));
    expect(await within(row).findByText(/^Claim .*: paid\.$/)).toBeInTheDocument();
    expect(usdc() - before).toBe(payout);
  });
});
