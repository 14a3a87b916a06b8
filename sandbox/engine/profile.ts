import { NATIVE_MINT, type SandboxToken } from '../world/token';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import type { World } from '../world/world';

/** murmur3's finaliser: per-minute noise without keeping state. */
export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ Math.imul(b + 0x9e3779b9, 0x27d4eb2f), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export const unit = (a: number, b: number): number => mix(a, b) / 4294967296;

export function fnv1a(text: string, h = 0x811c9dc5): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Wave {
  readonly amplitude: number;
  readonly periodMinutes: number;
  readonly phase: number;
}

/** The market and the synthetic day before genesis both follow it, so backfilled and live history look alike. */
export interface TokenProfile {
  readonly index: number;
  readonly mint: string;
  readonly sigmaDaily: number;
  readonly tradesPerMinute: number;
  /** So that `tradesPerMinute` trades give `sigmaDaily`. */
  readonly tradeFraction: number;
  readonly tradeUsd: number;
  readonly organic: number;
  /** LSTs follow SOL: their own moves are relative to SOL's. */
  readonly peg: 'usd' | 'sol';
  readonly salt: number;
  readonly waves: readonly Wave[];
  readonly jitter: number;
  readonly traders: number;
}

const STABLES = new Set<string>([
  WELL_KNOWN_MINTS.USDC,
  WELL_KNOWN_MINTS.USDT,
  '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo',
]);
const BLUE_CHIPS = new Set(['ETH', 'WBTC', 'cbBTC']);
/** Modest on purpose: each trade is two vault writes, and litesvm keeps native memory per write (litesvm#345). */
const LONG_TAIL_TRADES_PER_MINUTE = 8;
const WAVE_WEIGHTS = [0.35, 0.5, 0.79] as const;
const WAVE_PERIODS: readonly (readonly [number, number])[] = [
  [40, 180],
  [180, 720],
  [720, 2880],
];

function wellKnownSigma(token: SandboxToken): number {
  if (STABLES.has(token.id)) return 0.0005;
  if (token.tags.includes('lst')) return 0.003;
  if (token.tags.includes('stocks')) return 0.015;
  if (token.id === NATIVE_MINT) return 0.04;
  if (BLUE_CHIPS.has(token.symbol)) return 0.03;
  return 0.06;
}

/** Cheap (no sha256): a cold start builds all of them. */
export function buildProfiles(world: World): TokenProfile[] {
  const seedSalt = fnv1a(world.seed);
  const raw = world.tokens.map((token, index) => {
    const salt = fnv1a(token.id, seedSalt);
    const u = (k: number) => unit(salt, k);
    const wellKnown = token.origin === 'well-known';
    let sigmaDaily: number;
    let weight: number;
    if (wellKnown) {
      sigmaDaily = wellKnownSigma(token);
      weight = token.id === NATIVE_MINT ? 6 : 0.15 + 1.5 * Math.sqrt(token.referenceLiquidityUsd / 100e6);
      if (token.id === WELL_KNOWN_MINTS.USDC) weight = 0;
    } else {
      sigmaDaily = Math.exp(Math.log(0.05) + u(1) * Math.log(10)) * (token.audit.isSus ? 1.5 : 1);
      // A quarter of the long tail is dead: no trades at all.
      const dead = u(2) < 0.25;
      weight = dead ? 0 : (token.organicScore / 100 + 0.05) ** 2 * Math.sqrt(token.referenceLiquidityUsd / 1e5);
    }
    const waves = WAVE_WEIGHTS.map((w, k) => {
      const [lo, hi] = WAVE_PERIODS[k] ?? [60, 600];
      return {
        amplitude: sigmaDaily * w,
        periodMinutes: lo * (hi / lo) ** u(10 + k),
        phase: 2 * Math.PI * u(20 + k),
      };
    });
    return { token, index, salt, sigmaDaily, weight, waves, wellKnown };
  });
  const longTailWeight = raw.reduce((sum, r) => sum + (r.wellKnown ? 0 : r.weight), 0) || 1;
  return raw.map(({ token, index, salt, sigmaDaily, weight, waves, wellKnown }) => {
    const tradesPerMinute = wellKnown ? weight : (LONG_TAIL_TRADES_PER_MINUTE * weight) / longTailWeight;
    const perDay = Math.max(tradesPerMinute * 1440, 1);
    // n trades of relative size f move the log price by about 2f each: a day's variance is n·(2f)².
    const tradeFraction = Math.min(0.05, sigmaDaily / (2 * Math.sqrt(perDay)));
    return {
      index,
      mint: token.id,
      sigmaDaily,
      tradesPerMinute,
      tradeFraction,
      tradeUsd: (tradeFraction * token.referenceLiquidityUsd) / 2,
      organic: Math.min(1, token.organicScore / 100),
      peg: token.tags.includes('lst') ? 'sol' : 'usd',
      salt,
      waves,
      jitter: sigmaDaily * 0.1,
      traders: Math.max(50, Math.min(token.holderCount, 1_000_000)),
    } satisfies TokenProfile;
  });
}

/** Three seeded waves plus jitter, O(1) at any instant: the 24 h before genesis cost no memory and no start-up. */
export function waveLogPrice(profile: TokenProfile, minute: number): number {
  let h = 0;
  for (const w of profile.waves) h += w.amplitude * Math.sin((2 * Math.PI * minute) / w.periodMinutes + w.phase);
  return h + profile.jitter * (unit(profile.salt, Math.floor(minute)) - 0.5);
}
