import { describe, expect, it, vi } from 'vitest';
import { orderResponseSchema, type OrderResponse } from '../../../api/swap/schemas-v2';
import { OTHER, orderWire, SOL, TAKER, TX_B64, USDC } from '../../../api/swap/test-fixtures';
import { craftSwap, type SwapRequest } from './swap-craft';

const sol = { mint: SOL, symbol: 'SOL', decimals: 9 };
const usdc = { mint: USDC, symbol: 'USDC', decimals: 6 };
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const NOW = 1_000_000;
const order = (over: Record<string, unknown> = {}): OrderResponse =>
  orderResponseSchema.parse({ ...orderWire, taker: TAKER, transaction: TX_B64, lastValidBlockHeight: '500', ...over });

/** The fixture's order on screen (0.1 SOL → USDC to OTHER); `aged` makes the craft fetch a fresh one. */
function request(shown: OrderResponse, fresh?: OrderResponse, aged = false) {
  const requote = vi.fn(() => Promise.resolve({ data: fresh }));
  const req: SwapRequest = {
    order: shown,
    receivedAt: aged ? NOW - 60_000 : NOW,
    requote,
    from: sol,
    to: usdc,
    amount: 100_000_000n,
    taker: TAKER,
    receiver: OTHER,
  };
  return { req, requote };
}
const height = () => Promise.resolve(100);

describe('craftSwap binds what is signed to the screen (issue 24 §3)', () => {
  it('states the screen’s pair, typed amount, receiver and the minimum shown, not the fresh order’s', async () => {
    const shown = order();
    const better = order({ otherAmountThreshold: String(shown.otherAmountThreshold + 5n) });
    const { req, requote } = request(shown, better, true);
    const crafted = await craftSwap(req, height, NOW);
    expect(requote).toHaveBeenCalledOnce();
    expect(crafted.statement).toMatchObject({
      wallet: TAKER,
      send: [{ mint: SOL, max: 100_000_000n }],
      receive: [{ mint: USDC, min: shown.otherAmountThreshold, to: OTHER }],
    });
  });

  it.each([
    ['another output mint', { outputMint: BONK }, /another pair than the SOL → USDC on screen/],
    ['another input mint', { inputMint: BONK }, /another pair than the SOL → USDC on screen/],
    ['another input amount', { inAmount: '100000001' }, /is for 0\.100000001 SOL, not the 0\.1 SOL you entered/],
  ])('refuses a first order with %s before any re-quote', async (_, over, sentence) => {
    const { req, requote } = request(order(over));
    await expect(craftSwap(req, height, NOW)).rejects.toThrow(sentence);
    expect(requote).not.toHaveBeenCalled();
  });

  it.each([
    ['output mint', { outputMint: BONK }],
    ['input mint', { inputMint: BONK }],
    ['input amount', { inAmount: '900000000' }],
    ['taker', { taker: OTHER }],
    ['receiver', { receiver: TAKER }],
  ])('refuses a re-quote that changes the %s', async (_, over) => {
    const shown = order();
    const hostile = order({ ...over, otherAmountThreshold: String(shown.otherAmountThreshold * 3n) });
    const { req } = request(shown, hostile, true);
    await expect(craftSwap(req, height, NOW)).rejects.toThrow(/Nothing was signed\.$/);
  });

  it('refuses a first order above the impact ceiling, even confirmed', async () => {
    const { req } = request(order({ priceImpactPct: '-0.6' }));
    await expect(craftSwap(req, height, NOW)).rejects.toThrow(/lose more than 50%/);
  });
});
