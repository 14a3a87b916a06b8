import type { OutcomeRow } from './event-view';

const GROUPS = [
  ['moneyline', 'Moneyline'],
  ['spread', 'Spread'],
  ['totals', 'Total'],
  ['other', 'Other markets'],
] as const;
type GroupId = (typeof GROUPS)[number][0];

const groupOf = (type: string | null | undefined): GroupId => {
  const t = type?.toLowerCase();
  if (t === 'moneyline' || t === 'spread') return t;
  return t === 'totals' || t === 'total' ? 'totals' : 'other';
};

/**
 * A sports event's outcomes by market type (spec §4.11 `sportsMarketType`: moneyline, spread, totals), in that
 * order; one untitled group when the markets name no type.
 */
export function marketGroupsOf(
  rows: readonly OutcomeRow[],
): { id: string; label: string | null; rows: OutcomeRow[] }[] {
  if (!rows.some((r) => r.market.sportsMarketType)) return [{ id: 'all', label: null, rows: [...rows] }];
  return GROUPS.map(([id, label]) => ({
    id,
    label,
    rows: rows.filter((r) => groupOf(r.market.sportsMarketType) === id),
  })).filter((g) => g.rows.length > 0);
}
