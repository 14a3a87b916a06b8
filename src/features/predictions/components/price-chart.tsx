import { lazy, Suspense, useMemo } from 'react';
import type { Trade } from '../../../api/prediction/schemas';
import { cents } from '../utils/event-view';

const PriceChartCanvas = lazy(() => import('./price-chart-canvas'));

/** A trade's price as the YES price: a NO trade at p is YES at 1 − p. */
export const yesPriceOf = (t: Trade) => (t.side === 'no' ? 1_000_000n - t.priceUsd : t.priceUsd);

/** Price history from the market's trades, oldest first; a sentence says what the chart shows. */
export function historySummary(trades: readonly Trade[]): string {
  if (trades.length === 0) return 'No trades yet, so no price history.';
  const prices = trades.map(yesPriceOf);
  const max = prices.reduce((a, b) => (b > a ? b : a));
  const min = prices.reduce((a, b) => (b < a ? b : a));
  const first = prices[0] ?? 0n;
  const last = prices.at(-1) ?? 0n;
  const span = trades.length === 1 ? 'one trade' : `the last ${String(trades.length)} trades`;
  return `Yes price over ${span}: from ${cents(first)} to ${cents(last)}, high ${cents(max)}, low ${cents(min)}.`;
}

export function PriceChart({ trades }: { trades: readonly Trade[] }) {
  const ordered = useMemo(() => [...trades].sort((a, b) => a.timestamp - b.timestamp), [trades]);
  const series = useMemo(
    () => ({
      times: ordered.map((t) => t.timestamp),
      prices: ordered.map((t) => Number(yesPriceOf(t)) / 10_000),
    }),
    [ordered],
  );
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm text-ink-muted">{historySummary(ordered)}</figcaption>
      {ordered.length > 1 ? (
        <Suspense fallback={<div className="h-40 animate-pulse rounded-control bg-surface-sunken" />}>
          <PriceChartCanvas times={series.times} prices={series.prices} />
        </Suspense>
      ) : null}
    </figure>
  );
}
