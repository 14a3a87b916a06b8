import type { DexLabel, Pool, PoolLayout } from '../../engine/pool-layout';
import type { RouteQuote, RoutePath, RouteRequest, RouterName } from '../types';
import { estimateAccounts } from './accounts';
import {
  type CandidatePath,
  candidatePaths,
  pathOut,
  priceImpact,
  type ReserveReader,
  runExactIn,
  runExactOut,
} from './pool-paths';
import { greedySplit } from './split';

export const AGGREGATOR_A_FEE_BPS = 10;
export const AGGREGATOR_B_FEE_BPS = 4;
export const AGGREGATOR_C_FEE_BPS = 7;
export const MAX_SPLIT_PATHS = 3;

/** aggregator_c quotes every label, so it alone wins on the long tail's AMM pools. */
export const AGGREGATOR_B_DEXES: ReadonlySet<string> = new Set<DexLabel>([
  'Raydium CLMM',
  'Orca Whirlpool',
  'Meteora DLMM',
  'Phoenix',
]);

/** Spec 4.1: "only a small set of AMMs support ExactOut" — two concentrated venues and Raydium CP, as on mainnet. */
export const EXACT_OUT_DEXES: ReadonlySet<string> = new Set<DexLabel>([
  'Orca Whirlpool',
  'Raydium CLMM',
  'Raydium CPMM',
]);

function poolFilter(req: RouteRequest, own: ReadonlySet<string> | null, honourExclude: boolean) {
  return (pool: Pool): boolean =>
    (own === null || own.has(pool.dex)) &&
    (req.dexes === undefined || req.dexes.has(pool.dex)) &&
    !(honourExclude && req.excludeDexes?.has(pool.dex)) &&
    (req.swapMode === 'ExactIn' || EXACT_OUT_DEXES.has(pool.dex));
}

const fits = (req: RouteRequest, paths: readonly { hops: RoutePath['hops'] }[]) =>
  req.maxAccounts === undefined || estimateAccounts(req.inputMint, req.outputMint, paths) <= req.maxAccounts;

interface Route {
  readonly paths: RoutePath[];
  readonly mids: number[];
  readonly inAmount: bigint;
  readonly outAmount: bigint;
}

function bestSingle(req: RouteRequest, candidates: readonly CandidatePath[], reserves: ReserveReader): Route | null {
  let best: Route | null = null;
  for (const path of candidates) {
    const hops =
      req.swapMode === 'ExactIn' ? runExactIn(path, req.amount, reserves) : runExactOut(path, req.amount, reserves);
    if (!hops) continue;
    const paths = [{ hops, bps: 10_000 }];
    if (!fits(req, paths)) continue;
    const inAmount = hops[0]?.amountIn ?? 0n;
    const outAmount = hops[hops.length - 1]?.amountOut ?? 0n;
    const better =
      best === null || (req.swapMode === 'ExactIn' ? outAmount > best.outAmount : inAmount < best.inAmount);
    if (better) best = { paths, mids: [path.midRate], inAmount, outAmount };
  }
  return best;
}

/** The largest path also takes the rounding remainder. */
function splitRoute(
  shares: readonly [number, number][],
  candidates: readonly CandidatePath[],
  req: RouteRequest,
  reserves: ReserveReader,
): Route {
  const amounts = shares.map(([, bps]) => (req.amount * BigInt(bps)) / 10_000n);
  amounts[0] = (amounts[0] ?? 0n) + req.amount - amounts.reduce((a, b) => a + b, 0n);
  const paths: RoutePath[] = [];
  const mids: number[] = [];
  shares.forEach(([index, bps], k) => {
    const path = candidates[index];
    if (!path) return;
    paths.push({ hops: runExactIn(path, amounts[k] ?? 0n, reserves), bps });
    mids.push(path.midRate);
  });
  return { paths, mids, inAmount: req.amount, outAmount: paths.reduce((sum, p) => sum + pathOut(p), 0n) };
}

function bestSplit(req: RouteRequest, candidates: readonly CandidatePath[], reserves: ReserveReader): Route | null {
  for (let maxPaths = MAX_SPLIT_PATHS; maxPaths >= 2; maxPaths--) {
    const shares = greedySplit(candidates, req.amount, maxPaths, reserves);
    // The greedy kept to one path: no smaller cap will split either.
    if (shares.length < 2) return null;
    const route = splitRoute(shares, candidates, req, reserves);
    if (fits(req, route.paths)) return route;
  }
  return null;
}

function toQuote(router: RouterName, req: RouteRequest, route: Route | null, feeBps: number): RouteQuote | null {
  if (!route || route.outAmount <= 0n || route.inAmount <= 0n) return null;
  return {
    router,
    swapMode: req.swapMode,
    inputMint: req.inputMint,
    outputMint: req.outputMint,
    inAmount: route.inAmount,
    outAmount: route.outAmount,
    paths: route.paths,
    defaultFeeBps: feeBps,
    priceImpact: priceImpact(route.paths, route.mids),
  };
}

/** aggregator_a: best path (direct or two hops), split over up to three pool-disjoint paths when it pays more. */
export function aggregatorA(layout: PoolLayout, req: RouteRequest, reserves: ReserveReader): RouteQuote | null {
  const allowed = poolFilter(req, null, true);
  const candidates = candidatePaths(layout, req.inputMint, req.outputMint, allowed, !req.onlyDirectRoutes, reserves);
  if (candidates.length === 0) return null;
  let best = bestSingle(req, candidates, reserves);
  if (req.swapMode === 'ExactIn' && candidates.length > 1) {
    const split = bestSplit(req, candidates, reserves);
    if (split && (best === null || split.outAmount > best.outAmount)) best = split;
  }
  return toQuote('aggregator_a', req, best, AGGREGATOR_A_FEE_BPS);
}

/** aggregator_b / _c: one best pool; `dexes` applies, `excludeDexes` not (the spec scopes it to aggregator_a). */
export function singlePoolRouter(
  router: 'aggregator_b' | 'aggregator_c',
  layout: PoolLayout,
  req: RouteRequest,
  reserves: ReserveReader,
): RouteQuote | null {
  const own = router === 'aggregator_b' ? AGGREGATOR_B_DEXES : null;
  const candidates = candidatePaths(
    layout,
    req.inputMint,
    req.outputMint,
    poolFilter(req, own, false),
    false,
    reserves,
  );
  const fee = router === 'aggregator_b' ? AGGREGATOR_B_FEE_BPS : AGGREGATOR_C_FEE_BPS;
  return toQuote(router, req, bestSingle(req, candidates, reserves), fee);
}
