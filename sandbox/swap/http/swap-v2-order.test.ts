import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAMPORTS_PER_SIGNATURE } from '../order/fees';
import { marketMakerFor } from '../../kit/routing/market-maker';
import { openHarness } from '../../test-harness';
import { getOrder, JUP, okOrder, SOL, SOL_LAMPORTS, type SwapEnv, USDC, SWAP } from '../order/test-kit';

const SEED = 'swap-v2-order';
let env: SwapEnv;
let maker: string;
const ORDER = '/swap/v2/order';
const ONLY_RFQ = 'aggregator_a,aggregator_b,aggregator_c';
const addr = () => Keypair.generate().publicKey.toBase58();

beforeAll(() => {
  env = openHarness({ ...SWAP, seed: SEED });
  maker = marketMakerFor(env.sandbox.engine).address;
});

async function bad(params: Record<string, string | bigint | number>) {
  const { status, body } = await getOrder(env, ORDER, params);
  expect(status).toBe(400);
  expect(body.requestId).toEqual(expect.any(String));
  return body.error as string;
}

describe('GET /swap/v2/order validation', () => {
  const base = { inputMint: SOL, outputMint: USDC, amount: '1000000' };

  it('answers 400 {error, requestId} naming the parameter', async () => {
    expect(await bad({ outputMint: USDC, amount: 1 })).toBe('inputMint: required');
    expect(await bad({ inputMint: SOL, amount: 1 })).toBe('outputMint: required');
    expect(await bad({ inputMint: SOL, outputMint: USDC })).toBe('amount: required');
    expect(await bad({ ...base, amount: '0' })).toBe('amount: must be greater than 0');
    expect(await bad({ ...base, amount: 'abc' })).toMatch(/^amount:/);
    expect(await bad({ ...base, amount: '18446744073709551616' })).toBe('amount: does not fit a u64');
    expect(await bad({ ...base, inputMint: 'not-a-mint' })).toMatch(/^inputMint: .* not a base58 address/);
    expect(await bad({ ...base, outputMint: addr() })).toMatch(/^outputMint: no token with mint/);
    expect(await bad({ ...base, outputMint: SOL })).toBe('outputMint: must differ from inputMint');
    expect(await bad({ ...base, slippageBps: 10_001 })).toMatch(/^slippageBps: must be an integer from 0 to 10000/);
    expect(await bad({ ...base, slippageBps: '1.5' })).toMatch(/^slippageBps:/);
    expect(await bad({ ...base, swapMode: 'ExactOut' })).toBe('swapMode: must be one of ExactIn');
    expect(await bad({ ...base, referralFee: 100 })).toBe('referralFee: requires referralAccount');
    expect(await bad({ ...base, referralAccount: addr() })).toBe('referralAccount: requires referralFee');
    expect(await bad({ ...base, referralAccount: addr(), referralFee: 49 })).toMatch(
      /^referralFee: must be .*50 to 255/,
    );
    expect(await bad({ ...base, referralAccount: addr(), referralFee: 256 })).toMatch(/^referralFee:/);
    const taker = addr();
    expect(await bad({ ...base, taker, receiver: taker })).toBe('receiver: must differ from taker');
    expect(await bad({ ...base, receiver: 'x' })).toMatch(/^receiver:/);
    expect(await bad({ ...base, payer: '0OIl'.repeat(10) })).toMatch(/^payer:/);
    expect(await bad({ ...base, excludeRouters: 'okx' })).toMatch(/^excludeRouters: "okx" is not one of aggregator_a/);
    expect(await bad({ ...base, broadcastFeeType: 'fast' })).toBe('broadcastFeeType: must be one of maxCap, exactFee');
    expect(await bad({ ...base, priorityFeeLamports: '-1' })).toMatch(/^priorityFeeLamports:/);
    expect(await bad({ ...base, mevTipLamports: 'lots' })).toMatch(/^mevTipLamports:/);
  });

  it('refuses to pay SOL to a new receiver that would stay below the rent-exempt minimum', async () => {
    const taker = Keypair.generate().publicKey.toBase58();
    env.sandbox.fund(taker, { sol: SOL_LAMPORTS, tokens: { [USDC]: 1_000_000n } });
    const swap = { inputMint: USDC, outputMint: SOL, taker, receiver: addr(), excludeRouters: 'rfq_mm' };
    expect(await bad({ ...swap, amount: 100_000 })).toMatch(
      /^receiver: \d+ lamports would leave .* rent-exempt minimum/,
    );
    const enough = await okOrder(env, ORDER, { ...swap, amount: 1_000_000 });
    expect(enough.transaction).toEqual(expect.any(String));
  });

  it('answers "Failed to get quotes" when no allowed router can quote', async () => {
    expect(await bad({ ...base, excludeRouters: 'aggregator_a,rfq_mm,aggregator_b,aggregator_c' })).toBe(
      'Failed to get quotes',
    );
    // An integrator payer allows aggregator_a only.
    expect(await bad({ ...base, taker: addr(), payer: addr(), excludeRouters: 'aggregator_a' })).toBe(
      'Failed to get quotes',
    );
  });
});

