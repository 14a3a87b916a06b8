import { bytesToBase64 } from '../../../utils/base64';
import { describe, expect, it } from 'vitest';
import { orderResponseSchema, type OrderResponse } from '../../../api/swap/schemas-v2';
import { OTHER, orderWire, SOL, TAKER, USDC } from '../../../api/swap/test-fixtures';
import { blockHeightOf, buildFeesMax, materialChange, swapStatement, takerLamports } from './swap-statement';
import { orderMismatch, type ScreenSwap } from './order-mismatch';

const sol = { mint: SOL, symbol: 'SOL', decimals: 9 };
const usdc = { mint: USDC, symbol: 'USDC', decimals: 6 };
const order = (over: Partial<Record<string, unknown>> = {}): OrderResponse =>
  orderResponseSchema.parse({ ...orderWire, router: 'aggregator_a', taker: TAKER, ...over });
/** The trade on screen the fixture's order was asked for: 0.1 SOL → USDC for TAKER. */
const screen: ScreenSwap = { from: sol, to: usdc, amount: 100_000_000n, taker: TAKER };
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

describe('materialChange (issue 11 §3.8)', () => {
  const shown = order();
  it('lets the same or a better fresh quote through', () => {
    expect(materialChange(shown, order(), screen)).toBeNull();
    const better = order({ otherAmountThreshold: String(shown.otherAmountThreshold + 1n) });
    expect(materialChange(shown, better, screen)).toBeNull();
  });
  it('stops on a lower minimum received', () => {
    const worse = order({ otherAmountThreshold: String(shown.otherAmountThreshold - 1n) });
    expect(materialChange(shown, worse, screen)).toMatch(/^The price moved/);
  });
  it('stops on higher fees, though the output is unchanged', () => {
    const pricier = order({ prioritizationFeeLamports: shown.prioritizationFeeLamports + 1_000_000 });
    expect(materialChange(shown, pricier, screen)).toMatch(/fees went up/);
    const platform = order({ platformFee: { ...orderWire.platformFee, feeBps: shown.platformFee.feeBps + 50 } });
    expect(materialChange(shown, platform, screen)).toMatch(/fees went up/);
  });
  it('stops when someone else becomes a fee payer', () => {
    expect(materialChange(shown, order({ signatureFeePayer: OTHER }), screen)).toMatch(/Who pays/);
    expect(materialChange(shown, order({ rentFeePayer: OTHER }), screen)).toMatch(/Who pays/);
  });
  it('stops when the impact rises into a higher tier', () => {
    const steep = order({ priceImpactPct: '-0.4', outUsdValue: 10.2 });
    expect(materialChange(shown, steep, screen)).toMatch(/price impact rose/);
  });
});

describe('a hostile re-quote (issue 24 §3): another trade than the screen’s is refused', () => {
  const shown = order();
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a larger input amount', { inAmount: '1000000000' }, /is for 1 SOL, not the 0\.1 SOL you entered/],
    ['a smaller input amount', { inAmount: '1' }, /not the 0\.1 SOL you entered/],
    ['another input mint', { inputMint: BONK }, /another pair than the SOL → USDC on screen \(DezX…B263 → EPjF…Dt1v\)/],
    [
      'another output mint',
      { outputMint: BONK },
      /another pair than the SOL → USDC on screen \(So11…1112 → DezX…B263\)/,
    ],
    ['another taker', { taker: OTHER }, /made for 9WzD…AWWM, not your wallet/],
    ['no taker', { taker: null }, /made for no wallet/],
    ['another receiver', { receiver: OTHER }, /sends the output to 9WzD…AWWM, not to your wallet/],
  ];
  for (const [name, over, sentence] of cases) {
    it(`refuses ${name}, though every figure is better`, () => {
      const fresh = order({ ...over, otherAmountThreshold: String(shown.otherAmountThreshold * 2n) });
      const change = materialChange(shown, fresh, screen);
      expect(change).toMatch(sentence);
      expect(change).toMatch(/Nothing was signed\.$/);
    });
  }
  it('refuses a receiver other than the one shown, and takes the shown one', () => {
    const toOther = { ...screen, receiver: OTHER };
    expect(materialChange(shown, order({ receiver: TAKER }), toOther)).toMatch(/not to 9WzD…AWWM/);
    expect(materialChange(shown, order({ receiver: OTHER }), toOther)).toBeNull();
  });
});

describe('orderMismatch: the first order against the pair on screen', () => {
  it('passes the order asked for and refuses one for another pair or amount', () => {
    expect(orderMismatch(order(), screen)).toBeNull();
    expect(orderMismatch(order({ outputMint: BONK }), screen)).toMatch(/another pair/);
    expect(orderMismatch(order(), { ...screen, from: usdc, to: sol })).toMatch(/another pair/);
    expect(orderMismatch(order(), { ...screen, amount: 100_000_001n })).toMatch(/not the 0\.100000001 SOL/);
  });
});

describe('swapStatement', () => {
  it('states the screen’s input at most, its minimum to the receiver shown, and the taker’s SOL fees', () => {
    const statement = swapStatement(
      { ...screen, receiver: OTHER },
      { minReceived: 17_000_000n, feesMax: 9n, feePayer: TAKER },
    );
    expect(statement).toEqual({
      policy: { family: 'swap', anyRoute: true },
      wallet: TAKER,
      feePayer: null,
      send: [{ mint: SOL, max: 100_000_000n }],
      receive: [{ mint: USDC, min: 17_000_000n, to: OTHER }],
      feesMax: 9n,
    });
  });
  it('sends the submission tip as SOL the wallet sends, to the tip accounts only', () => {
    const tip = { max: 1_000_000n, to: ['GGztQqQ6pCPaJQnNpXBgELr5cs3WwDakRbh1iEMzjgSJ'] };
    const statement = swapStatement({ ...screen, from: usdc, to: sol }, { minReceived: 1n, feesMax: 5_000n, tip });
    expect(statement.send).toEqual([
      { mint: USDC, max: 100_000_000n },
      { mint: SOL, max: 1_000_000n },
    ]);
    expect(statement.policy).toEqual({ family: 'swap', anyRoute: true, solRecipients: tip.to });
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
