import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { formatNumber } from '../../../utils/format';
import { QUOTE_DECIMALS, type QuoteSymbol } from './launch-params';

export const launchHref = (mint: string) => `/launch/${mint}`;

export function quoteOfMint(mint: string): { symbol: QuoteSymbol; decimals: number } | null {
  const symbol = (Object.keys(STUDIO_QUOTE_MINTS) as QuoteSymbol[]).find((s) => STUDIO_QUOTE_MINTS[s] === mint);
  return symbol ? { symbol, decimals: QUOTE_DECIMALS[symbol] } : null;
}

const UNITS: [number, string][] = [
  [86_400_000, 'd'],
  [3_600_000, 'h'],
  [60_000, 'min'],
];

/** "3 h", "12 min", "now": how long ago `ms` was. */
export function ageText(ms: number | null, now: number): string {
  if (ms === null) return '—';
  const elapsed = Math.max(0, now - ms);
  for (const [size, unit] of UNITS) if (elapsed >= size) return `${formatNumber(Math.floor(elapsed / size))} ${unit}`;
  return 'now';
}