describe('a quote without taker', () => {
  it('computes every field: mode, amounts, USD, threshold, impact, route plan, fee', async () => {
    const order = await okOrder(env, ORDER, { inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS });
    const { engine, ledger } = env.sandbox;
    expect(order).toMatchObject({ mode: 'ultra', transaction: null, taker: null, swapMode: 'ExactIn', gasless: false });
    expect(order.signatureFeePayer).toBeNull();
    expect(order.rentFeePayer).toBeNull();
    expect(order.inUsdValue).toBeCloseTo(engine.prices.usdNow(SOL)!, 4);
    expect(order.outUsdValue).toBeCloseTo(Number(order.outAmount) / 1e6, 4);
    expect(order.swapUsdValue).toBe(order.inUsdValue);
    expect(order.otherAmountThreshold).toBe((order.outAmount * BigInt(10_000 - order.slippageBps)) / 10_000n);
    expect(order.priceImpact).toBeLessThan(0);
    expect(order.priceImpactPct).toBe(String(order.priceImpact));
    expect(order.lastValidBlockHeight).toBe(String(ledger.latestBlockhash().lastValidBlockHeight));
    expect(order.feeMint).toBe(USDC);
    const routed = order.routePlan.reduce((sum, s) => sum + s.swapInfo.outAmount, 0n);
    expect(order.platformFee.amount).toBe((routed * BigInt(order.feeBps)) / 10_000n);
    expect(order.outAmount).toBe(routed - order.platformFee.amount);
    const ids = new Set(engine.layout.byBase.get(SOL)!.map((p) => engine.layout.addresses(p).id));
    for (const step of order.routePlan) expect(ids.has(step.swapInfo.ammKey)).toBe(true);
    expect(order.routePlan.reduce((sum, s) => sum + (s.bps ?? 0), 0)).toBe(10_000);
    expect(order.signatureFeeLamports % Number(LAMPORTS_PER_SIGNATURE)).toBe(0);
    expect(order.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await okOrder(env, ORDER, { inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS });
    expect(again.requestId).not.toBe(order.requestId);
  });

  it('is manual when any optional parameter is sent, and honours slippageBps', async () => {
    const order = await okOrder(env, ORDER, { inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS, slippageBps: 7 });
    expect(order.mode).toBe('manual');
    expect(order.slippageBps).toBe(7);
    expect(
      (await okOrder(env, ORDER, { inputMint: SOL, outputMint: USDC, amount: 5_000_000, taker: addr() })).mode,
    ).toBe('ultra');
  });

  it('routes two hops for a long-tail token, with 100 % per hop', async () => {
    const tail = env.sandbox.world.tokens.find(
      (t) => t.origin === 'generated' && env.sandbox.engine.layout.byBase.get(t.id)?.[0]?.quoteMint === SOL,
    )!;
    const order = await okOrder(env, ORDER, { inputMint: USDC, outputMint: tail.id, amount: 10_000_000 });
    expect(order.router).toBe('aggregator_a');
    expect(order.routePlan.map((s) => [s.swapInfo.inputMint, s.swapInfo.outputMint, s.percent])).toEqual([
      [USDC, SOL, 100],
      [SOL, tail.id, 100],
    ]);
    expect(order.routePlan[0]!.swapInfo.outAmount).toBe(order.routePlan[1]!.swapInfo.inAmount);
    expect(order.slippageBps).toBeGreaterThan(150);
  });

  it('gives rfq_mm quotes a quoteId, maker and expireAt', async () => {
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000,
      excludeRouters: ONLY_RFQ,
    });
    expect(order).toMatchObject({ router: 'rfq_mm', swapType: 'rfq', maker, gasless: true, feeBps: 0 });
    expect(order.quoteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(order.expireAt!)).toBe(env.clock.ms + 30_000);
    expect(order.routePlan).toEqual([expect.objectContaining({ percent: 100, bps: 10_000 })]);
  });

  it('names the swapType of every router', async () => {
    const types: Record<string, string> = {};
    for (const only of ['aggregator_a', 'aggregator_b', 'aggregator_c', 'rfq_mm']) {
      const others = ['aggregator_a', 'aggregator_b', 'aggregator_c', 'rfq_mm'].filter((r) => r !== only).join(',');
      const order = await okOrder(env, ORDER, {
        inputMint: USDC,
        outputMint: SOL,
        amount: 20_000_000,
        excludeRouters: others,
      });
      expect(order.router).toBe(only);
      types[only] = order.swapType;
    }
    expect(types).toEqual({
      aggregator_a: 'aggregator',
      aggregator_b: 'aggregator_b',
      aggregator_c: 'aggregator_c',
      rfq_mm: 'rfq',
    });
  });
});
