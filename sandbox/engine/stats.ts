import type { SandboxToken } from '../world/token';
import { type Activity, type ActivityTotals, emptyTotals } from './activity';
import { KEEP_MINUTES } from './history';
import { MINUTE_MS, type PriceBook } from './price-book';
import { type TokenProfile, unit, waveLogPrice } from './profile';

export const STATS_WINDOWS = { '5m': 5, '1h': 60, '6h': 360, '24h': 1440 } as const;
export type StatsInterval = keyof typeof STATS_WINDOWS;

const HOUR_MS = 3_600_000;

export interface SwapStats {
  priceChange: number | null;
  holderChange: number | null;
  liquidityChange: number | null;
  volumeChange: number | null;
  buyVolume: number;
  sellVolume: number;
  buyOrganicVolume: number;
  sellOrganicVolume: number;
  numBuys: number;
  numSells: number;
  numTraders: number;
  numOrganicBuyers: number;
  numNetBuyers: number;
}

export interface BackfillRate {
  readonly tradesPerMinute: number;
  readonly tradeUsd: number;
}

/** By hour with a seeded ±60 % swing, buys leaning with the synthetic price; partial hours pro rata. */
export function addBackfill(
  profile: TokenProfile,
  rate: BackfillRate,
  fromMs: number,
  toMs: number,
  out: ActivityTotals,
) {
  if (rate.tradesPerMinute <= 0 || toMs <= fromMs) return;
  for (let hour = Math.floor(fromMs / HOUR_MS); hour * HOUR_MS < toMs; hour++) {
    const start = hour * HOUR_MS;
    const overlap = (Math.min(toMs, start + HOUR_MS) - Math.max(fromMs, start)) / HOUR_MS;
    if (overlap <= 0) continue;
    const trades = rate.tradesPerMinute * 60 * (0.4 + 1.2 * unit(profile.salt, hour * 4 + 1)) * overlap;
    const drift = waveLogPrice(profile, (hour + 1) * 60) - waveLogPrice(profile, hour * 60);
    const lean = Math.max(-0.15, Math.min(0.15, (drift / Math.max(profile.sigmaDaily, 1e-9)) * 0.5));
    const buys = trades * (0.5 + lean);
    const sells = trades - buys;
    const size = rate.tradeUsd * (0.6 + 0.8 * unit(profile.salt, hour * 4 + 2));
    out.buys += buys;
    out.sells += sells;
    out.buyVolume += buys * size;
    out.sellVolume += sells * size;
    out.buyOrganicVolume += buys * size * profile.organic;
    out.sellOrganicVolume += sells * size * profile.organic;
    out.traders += trades * 0.8;
    out.organicBuyers += buys * 0.8 * profile.organic;
    out.netBuyers += trades * 0.8 * (0.5 + lean);
  }
}

const pct = (now: number | null, then: number | null): number | null =>
  now === null || then === null || then === 0 ? null : Math.round((now / then - 1) * 100 * 1e4) / 1e4;
const cents = (v: number): number => Math.round(v * 100) / 100;

export interface StatsSources {
  readonly prices: PriceBook;
  readonly activity: Activity;
  readonly genesisMs: number;
  profile(token: SandboxToken): TokenProfile;
  rate(token: SandboxToken): BackfillRate;
  tokenIndex(token: SandboxToken): number;
  readonly backfillMemo: Map<string, ActivityTotals>;
}

function addTotals(out: ActivityTotals, add: ActivityTotals) {
  for (const key of Object.keys(out) as (keyof ActivityTotals)[]) out[key] += add[key];
}

/** Memoised: a ranking over 5,000 tokens asks for all of them. */
function backfill(src: StatsSources, token: SandboxToken, fromMs: number, toMs: number, out: ActivityTotals) {
  const from = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS;
  const to = Math.floor(toMs / MINUTE_MS) * MINUTE_MS;
  const key = `${String(src.tokenIndex(token))}:${String(from)}:${String(to)}`;
  let totals = src.backfillMemo.get(key);
  if (!totals) {
    totals = emptyTotals();
    addBackfill(src.profile(token), src.rate(token), from, to, totals);
    src.backfillMemo.set(key, totals);
  }
  addTotals(out, totals);
}

export function activityTotals(src: StatsSources, token: SandboxToken, fromMs: number, toMs: number): ActivityTotals {
  const out = emptyTotals();
  if (fromMs < src.genesisMs) backfill(src, token, fromMs, Math.min(toMs, src.genesisMs), out);
  if (toMs > src.genesisMs) {
    const fromMinute = Math.floor(Math.max(fromMs, src.genesisMs) / MINUTE_MS);
    // Live buckets are whole minutes: a window of n minutes covers the current minute and the n − 1 before it.
    src.activity.sum(
      src.tokenIndex(token),
      fromMs >= src.genesisMs ? fromMinute + 1 : fromMinute,
      Math.floor(toMs / MINUTE_MS),
      out,
    );
  }
  return out;
}

export function swapStats(src: StatsSources, token: SandboxToken, windowMinutes: number, nowMs: number): SwapStats {
  const windowMs = windowMinutes * MINUTE_MS;
  const fromMs = nowMs - windowMs;
  const t = activityTotals(src, token, fromMs, nowMs);
  // The window before this one is known when it lies in the synthetic past or in the day of history kept.
  const kept = nowMs - (KEEP_MINUTES - 10) * MINUTE_MS;
  const previousKnown = fromMs - windowMs >= kept || src.genesisMs >= kept;
  const previous = previousKnown ? activityTotals(src, token, fromMs - windowMs, fromMs) : null;
  const volume = t.buyVolume + t.sellVolume;
  const previousVolume = previous ? previous.buyVolume + previous.sellVolume : null;
  const traders = Math.round(t.traders);
  const netBuyers = Math.min(traders, Math.round(t.netBuyers));
  // Holders gained ≈ net buyers − net sellers, relative to the holder count (an estimate: holdings are not tracked).
  const holderChange = token.holderCount > 0 ? ((2 * netBuyers - traders) / 2 / token.holderCount) * 100 : null;
  return {
    priceChange: pct(src.prices.usdNow(token.id), src.prices.usdAt(token.id, fromMs)),
    holderChange: holderChange === null ? null : Math.round(holderChange * 1e4) / 1e4,
    liquidityChange: pct(src.prices.liquidityNow(token.id), src.prices.liquidityAt(token.id, fromMs)),
    volumeChange: previousVolume ? pct(volume, previousVolume) : null,
    buyVolume: cents(t.buyVolume),
    sellVolume: cents(t.sellVolume),
    buyOrganicVolume: cents(t.buyOrganicVolume),
    sellOrganicVolume: cents(t.sellOrganicVolume),
    numBuys: Math.round(t.buys),
    numSells: Math.round(t.sells),
    numTraders: traders,
    numOrganicBuyers: Math.min(traders, Math.round(t.organicBuyers)),
    numNetBuyers: netBuyers,
  };
}
