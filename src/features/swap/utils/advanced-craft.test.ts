import { describe, expect, it } from 'vitest';
import { buildResponseSchema, orderResponseSchema, type BuildResponse } from '../../../api/swap/schemas-v2';
import { OTHER, orderWire, SOL, TAKER, TX_B64, USDC } from '../../../api/swap/test-fixtures';
import { buildProblem, type AdvancedSwapRequest } from './advanced-craft';

const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const shown = orderResponseSchema.parse({ ...orderWire, taker: TAKER, transaction: TX_B64 });
const req: AdvancedSwapRequest = {
  from: { mint: SOL, symbol: 'SOL', decimals: 9 },
  to: { mint: USDC, symbol: 'USDC', decimals: 6 },
  amount: 100_000_000n,
  taker: TAKER,
  excludeDexes: [],
  shown,
  impactConfirmed: false,
};
const noop = { programId: '11111111111111111111111111111111', accounts: [], data: '' };
const build = (over: Record<string, unknown> = {}): BuildResponse =>
  buildResponseSchema.parse({
    inputMint: SOL,
    outputMint: USDC,
    inAmount: '100000000',
    outAmount: '17057460',
    otherAmountThreshold: '17040402',
    swapMode: 'ExactIn',
    priceImpactPct: '-0.0001',
    slippageBps: 1,
    routePlan: [],
    computeBudgetInstructions: [],
    setupInstructions: [],
    swapInstruction: noop,
    otherInstructions: [],
    blockhashWithMetadata: { blockhash: Array.from({ length: 32 }, () => 1), lastValidBlockHeight: 10 },
    ...over,
  });

describe('buildProblem: the Advanced build is the trade on screen (issue 24 §3)', () => {
  it('passes the build of the screen’s trade, and one whose impact is in the user’s favour', () => {
    expect(buildProblem(build(), req)).toBeNull();
    expect(buildProblem(build({ priceImpactPct: '0.3' }), req)).toBeNull();
  });
  const better = '99999999';
  it.each<[string, Record<string, string>, RegExp]>([
    ['another output mint', { outputMint: BONK }, /^The built swap is for another pair than the SOL → USDC on screen/],
    ['another input mint', { inputMint: BONK }, /^The built swap is for another pair/],
    ['another input amount', { inAmount: '100000001' }, /^The built swap is for 0\.100000001 SOL, not the 0\.1 SOL/],
    ['a lower minimum', { otherAmountThreshold: '17040401' }, /guarantees only/],
    ['an impact above the ceiling', { priceImpactPct: '-0.51' }, /lose more than 50%/],
  ])('refuses %s', (_, over, sentence) => {
    expect(buildProblem(build({ otherAmountThreshold: better, ...over }), req)).toMatch(sentence);
  });
  it('refuses a receiver on screen, which the build cannot honour', () => {
    expect(buildProblem(build(), { ...req, receiver: OTHER })).toMatch(/your own wallet only/);
  });
  it('refuses an impact tier above the one confirmed on screen', () => {
    const confirmed = { ...req, shown: { ...shown, priceImpactPct: '-0.06' }, impactConfirmed: true };
    expect(buildProblem(build({ priceImpactPct: '-0.06' }), confirmed)).toBeNull();
    expect(buildProblem(build({ priceImpactPct: '-0.2' }), confirmed)).toMatch(/not confirmed/);
  });
});
