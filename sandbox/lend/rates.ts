import { hashBytes } from '../world/address';

/** Basis points throughout: a rate of 520 is 5.20 % a year, a utilisation of 8,000 is 80 %. */
export interface Curve {
  base: bigint;
  slope1: bigint;
  slope2: bigint;
  kink: bigint;
}

/** One point of a market's history: `t` on the sandbox clock (ms), rates and utilisation in basis points. */
export interface RatePoint {
  t: number;
  supply: number;
  borrow: number;
  u: number;
}

const BPS = 10_000n;
// The protocol's cut of the interest borrowers pay (Fluid's "fee on interest").
const RESERVE_FACTOR = 1_000n;
export const MAX_POINTS = 500;
export const DAY_MS = 86_400_000;
const SEEDED_DAYS = 30;
const SEEDED_STEP_MS = 4 * 3_600_000;

/** Jupiter Lend / Fluid's kinked curve: gentle up to the kink, steep after it. */
export function borrowBps(c: Curve, u: bigint): bigint {
  if (u <= c.kink) return c.base + (c.slope1 * u) / c.kink;
  return c.base + c.slope1 + (c.slope2 * (u - c.kink)) / (BPS - c.kink);
}

/** Suppliers share what borrowers pay, spread over all that is supplied, less the reserve factor (rounded). */
export function supplyBps(c: Curve, u: bigint): bigint {
  return (borrowBps(c, u) * u * (BPS - RESERVE_FACTOR) + (BPS * BPS) / 2n) / (BPS * BPS);
}

export function utilisationBps(supplied: bigint, borrowed: bigint): bigint {
  if (supplied <= 0n || borrowed <= 0n) return 0n;
  return borrowed >= supplied ? BPS : (borrowed * BPS) / supplied;
}

export function pointAt(c: Curve, u: bigint, t: number): RatePoint {
  return { t, supply: Number(supplyBps(c, u)), borrow: Number(borrowBps(c, u)), u: Number(u) };
}

export const pushPoint = (list: readonly RatePoint[] | undefined, p: RatePoint) =>
  [...(list ?? []), p].slice(-MAX_POINTS);

/** 30 days before `endMs`, every 4 hours: a weekly swing and some noise around `u0`, settling on it in the last day. */
export function seededHistory(seed: string, asset: string, c: Curve, u0: bigint, endMs: number): RatePoint[] {
  const n = (SEEDED_DAYS * DAY_MS) / SEEDED_STEP_MS;
  const phase = hashBytes('lend-rates', seed, asset)[0] ?? 0;
  return Array.from({ length: n }, (_, i) => {
    const noise = (hashBytes('lend-rates', seed, asset, String(i))[0] ?? 128) - 128;
    const swing = Math.sin(((i + phase) * 2 * Math.PI) / 42) * 700 + noise * 2;
    const settle = Math.min(1, (n - i) / 6);
    const u = BigInt(Math.round(Math.min(9_800, Math.max(0, Number(u0) + swing * settle))));
    return pointAt(c, u, endMs - (n - i) * SEEDED_STEP_MS);
  });
}
