import type * as z from 'zod/mini';
import type { earnRateHistoryParamsSchema, EarnRateRange } from '../../src/api/lend/schemas';
import { DAY_MS, seededHistory, utilisationBps } from './rates';
import { openByAsset, type LendContext } from './service';

const RANGE_MS: Record<EarnRateRange, number> = { '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };

/**
 * The sandbox's own read (not in the spec): the 30 days before the market opened drawn from its curve, then every
 * point recorded since, and the rates now, so the last point is what the tokens answer.
 */
export function rateHistory(ctx: LendContext, { asset, range }: z.output<typeof earnRateHistoryParamsSchema>) {
  const m = openByAsset(ctx, asset);
  const { curve, pool } = m.market;
  const seeded = seededHistory(ctx.seed, asset, curve, utilisationBps(pool.supplied, pool.borrowed), m.startMs);
  const points = [...seeded, ...(ctx.book.vaults.get(asset)?.rates ?? [])];
  if ((points.at(-1)?.t ?? -1) < m.rates.t) points.push(m.rates);
  const since = m.rates.t - RANGE_MS[range];
  return {
    asset,
    range,
    points: points
      .filter((p) => p.t >= since)
      .map((p) => ({
        time: Math.floor(p.t / 1000),
        supplyRate: String(p.supply),
        borrowRate: String(p.borrow),
        utilization: String(p.u),
      })),
  };
}
