import { describe, expect, it } from 'vitest';
import { quoteExactIn, quoteExactOut } from '../../engine/cp-math';
import { SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import type { RouteQuote } from '../types';
import { estimateAccounts } from './accounts';
import { findRoutes } from './find-routes';
import { EXACT_OUT_DEXES } from './pool-routers';
import { longTail, NOW, request, setup, units } from './routing-fixture';

const labels = (q: RouteQuote | undefined) => new Set<string>(q?.paths.flatMap((p) => p.hops.map((h) => h.pool.dex)));
const of = (quotes: readonly RouteQuote[], router: string) => quotes.find((q) => q.router === router);
const accounts = (q: RouteQuote) => estimateAccounts(q.inputMint, q.outputMint, q.paths, q.rfq !== undefined);

describe('pool routers: request options', () => {
  const { engine } = setup();
  const bigSol = units(SOL_MINT, 10_000);

  it('excludeDexes steers aggregator_a only', () => {
    const excludeDexes = new Set(['Phoenix', 'Orca Whirlpool']);
    const { quotes } = findRoutes(engine, request(SOL_MINT, USDC_MINT, bigSol, { excludeDexes }), NOW);
    const a = labels(of(quotes, 'aggregator_a'));
    expect(a.size).toBeGreaterThan(0);
    for (const dex of excludeDexes) expect(a.has(dex)).toBe(false);
    // The spec scopes excludeDexes to aggregator_a: aggregator_b still takes the deepest pool, Orca's.
    expect([...labels(of(quotes, 'aggregator_b'))]).toEqual(['Orca Whirlpool']);
  });

  it('dexes (quote v1) limits every pool router to those labels and leaves the maker out', () => {
    const dexes = new Set(['Raydium CLMM']);
    const { quotes } = findRoutes(engine, request(SOL_MINT, USDC_MINT, units(SOL_MINT, 1), { dexes }), NOW);
    expect(quotes.map((q) => q.router)).toEqual(['aggregator_a', 'aggregator_b', 'aggregator_c']);
    for (const q of quotes) expect([...labels(q)]).toEqual(['Raydium CLMM']);
    const none = findRoutes(engine, request(SOL_MINT, USDC_MINT, 10n ** 9n, { dexes: new Set(['Nowhere']) }), NOW);
    expect(none.best).toBeNull();
  });

  it('onlyDirectRoutes keeps every path to one hop', () => {
    const { mint } = longTail(engine, (p) => p.quoteMint === USDC_MINT);
    const direct = { onlyDirectRoutes: true, routers: ['aggregator_a'] as const };
    expect(findRoutes(engine, request(mint, SOL_MINT, units(mint, 100), direct), NOW).best).toBeNull();
    const jup = findRoutes(engine, request(WELL_KNOWN_MINTS.JUP, SOL_MINT, units(WELL_KNOWN_MINTS.JUP, 1e6)), NOW);
    expect(of(jup.quotes, 'aggregator_a')?.paths.some((p) => p.hops.length === 2)).toBe(true);
    const jupDirect = findRoutes(
      engine,
      request(WELL_KNOWN_MINTS.JUP, SOL_MINT, units(WELL_KNOWN_MINTS.JUP, 1e6), direct),
      NOW,
    ).best;
    expect(jupDirect?.paths.length).toBeGreaterThan(0);
    for (const path of jupDirect?.paths ?? []) expect(path.hops).toHaveLength(1);
  });

  it('maxAccounts drops the routes that would need more accounts (fewer split paths, then nothing)', () => {
    const route = (maxAccounts?: number) =>
      findRoutes(engine, request(SOL_MINT, USDC_MINT, bigSol, { maxAccounts, routers: ['aggregator_a'] }), NOW).best;
    const free = route();
    expect(free?.paths).toHaveLength(3);
    expect(free && accounts(free)).toBe(19);
    const two = route(18);
    expect(two?.paths).toHaveLength(2);
    expect(two && accounts(two)).toBeLessThanOrEqual(18);
    expect(two?.outAmount).toBeLessThan(free?.outAmount ?? 0n);
    const one = route(13);
    expect(one?.paths).toHaveLength(1);
    expect(route(12)).toBeNull();
    // The maker's fill needs 13 accounts as well.
    const small = request(SOL_MINT, USDC_MINT, units(SOL_MINT, 1), { routers: ['rfq_mm'] });
    expect(findRoutes(engine, { ...small, maxAccounts: 13 }, NOW).best?.router).toBe('rfq_mm');
    expect(findRoutes(engine, { ...small, maxAccounts: 12 }, NOW).best).toBeNull();
  });

  it('ExactOut: one path over the labels that support it, the input from exact-out math', () => {
    const want = units(USDC_MINT, 1000);
    const { best, quotes } = findRoutes(engine, request(SOL_MINT, USDC_MINT, want, { swapMode: 'ExactOut' }), NOW);
    expect(of(quotes, 'rfq_mm')).toBeUndefined();
    const a = of(quotes, 'aggregator_a');
    expect(a?.outAmount).toBe(want);
    expect(a?.paths).toHaveLength(1);
    let cheapest: bigint | null = null;
    for (const pool of engine.layout.byBase.get(SOL_MINT) ?? []) {
      if (!EXACT_OUT_DEXES.has(pool.dex)) continue;
      const r = engine.liquidity.reserves(pool);
      const q = quoteExactOut(r.base, r.quote, want, pool.feeBps);
      if (q && (cheapest === null || q.amountIn < cheapest)) cheapest = q.amountIn;
    }
    expect(a?.inAmount).toBe(cheapest);
    for (const q of quotes) for (const dex of labels(q)) expect(EXACT_OUT_DEXES.has(dex)).toBe(true);
    // The winner spends the least input once its own fee is added.
    expect(best?.router).toBe('aggregator_b');
  });

  it('ExactOut through two hops runs backwards, and a pool without ExactOut is never used', () => {
    const { mint } = longTail(engine, (p) => p.quoteMint === USDC_MINT && p.dex === 'Raydium CLMM');
    const want = units(mint, 50);
    const a = findRoutes(engine, request(SOL_MINT, mint, want, { swapMode: 'ExactOut' }), NOW).best;
    const [h1, h2] = a?.paths[0]?.hops ?? [];
    if (!a || !h1 || !h2) throw new Error('no two-hop ExactOut quote');
    const r2 = engine.liquidity.reserves(h2.pool);
    expect(h2.amountOut).toBe(want);
    expect(h2.amountIn).toBe(quoteExactOut(r2.quote, r2.base, want, h2.pool.feeBps)?.amountIn);
    expect(h1.amountOut).toBe(h2.amountIn);
    const r1 = engine.liquidity.reserves(h1.pool);
    expect(a.inAmount).toBe(quoteExactOut(r1.base, r1.quote, h1.amountOut, h1.pool.feeBps)?.amountIn);
    const pump = longTail(engine, (p) => p.dex === 'Pump.fun AMM');
    const none = findRoutes(engine, request(SOL_MINT, pump.mint, units(pump.mint, 50), { swapMode: 'ExactOut' }), NOW);
    expect(none.quotes).toEqual([]);
  });

  it('a swap that lands (new reserves) changes the next quote', () => {
    const { engine } = setup();
    const amount = units(SOL_MINT, 1);
    const first = findRoutes(engine, request(SOL_MINT, USDC_MINT, amount, { routers: ['aggregator_b'] }), NOW).best;
    const pool = first?.paths[0]?.hops[0]?.pool;
    if (!first || !pool) throw new Error('no quote');
    // Someone sells 2,000 SOL into that pool.
    const r = engine.liquidity.reserves(pool);
    const sale = quoteExactIn(r.base, r.quote, units(SOL_MINT, 2000), pool.feeBps);
    engine.liquidity.writeReserves(pool, { base: sale.reserveInAfter, quote: sale.reserveOutAfter });
    const next = findRoutes(engine, request(SOL_MINT, USDC_MINT, amount, { routers: ['aggregator_b'] }), NOW).best;
    expect(next?.outAmount).toBeLessThan(first.outAmount);
    const used = next?.paths[0]?.hops[0]?.pool;
    if (!next || !used) throw new Error('no quote');
    const now = engine.liquidity.reserves(used);
    expect(next.outAmount).toBe(quoteExactIn(now.base, now.quote, amount, used.feeBps).amountOut);
  });
});
