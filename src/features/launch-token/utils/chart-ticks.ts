import { formatCompact, formatNumber } from '../../../utils/format';

export type TickKind = 'price' | 'tokens' | 'plain';

/**
 * Axis labels of the simulator's charts. uPlot's own keep three decimals, so a price of 0.000016 USDC read "0" on every
 * tick; token counts in the hundreds of millions ran into each other. Prices keep two significant digits, counts go
 * compact (100M).
 */
export function tickLabel(kind: TickKind, value: number): string {
  if (kind === 'tokens') return formatCompact(value, { maxFractionDigits: 1 });
  if (kind === 'price') return formatNumber(value, { maximumSignificantDigits: 2 });
  return formatNumber(value, { maximumFractionDigits: 2 });
}

/** Room for the widest label of a y axis, in pixels (about 7 px a character at the axis font, plus the ticks and a gap). */
export const axisWidth = (labels: readonly string[]): number =>
  Math.max(40, 24 + 7 * Math.max(0, ...labels.map((l) => l.length)));
