// @vitest-environment jsdom
import { PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderbookSchema } from '../../../api/prediction/schemas';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { base64ToBytes, bytesToBase64 } from '../../../utils/base64';
import { USDC } from '../utils/statements';
import { quoteSell, quoteTicket } from '../utils/ticket';
import { ataOf, claimPayoutIx, createOrderIx, key, tokenIx, type OrderTerms } from '../utils/tx-fixtures';
import { useBet, useClaim, useSell } from './use-prediction-writes';

type Body = Record<string, unknown> & { transaction: string; order: Record<string, unknown> };
type Market = { marketId: string; result?: string | null; clobTokenIds?: string[] };
type Event = { isActive: boolean; markets?: Market[] };
type Held = { pubkey: string; isYes: boolean; contractsMicro?: string | null; contracts: string };

let sb: SandboxClient;
let wallet: PublicKey;
let market: Market;
let yesMint: string;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'use-prediction-writes', paused: true });
  wallet = sb.connect({ tokens: { [USDC.mint]: 100_000_000n } }).keypair.publicKey;
  const { data } = (await sb.json('/prediction/v1/events?category=crypto&includeMarkets=true')).body as {
    data: Event[];
  };
  market = data.flatMap((e) => (e.isActive && e.markets?.length === 1 && !e.markets[0]?.result ? e.markets : []))[0]!;
  yesMint = market.clobTokenIds![0]!;
});
afterEach(() => sb.close());

const book = async () => orderbookSchema.parse((await sb.json(`/prediction/v1/orderbook/${market.marketId}`)).body);
const contractsOf = (mint: string) => sb.holding(wallet.toBase58(), mint);

/** The real transaction of an answer with an edit to its message (keys swapped, instructions added). */
function rewritten(body: Body, edit: (message: TransactionMessage) => void): Body {
  const tx = VersionedTransaction.deserialize(base64ToBytes(body.transaction));
  const message = TransactionMessage.decompile(tx.message);
  edit(message);
  return { ...body, transaction: bytesToBase64(new VersionedTransaction(message.compileToV0Message()).serialize()) };
}
const swapKey = (from: string, to: PublicKey) => (m: TransactionMessage) => {
  for (const ix of m.instructions) for (const k of ix.keys) if (k.pubkey.toBase58() === from) k.pubkey = to;
};

async function settle<T extends { state: { status: string } }>(result: { current: T }) {
  await waitFor(() => expect(result.current.state.status).toMatch(/done|error/));
  return result.current.state as T['state'] & { failure?: { message: string } };
}

async function bet() {
  const quote = quoteTicket(await book(), 'yes', 10_000_000n, null).quote!;
  const { result } = renderHook(() => useBet(), { wrapper: sb.wrapper });
  const vars = { marketId: market.marketId, marketTitle: 'M', side: 'yes' as const, quote, depositMint: USDC.mint };
  act(() => result.current.run({ ...vars, contractsMint: yesMint }));
  return { state: await settle(result), quote };
}

async function position() {
  const query = `ownerPubkey=${wallet.toBase58()}&marketId=${market.marketId}`;
  const { data } = (await sb.json(`/prediction/v1/positions?${query}`)).body as { data: Held[] };
  const held = data.find((p) => p.isYes)!;
  return { ...held, micro: BigInt(held.contractsMicro ?? BigInt(held.contracts) * 1_000_000n) };
}

