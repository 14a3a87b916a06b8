import { describe, expect, it } from 'vitest';
import { quoteExactIn } from '../../engine/cp-math';
import type { Engine } from '../../engine/engine';
import { SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import type { RouteQuote } from '../types';
import { findRoutes } from './find-routes';
import { AGGREGATOR_A_FEE_BPS, AGGREGATOR_B_FEE_BPS, AGGREGATOR_C_FEE_BPS } from './pool-routers';
import { longTail, NOW, request, setup, units } from './routing-fixture';

const { JUP, BONK } = WELL_KNOWN_MINTS;

/** Every hop recomputed with cp-math on the pool's current reserves, and the hops chained. */
function expectExact(engine: Engine, quote: RouteQuote) {
  let total = 0n;
  let bps = 0;
  for (const path of quote.paths) {
    bps += path.bps;
    path.hops.forEach((hop, i) => {
      const r = engine.liquidity.reserves(hop.pool);
      const baseIn = hop.pool.baseMint === hop.inputMint;
      const q = quoteExactIn(baseIn ? r.base : r.quote, baseIn ? r.quote : r.base, hop.amountIn, hop.pool.feeBps);
      expect(hop.amountOut).toBe(q.amountOut);
      expect(hop.lpFee).toBe(q.fee);
      if (i > 0) expect(hop.amountIn).toBe(path.hops[i - 1]?.amountOut);
    });
    total += path.hops[path.hops.length - 1]?.amountOut ?? 0n;
  }
  expect(bps).toBe(10_000);
  expect(quote.outAmount).toBe(total);
  expect(quote.paths.reduce((sum, p) => sum + (p.hops[0]?.amountIn ?? 0n), 0n)).toBe(quote.inAmount);
}

const byRouter = (quotes: readonly RouteQuote[], router: string) => quotes.find((q) => q.router === router);

/** The best output any single pool of the pair gives for the whole amount. */
function bestSinglePool(engine: Engine, base: string, quote: string, amountIn: bigint, baseIn: boolean): bigint {
  let best = 0n;
  for (const pool of engine.layout.byBase.get(base) ?? []) {
    if (pool.quoteMint !== quote) continue;
    const r = engine.liquidity.reserves(pool);
    const q = baseIn
      ? quoteExactIn(r.base, r.quote, amountIn, pool.feeBps)
      : quoteExactIn(r.quote, r.base, amountIn, pool.feeBps);
    if (q.amountOut > best) best = q.amountOut;
  }
  return best;
}

describe('findRoutes: who wins', () => {
  const { engine } = setup();

  it('aggregator_b wins a small trade on a deep pair (its low fee on the lowest-fee pool)', () => {
    const amount = units(SOL_MINT, 1);
    const { best, quotes } = findRoutes(engine, request(SOL_MINT, USDC_MINT, amount), NOW);
    expect(best?.router).toBe('aggregator_b');
    expect(best?.defaultFeeBps).toBe(AGGREGATOR_B_FEE_BPS);
    expect(best?.paths).toHaveLength(1);
    expect(best?.paths[0]?.hops[0]?.pool.dex).toBe('Phoenix');
    expect(best?.outAmount).toBe(bestSinglePool(engine, SOL_MINT, USDC_MINT, amount, true));
    expect(quotes.map((q) => q.router)).toEqual(['aggregator_a', 'rfq_mm', 'aggregator_b', 'aggregator_c']);
    // aggregator_a and aggregator_c find the same pool; only their fees differ.
    expect(byRouter(quotes, 'aggregator_a')?.outAmount).toBe(best?.outAmount);
    expect(byRouter(quotes, 'aggregator_c')?.outAmount).toBe(best?.outAmount);
    for (const q of quotes) if (q.router !== 'rfq_mm') expectExact(engine, q);
  });

  it('aggregator_c wins a small trade on a long-tail AMM pool that aggregator_b does not cover', () => {
    const { mint, pool } = longTail(engine, (p) => p.dex === 'Pump.fun AMM' && p.quoteMint === SOL_MINT);
    const { best, quotes } = findRoutes(engine, request(mint, SOL_MINT, units(mint, 1000)), NOW);
    expect(best?.router).toBe('aggregator_c');
    expect(best?.defaultFeeBps).toBe(AGGREGATOR_C_FEE_BPS);
    expect(best?.paths[0]?.hops[0]?.pool).toBe(pool);
    expect(byRouter(quotes, 'aggregator_b')).toBeUndefined();
    expect(byRouter(quotes, 'rfq_mm')).toBeUndefined();
    expect(byRouter(quotes, 'aggregator_a')?.outAmount).toBe(best?.outAmount);
    if (best) expectExact(engine, best);
  });

  it('aggregator_a wins a large trade by splitting it over several pools', () => {
    const amount = units(SOL_MINT, 10_000);
    const { best, quotes } = findRoutes(engine, request(SOL_MINT, USDC_MINT, amount), NOW);
    expect(best?.router).toBe('aggregator_a');
    expect(best?.defaultFeeBps).toBe(AGGREGATOR_A_FEE_BPS);
    expect(best?.paths.length).toBeGreaterThanOrEqual(2);
    expect(best?.paths.length).toBeLessThanOrEqual(3);
    const pools = best?.paths.flatMap((p) => p.hops.map((h) => h.pool.index)) ?? [];
    expect(new Set(pools).size).toBe(pools.length);
    for (const path of best?.paths ?? []) expect(path.bps % 100).toBe(0);
    const single = bestSinglePool(engine, SOL_MINT, USDC_MINT, amount, true);
    expect(best?.outAmount).toBeGreaterThan(single);
    // Even after its higher fee, the split beats the single-pool routers.
    expect(byRouter(quotes, 'aggregator_b')?.outAmount).toBe(single);
    // 1.5 M USDC is far beyond the maker's inventory.
    expect(byRouter(quotes, 'rfq_mm')).toBeUndefined();
    if (best) expectExact(engine, best);
  });

  it('aggregator_a alone routes a long-tail token to SOL through USDC (two hops)', () => {
    const { mint, pool } = longTail(engine, (p) => p.quoteMint === USDC_MINT);
    const { best, quotes } = findRoutes(engine, request(mint, SOL_MINT, units(mint, 500)), NOW);
    expect(quotes.map((q) => q.router)).toEqual(['aggregator_a']);
    expect(best?.router).toBe('aggregator_a');
    const hops = best?.paths[0]?.hops ?? [];
    expect(hops).toHaveLength(2);
    expect(hops[0]?.pool).toBe(pool);
    expect(hops[0]?.outputMint).toBe(USDC_MINT);
    expect(hops[1]?.pool.baseMint).toBe(SOL_MINT);
    if (best) expectExact(engine, best);
    // The other way round too: SOL into the long tail.
    const back = findRoutes(engine, request(SOL_MINT, mint, units(SOL_MINT, 2)), NOW).best;
    expect(back?.paths[0]?.hops.map((h) => h.outputMint)).toEqual([USDC_MINT, mint]);
  });

  it('rfq_mm wins a pair among its tokens that the pools only connect through two hops', () => {
    const { best, quotes } = findRoutes(engine, request(JUP, BONK, units(JUP, 1000)), NOW);
    expect(best?.router).toBe('rfq_mm');
    expect(best?.defaultFeeBps).toBe(0);
    expect(best?.paths).toEqual([]);
    expect(best?.rfq?.expireAtMs).toBe(NOW + 30_000);
    expect(byRouter(quotes, 'aggregator_a')?.paths[0]?.hops).toHaveLength(2);
    expect(byRouter(quotes, 'aggregator_b')).toBeUndefined();
  });

  it('only the allowed routers compete (excludeRouters, the payer rule)', () => {
    const small = (routers: RouteQuote['router'][]) =>
      findRoutes(engine, request(SOL_MINT, USDC_MINT, units(SOL_MINT, 1), { routers }), NOW);
    // Without aggregator_b, the maker's 8 bps spread beats aggregator_c's 2 bps pool + 7 bps fee.
    expect(small(['aggregator_a', 'rfq_mm', 'aggregator_c']).best?.router).toBe('rfq_mm');
    expect(small(['aggregator_a', 'aggregator_c']).best?.router).toBe('aggregator_c');
    const onlyA = small(['aggregator_a']);
    expect(onlyA.best?.router).toBe('aggregator_a');
    expect(onlyA.quotes).toHaveLength(1);
    expect(small([])).toEqual({ best: null, quotes: [] });
  });

  it('answers nothing for a zero amount, the same mint on both sides or a token without pools', () => {
    expect(findRoutes(engine, request(SOL_MINT, USDC_MINT, 0n), NOW).best).toBeNull();
    expect(findRoutes(engine, request(SOL_MINT, SOL_MINT, 10n ** 9n), NOW).quotes).toEqual([]);
    expect(findRoutes(engine, request(SOL_MINT, USDC_MINT, 1n), NOW).best).toBeNull();
  });

  it('reports the price impact against the mids before the trade (LP fees count; two hops multiply mids)', () => {
    const amount = units(SOL_MINT, 1);
    const b = findRoutes(engine, request(SOL_MINT, USDC_MINT, amount, { routers: ['aggregator_b'] }), NOW).best;
    const pool = b?.paths[0]?.hops[0]?.pool;
    if (!b || !pool) throw new Error('no quote');
    const r = engine.liquidity.reserves(pool);
    const expected = Number(b.outAmount) / ((Number(amount) * Number(r.quote)) / Number(r.base)) - 1;
    expect(b.priceImpact).toBeCloseTo(expected, 12);
    expect(b.priceImpact).toBeLessThan(-pool.feeBps / 10_000 + 1e-6);
    const { mint } = longTail(engine, (p) => p.quoteMint === USDC_MINT);
    const two = findRoutes(engine, request(mint, SOL_MINT, units(mint, 10)), NOW).best;
    const [h1, h2] = two?.paths[0]?.hops ?? [];
    if (!two || !h1 || !h2) throw new Error('no two-hop quote');
    const r1 = engine.liquidity.reserves(h1.pool);
    const r2 = engine.liquidity.reserves(h2.pool);
    const mid = (Number(r1.quote) / Number(r1.base)) * (Number(r2.base) / Number(r2.quote));
    expect(two.priceImpact).toBeCloseTo(Number(two.outAmount) / (Number(two.inAmount) * mid) - 1, 12);
    expect(two.priceImpact).toBeLessThan(-(h1.pool.feeBps + h2.pool.feeBps) / 10_000 + 1e-4);
  });
});
