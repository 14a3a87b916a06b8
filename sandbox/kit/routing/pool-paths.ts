import { quoteExactOut } from '../../engine/cp-math';
import { poolExactIn } from '../../engine/pool-math';
import type { Reserves } from '../../engine/liquidity';
import { type Pool, type PoolLayout, SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import type { Hop, RoutePath } from '../types';

export interface PathStep {
  readonly pool: Pool;
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly baseIn: boolean;
}

export interface CandidatePath {
  readonly steps: readonly PathStep[];
  /** Product of the hops' mids before the trade, output raw units per input raw unit. */
  readonly midRate: number;
}

const INTERMEDIATES: readonly Address[] = [USDC_MINT, SOL_MINT];

/** Memoised for one routing request, so every router sees the same reserves. */
export type ReserveReader = (pool: Pool) => Reserves;

export function memoReserves(read: (pool: Pool) => Reserves): ReserveReader {
  const seen = new Map<number, Reserves>();
  return (pool) => {
    let r = seen.get(pool.index);
    if (!r) {
      r = read(pool);
      seen.set(pool.index, r);
    }
    return r;
  };
}

export function sides(step: PathStep, reserves: ReserveReader): readonly [bigint, bigint] {
  const r = reserves(step.pool);
  return step.baseIn ? [r.base, r.quote] : [r.quote, r.base];
}

export function directPools(layout: PoolLayout, from: Address, to: Address): readonly Pool[] {
  const byBase = layout.byBase;
  const asBase = (byBase.get(from) ?? []).filter((p) => p.quoteMint === to);
  return asBase.length > 0 ? asBase : (byBase.get(to) ?? []).filter((p) => p.quoteMint === from);
}

function step(pool: Pool, inputMint: Address, outputMint: Address): PathStep {
  return { pool, inputMint, outputMint, baseIn: pool.baseMint === inputMint };
}

function midOf(steps: readonly PathStep[], reserves: ReserveReader): number {
  let rate = 1;
  for (const s of steps) {
    const [rin, rout] = sides(s, reserves);
    rate *= rin === 0n ? 0 : Number(rout) / Number(rin);
  }
  return rate;
}

/** Direct pools and (with `twoHops`) two hops through USDC or SOL; pools with an empty side are left out. */
export function candidatePaths(
  layout: PoolLayout,
  from: Address,
  to: Address,
  allowed: (pool: Pool) => boolean,
  twoHops: boolean,
  reserves: ReserveReader,
): CandidatePath[] {
  if (from === to) return [];
  const usable = (pool: Pool) => {
    if (!allowed(pool)) return false;
    const r = reserves(pool);
    return r.base > 0n && r.quote > 0n;
  };
  const lists: PathStep[][] = directPools(layout, from, to)
    .filter(usable)
    .map((pool) => [step(pool, from, to)]);
  if (twoHops) {
    for (const mid of INTERMEDIATES) {
      if (mid === from || mid === to) continue;
      const firsts = directPools(layout, from, mid).filter(usable);
      if (firsts.length === 0) continue;
      const seconds = directPools(layout, mid, to).filter(usable);
      for (const a of firsts) for (const b of seconds) lists.push([step(a, from, mid), step(b, mid, to)]);
    }
  }
  return lists.map((steps) => ({ steps, midRate: midOf(steps, reserves) }));
}

// The routers of one request (one reader) often weigh the same direct pool for the same amount: priced once.
let directFor: ReserveReader | null = null;
const direct = new Map<number, { readonly amount: bigint; readonly hops: readonly Hop[] }>();

export function runExactIn(path: CandidatePath, amountIn: bigint, reserves: ReserveReader): readonly Hop[] {
  const [only] = path.steps;
  if (!only || path.steps.length > 1) return run(path, amountIn, reserves);
  if (directFor !== reserves) {
    directFor = reserves;
    direct.clear();
  }
  const key = only.pool.index * 2 + (only.baseIn ? 1 : 0);
  const seen = direct.get(key);
  if (seen?.amount === amountIn) return seen.hops;
  const hops = run(path, amountIn, reserves);
  direct.set(key, { amount: amountIn, hops });
  return hops;
}

function run(path: CandidatePath, amountIn: bigint, reserves: ReserveReader): Hop[] {
  const hops: Hop[] = [];
  let amount = amountIn;
  for (const s of path.steps) {
    const [rin, rout] = sides(s, reserves);
    const q = poolExactIn(s.pool, rin, rout, amount, s.baseIn);
    hops.push({
      pool: s.pool,
      inputMint: s.inputMint,
      outputMint: s.outputMint,
      amountIn: amount,
      amountOut: q.amountOut,
      lpFee: q.fee,
    });
    amount = q.amountOut;
  }
  return hops;
}

export function runExactOut(path: CandidatePath, amountOut: bigint, reserves: ReserveReader): Hop[] | null {
  const hops: Hop[] = [];
  let amount = amountOut;
  for (let i = path.steps.length - 1; i >= 0; i--) {
    const s = path.steps[i];
    if (!s) return null;
    // A bonding curve sells exact-in only.
    if (s.pool.curve) return null;
    const [rin, rout] = sides(s, reserves);
    const q = quoteExactOut(rin, rout, amount, s.pool.feeBps);
    if (!q) return null;
    hops.unshift({
      pool: s.pool,
      inputMint: s.inputMint,
      outputMint: s.outputMint,
      amountIn: q.amountIn,
      amountOut: amount,
      lpFee: q.fee,
    });
    amount = q.amountIn;
  }
  return hops;
}

export const pathIn = (path: RoutePath): bigint => path.hops[0]?.amountIn ?? 0n;
export const pathOut = (path: RoutePath): bigint => path.hops[path.hops.length - 1]?.amountOut ?? 0n;

/** Output lost versus the mids, negative when the taker gets less; LP fees and curve slippage both count. */
export function priceImpact(paths: readonly RoutePath[], midRates: readonly number[]): number {
  let atMid = 0;
  let out = 0;
  paths.forEach((path, i) => {
    atMid += Number(pathIn(path)) * (midRates[i] ?? 0);
    out += Number(pathOut(path));
  });
  return atMid > 0 ? out / atMid - 1 : 0;
}
