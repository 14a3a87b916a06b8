import { usePrices } from '../../../hooks/use-prices';
import { formatUsd } from '../../../utils/format';
import type { SideToken } from '../utils/quote-view';

function changeText(change: number | null | undefined): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return '24 h change unknown';
  const sign = change > 0 ? '▲ +' : change < 0 ? '▼ ' : '';
  return `${sign}${change.toFixed(2)} % in 24 h`;
}

/** Each side's USD price with its 24 h change (price v3 `priceChange24h`, a percentage). */
export function PairPrices({ tokens }: { tokens: readonly SideToken[] }) {
  const prices = usePrices(tokens.map((t) => t.mint));
  return (
    <ul aria-label="Prices" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      {tokens.map((t) => {
        const entry = prices.data?.[t.mint];
        const change = entry?.priceChange24h;
        return (
          <li key={t.mint}>
            {t.symbol} {entry ? formatUsd(entry.usdPrice) : 'no price'}{' '}
            {entry ? (
              <span
                className={change && change > 0 ? 'text-success' : change && change < 0 ? 'text-danger' : undefined}
              >
                {changeText(change)}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
