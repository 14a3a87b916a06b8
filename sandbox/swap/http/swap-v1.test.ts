import { beforeAll, describe, expect, it } from 'vitest';
import { programIdToLabelSchema, type Quote } from '../../../src/api/swap/schemas-v1';
import { quoteExactIn } from '../../engine/cp-math';
import { DEX_LABELS } from '../../engine/pool-layout';
import { findRoutes } from '../../kit/routing/find-routes';
import { EXACT_OUT_DEXES } from '../../kit/routing/pool-routers';
import { BUNDLE_INCOMPATIBLE_DEXES } from '../v1/quote-params';
import { openHarness } from '../../test-harness';
import { errorOf, getQuote, quotePath, type TestApp, V1 } from '../v1/test-kit';
import { WELL_KNOWN_MINTS } from '../../world/well-known';

const { SOL, USDC, JUP, BONK } = WELL_KNOWN_MINTS;
const ONE_SOL = 1_000_000_000n;
let t: TestApp;

beforeAll(() => {
  t = openHarness({ ...V1, seed: 'swap-v1-quote-test' });
});

const labels = (q: Quote) => q.routePlan.map((s) => s.swapInfo.label);
const lastOuts = (q: Quote) =>
  q.routePlan.filter((s) => s.swapInfo.outputMint === q.outputMint).reduce((a, s) => a + s.swapInfo.outAmount, 0n);
const firstIns = (q: Quote) =>
  q.routePlan.filter((s) => s.swapInfo.inputMint === q.inputMint).reduce((a, s) => a + s.swapInfo.inAmount, 0n);

