import { derivedAddress, hashBytes } from '../world/address';
import { rngFromBytes } from '../world/rng';
import { MICRO } from './book';
import type { Markets } from './markets';
import type { SeedMarket } from './world/types';

const DAY = 86_400;
export const PERIODS = { all_time: Infinity, monthly: 30 * DAY, weekly: 7 * DAY } as const;
export type Period = keyof typeof PERIODS;
const TRADE_EVERY_S = 30;
const PER_MARKET_EVERY_S = 240;
export const SYNTHETIC_TRADERS = 40;

const draw = (seed: string, label: string, n: number) =>
  rngFromBytes(hashBytes('prediction-social', seed, label, String(n)));

// The seeded crowd: the same traders and trades for a seed, so the leaderboard and the feed are never empty.
export function syntheticTrader(seed: string, i: number, period: Period) {
  const rng = draw(seed, 'trader', i);
  const scale = { all_time: 1, monthly: 0.35, weekly: 0.1 }[period] * rng.range(0.7, 1.3);
  const volume = Math.round(rng.logRange(2_000, 2_000_000) * scale) * MICRO;
  const winRate = Math.round(rng.range(0.3, 0.75) * 1000) / 1000;
  const predictions = Math.max(1, Math.round(rng.logRange(5, 900) * scale));
  return {
    ownerPubkey: derivedAddress('prediction-trader', seed, String(i)),
    realizedPnlUsd: Math.round(volume * rng.range(-0.15, 0.3)),
    totalVolumeUsd: volume,
    winRate,
    predictionsCount: predictions,
  };
}

export interface TradeFacts {
  readonly marketId: string;
  readonly id: string;
  readonly owner: string;
  readonly timestamp: number;
  readonly buy: boolean;
  readonly yes: boolean;
  readonly amount: number;
  readonly price: number;
}

function crowdTrade(
  seed: string,
  markets: Markets,
  market: SeedMarket,
  at: { label: string; bucket: number; every: number; chance: number },
): TradeFacts | null {
  const rng = draw(seed, at.label, at.bucket);
  if (!rng.chance(at.chance)) return null;
  const yes = rng.chance(0.5);
  const price = markets.mark(market, yes) ?? MICRO / 2;
  const amount = Math.round(rng.logRange(5, 2_000)) * MICRO;
  const owner = derivedAddress('prediction-trader', seed, String(rng.int(0, SYNTHETIC_TRADERS - 1)));
  const id = `crowd-${at.label}-${String(at.bucket)}`;
  return {
    marketId: market.marketId,
    id,
    owner,
    timestamp: at.bucket * at.every,
    buy: rng.chance(0.7),
    yes,
    amount,
    price,
  };
}

// Newest first: one trade per 30 s of sandbox time across the open markets, or about one per 240 s on one market.
export function crowdTrades<T>(
  seed: string,
  markets: Markets,
  scope: { open: readonly SeedMarket[]; only: SeedMarket | undefined; limit: number },
  render: (trade: TradeFacts) => T | null,
): T[] {
  const { open, only, limit } = scope;
  const every = only ? PER_MARKET_EVERY_S : TRADE_EVERY_S;
  const now = markets.nowS();
  const last = only && markets.phase(only) !== 'open' ? Math.min(now, only.closeTime) : now;
  const crowd: T[] = [];
  for (
    let bucket = Math.floor(last / every), n = 0;
    crowd.length < limit && open.length > 0 && n < 2_000;
    bucket--, n++
  ) {
    const market = only ?? draw(seed, 'trade-market', bucket).pick(open);
    const label = only ? market.marketId : 'all';
    const facts = crowdTrade(seed, markets, market, { label, bucket, every, chance: only ? 0.5 : 1 });
    const trade = facts && render(facts);
    if (trade) crowd.push(trade);
  }
  return crowd;
}
