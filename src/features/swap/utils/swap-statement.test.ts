import { bytesToBase64 } from '../../../utils/base64';
import { describe, expect, it } from 'vitest';
import { orderResponseSchema, type OrderResponse } from '../../../api/swap/schemas-v2';
import { OTHER, orderWire, SOL, TAKER, USDC } from '../../../api/swap/test-fixtures';
import { blockHeightOf, buildFeesMax, materialChange, swapStatement, takerLamports } from './swap-statement';

const usdc = { mint: USDC, symbol: 'USDC', decimals: 6 };
const order = (over: Partial<Record<string, unknown>> = {}): OrderResponse =>
  orderResponseSchema.parse({ ...orderWire, router: 'aggregator_a', taker: TAKER, ...over });

describe('materialChange (issue 11 §3.8)', () => {
  const shown = order();
  it('lets the same or a better fresh quote through', () => {
    expect(materialChange(shown, order(), TAKER, usdc)).toBeNull();
    const better = order({ otherAmountThreshold: String(shown.otherAmountThreshold + 1n) });
    expect(materialChange(shown, better, TAKER, usdc)).toBeNull();
  });
  it('stops on a lower minimum received', () => {
    const worse = order({ otherAmountThreshold: String(shown.otherAmountThreshold - 1n) });
    expect(materialChange(shown, worse, TAKER, usdc)).toMatch(/^The price moved/);
  });
  it('stops on higher fees, though the output is unchanged', () => {
    const pricier = order({ prioritizationFeeLamports: shown.prioritizationFeeLamports + 1_000_000 });
    expect(materialChange(shown, pricier, TAKER, usdc)).toMatch(/fees went up/);
    const platform = order({ platformFee: { ...orderWire.platformFee, feeBps: shown.platformFee.feeBps + 50 } });
    expect(materialChange(shown, platform, TAKER, usdc)).toMatch(/fees went up/);
  });
  it('stops when someone else becomes the fee payer', () => {
    expect(materialChange(shown, order({ signatureFeePayer: OTHER }), TAKER, usdc)).toMatch(/Who pays/);
  });
  it('stops when the impact rises into a higher tier', () => {
    expect(materialChange(shown, order({ priceImpact: -0.4, priceImpactPct: '-40' }), TAKER, usdc)).toMatch(
      /price impact rose/,
    );
  });
});

describe('swapStatement', () => {
  it('states input at most, minimum received to the receiver, and the taker’s SOL fees', () => {
    const o = order();
    const statement = swapStatement(o, { taker: TAKER, receiver: OTHER, feesMax: takerLamports(o, TAKER) });
    expect(statement).toEqual({
      wallet: TAKER,
      feePayer: null,
      send: [{ mint: SOL, max: o.inAmount }],
      receive: [{ mint: USDC, min: o.otherAmountThreshold, to: OTHER }],
      feesMax: takerLamports(o, TAKER),
    });
  });
  it('counts only the fees the taker pays', () => {
    const o = order({ signatureFeePayer: OTHER, prioritizationFeePayer: OTHER, rentFeePayer: TAKER });
    expect(takerLamports(o, TAKER)).toBe(BigInt(o.rentFeeLamports));
  });
});

describe('blockHeightOf (issue 11 §3.7)', () => {
  it('reads a safe integer and refuses anything else', () => {
    expect(blockHeightOf('1234')).toBe(1234);
    for (const bad of [undefined, 'abc', '1.5', '-1', '1e400', '']) expect(blockHeightOf(bad)).toBeNull();
  });
});

describe('buildFeesMax', () => {
  const ix = (programId: string, bytes: number[]) => ({
    programId,
    accounts: [],
    data: bytesToBase64(Uint8Array.from(bytes)),
  });
  it('adds a signature, the priority fee the compute budget sets and the rent of accounts the setup creates', () => {
    const limit = [2, 0x40, 0x0d, 0x03, 0x00]; // 200,000 units
    const price = [3, 0x10, 0x27, 0, 0, 0, 0, 0, 0]; // 10,000 µlamports a unit
    const build = {
      computeBudgetInstructions: [
        ix('ComputeBudget111111111111111111111111111111', limit),
        ix('ComputeBudget111111111111111111111111111111', price),
      ],
      setupInstructions: [ix('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', [1])],
    } as unknown as Parameters<typeof buildFeesMax>[0];
    expect(buildFeesMax(build)).toBe(5_000n + 2_000n + 3_000_000n);
  });
});
