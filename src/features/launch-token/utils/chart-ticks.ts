import { formatCompact, formatNumber } from '../../../utils/format';

export type TickKind = 'price' | 'tokens' | 'plain';

/** uPlot's own labels keep three decimals (0.000016 read "0") and large counts collide. */
export function tickLabel(kind: TickKind, value: number): string {
  if (kind === 'tokens') return formatCompact(value, { maxFractionDigits: 1 });
  if (kind === 'price') return formatNumber(value, { maximumSignificantDigits: 2 });
  return formatNumber(value, { maximumFractionDigits: 2 });
}

export const axisWidth = (labels: readonly string[]): number =>
  Math.max(40, 24 + 7 * Math.max(0, ...labels.map((l) => l.length)));
