import { KNOWN_TOKENS } from '../../../config/tokens';
import { formatNumber } from '../../../utils/format';

export const launchHref = (mint: string) => `/launch/${mint}`;

// Known tokens only: the launch page's own quote tables stay out of this page's chunk.
export function quoteOfMint(mint: string): { symbol: string; decimals: number } | null {
  return Object.values(KNOWN_TOKENS).find((t) => t.mint === mint) ?? null;
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
