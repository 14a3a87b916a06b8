import type { EarnRatePoint, EarnRateRange } from '../../../api/lend/schemas';
import { formatPercent } from '../../../utils/format';
import { earnRateToPercent } from './rates';

export const RANGE_DAYS: Record<EarnRateRange, number> = { '7d': 7, '30d': 30 };

export const ratePercent = (rate: number) => formatPercent(earnRateToPercent(rate));
/** Utilisation comes in basis points, as the rates do. */
export const utilisationPercent = (bps: number) => formatPercent(bps / 100);

/** "Supply APY 4.83% → 5.2% over 30 days": where the range began and where it is now. */
export function rateSummary(points: readonly EarnRatePoint[], range: EarnRateRange): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No rate history yet.';
  const span = `Supply APY ${ratePercent(first.supplyRate)} → ${ratePercent(last.supplyRate)} over ${String(RANGE_DAYS[range])} days`;
  return `${span}; borrow APR now ${ratePercent(last.borrowRate)}, ${utilisationPercent(last.utilization)} utilised.`;
}

/** The table fallback: one row a day (its last point), the newest first, so today's row is the rate now. */
export function dailyRows(points: readonly EarnRatePoint[]): EarnRatePoint[] {
  const byDay = new Map<string, EarnRatePoint>();
  for (const p of points) byDay.set(new Date(p.time * 1000).toISOString().slice(0, 10), p);
  return [...byDay.values()].reverse();
}