describe('GET /swap/v1/quote', () => {
  it('answers aggregator_a’s route as a spec §2.1 quote, with no fee of its own', async () => {
    const { quote } = await getQuote(t, quotePath(SOL, USDC, 100n * ONE_SOL));
    const { engine, ledger } = t.sandbox;
    const best = findRoutes(
      engine,
      { inputMint: SOL, outputMint: USDC, amount: 100n * ONE_SOL, swapMode: 'ExactIn', routers: ['aggregator_a'] },
      engine.nowMs(),
    ).best!;
    expect(quote).toMatchObject({ inputMint: SOL, outputMint: USDC, inAmount: 100n * ONE_SOL, swapMode: 'ExactIn' });
    expect(quote.outAmount).toBe(best.outAmount);
    expect(lastOuts(quote)).toBe(quote.outAmount);
    expect(quote.slippageBps).toBe(50);
    expect(quote.otherAmountThreshold).toBe((quote.outAmount * 9_950n) / 10_000n);
    expect(quote.platformFee).toBeNull();
    expect(quote.contextSlot).toBe(ledger.slot);
    expect(quote.timeTaken).toBeGreaterThan(0);
    expect(Number(quote.priceImpactPct)).toBeCloseTo(best.priceImpact, 9);
    // A 100 SOL trade splits over several SOL/USDC pools: shares add up to 100 % / 10,000 bps.
    expect(quote.routePlan.length).toBeGreaterThan(1);
    expect(quote.routePlan.reduce((a, s) => a + (s.percent ?? 0), 0)).toBe(100);
    expect(quote.routePlan.reduce((a, s) => a + (s.bps ?? 0), 0)).toBe(10_000);
    const direct = engine.layout.byBase.get(SOL)!.filter((p) => p.quoteMint === USDC);
    for (const step of quote.routePlan) {
      expect(step.swapInfo).toMatchObject({ feeAmount: '0', feeMint: step.swapInfo.inputMint });
      expect(direct.map((p) => engine.layout.addresses(p).id)).toContain(step.swapInfo.ammKey);
    }
    // The report: every SOL/USDC pool alone, for the whole input.
    const info = quote.mostReliableAmmsQuoteReport!.info;
    expect(Object.keys(info).sort()).toEqual(direct.map((p) => engine.layout.addresses(p).id).sort());
    for (const pool of direct) {
      const r = engine.liquidity.reserves(pool);
      const single = quoteExactIn(r.base, r.quote, 100n * ONE_SOL, pool.feeBps).amountOut;
      expect(info[engine.layout.addresses(pool).id]).toBe(single.toString());
      expect(single).toBeLessThan(quote.outAmount);
    }
  });

  it('lists a two-hop path hop after hop, with each stage’s share', async () => {
    const { quote } = await getQuote(t, quotePath(JUP, BONK, 1_000_000_000n, { slippageBps: '120' }));
    expect(quote.slippageBps).toBe(120);
    expect(quote.otherAmountThreshold).toBe((quote.outAmount * 9_880n) / 10_000n);
    expect(quote.routePlan.some((s) => s.swapInfo.inputMint !== JUP)).toBe(true);
    quote.routePlan.forEach((step, i) => {
      if (step.swapInfo.inputMint !== JUP)
        expect(quote.routePlan[i - 1]?.swapInfo.outputMint).toBe(step.swapInfo.inputMint);
    });
    expect(firstIns(quote)).toBe(quote.inAmount);
    // No pool trades JUP against BONK directly.
    expect(quote.mostReliableAmmsQuoteReport).toBeNull();
  });

  it('keeps to `dexes`, spaces written as + or %20, labels in any case', async () => {
    for (const dexes of ['Orca+Whirlpool,Raydium+CLMM', 'orca%20whirlpool,RAYDIUM%2BCLMM']) {
      const { quote } = await getQuote(t, `${quotePath(SOL, USDC, 100n * ONE_SOL)}&dexes=${dexes}`);
      expect(new Set(labels(quote))).toEqual(new Set(['Orca Whirlpool', 'Raydium CLMM']));
      const keys = Object.keys(quote.mostReliableAmmsQuoteReport!.info);
      expect(keys).toHaveLength(2);
    }
  });

  it('never uses `excludeDexes`', async () => {
    const { quote } = await getQuote(
      t,
      quotePath(SOL, USDC, 100n * ONE_SOL, { excludeDexes: 'Orca Whirlpool,Phoenix' }),
    );
    expect(labels(quote).length).toBeGreaterThan(0);
    for (const label of labels(quote)) expect(['Orca Whirlpool', 'Phoenix']).not.toContain(label);
    expect(Object.keys(quote.mostReliableAmmsQuoteReport!.info)).toHaveLength(2);
  });

  it('takes single-hop routes only with onlyDirectRoutes', async () => {
    const { quote } = await getQuote(t, quotePath(SOL, USDC, ONE_SOL, { onlyDirectRoutes: 'true' }));
    for (const s of quote.routePlan) expect(s.swapInfo).toMatchObject({ inputMint: SOL, outputMint: USDC });
    expect(await errorOf(t.request(quotePath(JUP, BONK, 1_000_000n, { onlyDirectRoutes: 'true' })))).toBe(
      'Could not find any route',
    );
  });

  it('stays within maxAccounts (and a legacy transaction’s budget)', async () => {
    const wide = await getQuote(t, quotePath(SOL, USDC, 100n * ONE_SOL));
    const narrow = await getQuote(t, quotePath(SOL, USDC, 100n * ONE_SOL, { maxAccounts: '14' }));
    expect(wide.quote.routePlan.length).toBeGreaterThan(1);
    expect(narrow.quote.routePlan).toHaveLength(1);
    expect(narrow.quote.outAmount).toBeLessThan(wide.quote.outAmount);
    const legacy = await getQuote(t, quotePath(JUP, BONK, 1_000_000_000n, { asLegacyTransaction: 'true' }));
    expect(legacy.quote.routePlan.length).toBeLessThanOrEqual(2);
    expect(await errorOf(t.request(quotePath(SOL, USDC, ONE_SOL, { maxAccounts: '5' })))).toBe(
      'Could not find any route',
    );
  });

  it('takes platformFeeBps from the output for ExactIn and on top of the input for ExactOut', async () => {
    const plain = await getQuote(t, quotePath(SOL, USDC, ONE_SOL));
    const { quote } = await getQuote(t, quotePath(SOL, USDC, ONE_SOL, { platformFeeBps: '85' }));
    const routeOut = lastOuts(quote);
    expect(routeOut).toBe(plain.quote.outAmount);
    expect(quote.platformFee).toEqual({ amount: (routeOut * 85n) / 10_000n, feeBps: 85 });
    expect(quote.outAmount).toBe(routeOut - (routeOut * 85n) / 10_000n);
    expect(quote.otherAmountThreshold).toBe((quote.outAmount * 9_950n) / 10_000n);
    const exactOut = await getQuote(
      t,
      quotePath(SOL, USDC, 150_000_000n, { swapMode: 'ExactOut', platformFeeBps: '85' }),
    );
    const routeIn = firstIns(exactOut.quote);
    expect(exactOut.quote.platformFee).toEqual({ amount: (routeIn * 85n) / 10_000n, feeBps: 85 });
    expect(exactOut.quote.inAmount).toBe(routeIn + (routeIn * 85n) / 10_000n);
    expect(exactOut.quote.outAmount).toBe(150_000_000n);
  });

  it('answers ExactOut on the venues that support it, with the input threshold above', async () => {
    const { quote } = await getQuote(
      t,
      quotePath(SOL, USDC, 500_000_000n, { swapMode: 'ExactOut', slippageBps: '100' }),
    );
    expect(quote.swapMode).toBe('ExactOut');
    expect(quote.outAmount).toBe(500_000_000n);
    expect(lastOuts(quote)).toBe(500_000_000n);
    expect(quote.otherAmountThreshold).toBe((quote.inAmount * 10_100n) / 10_000n);
    for (const label of labels(quote)) expect(EXACT_OUT_DEXES.has(label!)).toBe(true);
    const pumpToken = t.sandbox.world.tokens.find((tok) => {
      const pools = t.sandbox.engine.layout.byBase.get(tok.id) ?? [];
      return pools.length === 1 && pools[0]?.dex === 'Pump.fun AMM';
    })!;
    await getQuote(t, quotePath(SOL, pumpToken.id, ONE_SOL));
    expect(await errorOf(t.request(quotePath(SOL, pumpToken.id, 1_000n, { swapMode: 'ExactOut' })))).toBe(
      'Could not find any route',
    );
  });

  it('reports percent null under instructionVersion=V2 and keeps bps', async () => {
    const v1 = await getQuote(t, quotePath(SOL, USDC, 100n * ONE_SOL));
    const v2 = await getQuote(t, quotePath(SOL, USDC, 100n * ONE_SOL, { instructionVersion: 'V2' }));
    expect(v2.quote.routePlan.map((s) => s.percent)).toEqual(v1.quote.routePlan.map(() => null));
    expect(v2.quote.routePlan.map((s) => s.bps)).toEqual(v1.quote.routePlan.map((s) => s.bps));
    expect(v2.wire.routePlan).toEqual(
      (v1.wire.routePlan as { percent: number }[]).map((s) => ({ ...s, percent: null })),
    );
  });

  it('leaves out bundle-incompatible venues with forMevBundle (or forJitoBundle)', async () => {
    expect([...BUNDLE_INCOMPATIBLE_DEXES]).toEqual(['Phoenix']);
    const plain = await getQuote(t, quotePath(SOL, USDC, 100n * ONE_SOL));
    expect(labels(plain.quote)).toContain('Phoenix');
    for (const flag of ['forMevBundle', 'forJitoBundle']) {
      const { quote } = await getQuote(t, quotePath(SOL, USDC, 100n * ONE_SOL, { [flag]: 'true' }));
      expect(labels(quote)).not.toContain('Phoenix');
    }
    const only = quotePath(SOL, USDC, ONE_SOL, { dexes: 'Phoenix', forMevBundle: 'true' });
    expect(await errorOf(t.request(only))).toBe('Could not find any route');
  });

  it('accepts restrictIntermediateTokens and dynamicSlippage without changing the route', async () => {
    const plain = await getQuote(t, quotePath(JUP, BONK, 1_000_000_000n));
    const other = await getQuote(
      t,
      quotePath(JUP, BONK, 1_000_000_000n, { restrictIntermediateTokens: 'false', dynamicSlippage: 'true' }),
    );
    expect(other.quote.routePlan).toEqual(plain.quote.routePlan);
  });

  it('is served on the staging path too', async () => {
    const main = await getQuote(t, quotePath(SOL, USDC, ONE_SOL, { platformFeeBps: '20' }));
    const staging = await getQuote(t, quotePath(SOL, USDC, ONE_SOL, { platformFeeBps: '20' }, '/staging'));
    expect({ ...staging.wire, timeTaken: 0 }).toEqual({ ...main.wire, timeTaken: 0 });
  });

  it('answers bad input with a 400 naming the parameter', async () => {
    const ok = { inputMint: SOL, outputMint: USDC, amount: '1000' };
    const bad = async (params: Record<string, string>) =>
      errorOf(t.request(`/swap/v1/quote?${new URLSearchParams(params).toString()}`));
    expect(await bad({ outputMint: USDC, amount: '1' })).toMatch(/^inputMint: required/);
    expect(await bad({ ...ok, inputMint: 'not-a-mint' })).toMatch(/^inputMint: /);
    expect(await bad({ ...ok, outputMint: '11111111111111111111111111111112' })).toMatch(/^outputMint: no token/);
    expect(await bad({ ...ok, outputMint: SOL })).toMatch(/^outputMint: must differ/);
    for (const amount of ['0', '-5', '1.5', 'abc', '18446744073709551616']) {
      expect(await bad({ ...ok, amount })).toMatch(/^amount: /);
    }
    expect(await bad({ ...ok, slippageBps: '10001' })).toMatch(/^slippageBps: /);
    expect(await bad({ ...ok, swapMode: 'Both' })).toMatch(/^swapMode: must be one of ExactIn, ExactOut/);
    expect(await bad({ ...ok, dexes: 'Orca Whirlpool', excludeDexes: 'Phoenix' })).toMatch(
      /^excludeDexes: cannot be used together with dexes/,
    );
    expect(await bad({ ...ok, dexes: 'Uniswap' })).toMatch(/^dexes: unknown DEX label "Uniswap"/);
    expect(await bad({ ...ok, excludeDexes: 'Orca' })).toMatch(/^excludeDexes: unknown DEX label/);
    for (const name of ['onlyDirectRoutes', 'restrictIntermediateTokens', 'asLegacyTransaction', 'forMevBundle']) {
      expect(await bad({ ...ok, [name]: 'yes' })).toMatch(new RegExp(`^${name}: must be one of true, false`));
    }
    expect(await bad({ ...ok, platformFeeBps: '-1' })).toMatch(/^platformFeeBps: /);
    expect(await bad({ ...ok, maxAccounts: '0' })).toMatch(/^maxAccounts: /);
    expect(await bad({ ...ok, instructionVersion: 'V3' })).toMatch(/^instructionVersion: must be one of V1, V2/);
    expect(await errorOf(t.app.request(quotePath(SOL, USDC, 1n)), 401)).toMatch(/API key/);
  });
});

describe('GET /swap/v1/program-id-to-label', () => {
  it('maps each venue’s mainnet program id to its label', async () => {
    const res = await t.request('/swap/v1/program-id-to-label');
    expect(res.status).toBe(200);
    const map = programIdToLabelSchema.parse(await res.json());
    expect(Object.values(map).sort()).toEqual([...DEX_LABELS].sort());
    expect(map.whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc).toBe('Orca Whirlpool');
    expect(map.LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo).toBe('Meteora DLMM');
  });
});