describe('a bet is bound to the side the page showed', () => {
  it('lands the side’s mint in the wallet, at least the ticket’s minimum', async () => {
    const { state, quote } = await bet();
    expect(state.status).toBe('done');
    expect(await contractsOf(yesMint)).toBeGreaterThanOrEqual(quote.minContractsMicro);
  });

  it('refuses an order that mints another mint', async () => {
    sb.answer('/prediction/v1/orders', (b: Body) => rewritten(b, swapKey(yesMint, key())));
    const { state } = await bet();
    expect(state.failure?.message).toMatch(
      /would mint another token .* instead of this market's YES contracts: not signed/,
    );
    expect(await contractsOf(yesMint)).toBe(0n);
  });

  it('refuses an order that mints the side’s contracts to another owner', async () => {
    const mine = ataOf(wallet, new PublicKey(yesMint)).toBase58();
    sb.answer('/prediction/v1/orders', (b: Body) => rewritten(b, swapKey(mine, ataOf(key(), new PublicKey(yesMint)))));
    const { state } = await bet();
    expect(state.failure?.message).toMatch(/YES contracts in another account .*, not your wallet's: not signed/);
    expect(sb.balance(wallet.toBase58(), USDC.mint)).toBe(100_000_000n);
  });

  it('refuses an order that also mints another mint beside the side’s', async () => {
    const extra = tokenIx(7, key(), ataOf(wallet, new PublicKey(yesMint)), 1n);
    sb.answer('/prediction/v1/orders', (b: Body) => rewritten(b, (m) => m.instructions.push(extra)));
    const { state } = await bet();
    expect(state.failure?.message).toMatch(/another token/);
    expect(await contractsOf(yesMint)).toBe(0n);
  });
});

describe('a bet through the prediction program is held to its own order', () => {
  async function betWithOrder(terms: (q: Awaited<ReturnType<typeof bet>>['quote']) => Partial<OrderTerms>) {
    const quote = quoteTicket(await book(), 'yes', 10_000_000n, null).quote!;
    const honest = {
      owner: wallet,
      mint: USDC.mint,
      isYes: true,
      isBuy: true,
      contracts: quote.contractsMicro,
      priceLimit: quote.limitPrice,
      deposit: quote.deposit,
    };
    const order = createOrderIx({ ...honest, ...terms(quote) });
    sb.answer('/prediction/v1/orders', (b: Body) => rewritten(b, (m) => m.instructions.push(order)));
    return bet();
  }

  it('refuses an order for the other side, before the wallet', async () => {
    const { state } = await betWithOrder(() => ({ isYes: false }));
    expect(state.failure?.message).toBe('The order is for NO contracts, where you chose YES: not signed.');
    expect(sb.balance(wallet.toBase58(), USDC.mint)).toBe(100_000_000n);
  });

  it('takes the order’s contracts, not the answer’s, against the ticket’s minimum', async () => {
    const { state } = await betWithOrder((q) => ({ contracts: q.minContractsMicro - 1n }));
    expect(state.failure?.message).toMatch(
      /^The book moved: the order would now buy about [\d.]+ contracts, fewer than/,
    );
    expect(sb.balance(wallet.toBase58(), USDC.mint)).toBe(100_000_000n);
  });
});

describe('a sell is held to the floor on screen', () => {
  async function sell(orderFloor: string | null) {
    await bet();
    const held = await position();
    const quote = quoteSell(await book(), 'yes', held.micro)!;
    const path = `/prediction/v1/positions/${held.pubkey}`;
    sb.answer(path, (b: Body) => ({ ...b, order: { ...b.order, minSellPriceUsd: orderFloor } }));
    const before = sb.balance(wallet.toBase58(), USDC.mint);
    const { result } = renderHook(() => useSell(), { wrapper: sb.wrapper });
    const vars = { positionPubkey: held.pubkey, marketTitle: 'M', side: 'yes' as const, heldMicro: held.micro };
    act(() => result.current.run({ ...vars, contractsMicro: null, payoutMint: USDC.mint, ...quote }));
    return { state: await settle(result), quote, received: () => sb.balance(wallet.toBase58(), USDC.mint) - before };
  }

  it('refuses an order whose own floor is below the one shown', async () => {
    const { state, quote, received } = await sell('1000');
    expect(state.failure?.message).toMatch(
      new RegExp(
        `as low as 0\\.1¢ a contract, below the ${String(Number(quote.floor) / 10_000)}¢ floor you saw: not signed`,
      ),
    );
    expect(received()).toBe(0n);
  });

  it('receives at least the proceeds shown even when the order names no floor', async () => {
    const { state, quote, received } = await sell(null);
    expect(state.status).toBe('done');
    expect(received()).toBeGreaterThanOrEqual(quote.minProceeds);
  });

  it('a higher floor in the order does not stop the sale at the floor shown', async () => {
    const { state, quote, received } = await sell('990000');
    expect(state.status).toBe('done');
    expect(received()).toBeGreaterThanOrEqual(quote.minProceeds);
  });
});

describe('a claim is held to the payout the position showed', () => {
  async function claim(payoutAmountUsd: string | undefined, edit = (b: Body) => b) {
    await bet();
    const held = await position();
    expect((await sb.control('/prediction/resolve', { marketId: market.marketId, result: 'yes' })).status).toBe(200);
    sb.answer(`/prediction/v1/positions/${held.pubkey}/claim`, (b: Body) =>
      edit({ ...b, position: { ...(b.position as object), payoutAmountUsd } }),
    );
    const before = sb.balance(wallet.toBase58(), USDC.mint);
    const { result } = renderHook(() => useClaim(), { wrapper: sb.wrapper });
    const vars = { positionPubkey: held.pubkey, marketTitle: 'M', side: 'yes' as const, heldMicro: held.micro };
    act(() => result.current.run({ ...vars, payoutMint: USDC.mint, payout: held.micro }));
    return { state: await settle(result), held, received: () => sb.balance(wallet.toBase58(), USDC.mint) - before };
  }

  it('refuses a claim that says it pays less', async () => {
    const { state, received } = await claim('1000000');
    expect(state.failure?.message).toMatch(/pay only \$1\.00, less than the \$\d+\.\d\d the position shows/);
    expect(received()).toBe(0n);
  });

  it('refuses a claim whose program call pays out another position', async () => {
    const other = (b: Body) =>
      rewritten(b, (m) => m.instructions.push(claimPayoutIx(wallet, key(), new PublicKey(USDC.mint))));
    const { state, received } = await claim(undefined, other);
    expect(state.failure?.message).toMatch(/^The claim pays out another position .*: not signed\.$/);
    expect(received()).toBe(0n);
  });

  it('is paid the shown payout when the answer names none', async () => {
    const { state, held, received } = await claim(undefined);
    expect(state.status).toBe('done');
    expect((state as { result: { text: string } }).result.text).toMatch(/^Claim \$\d+\.\d\d · M: paid\.$/);
    expect(received()).toBe(held.micro);
  });
});
