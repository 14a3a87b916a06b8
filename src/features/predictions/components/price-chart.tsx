import { lazy, Suspense, useMemo } from 'react';
import type { Trade } from '../../../api/prediction/schemas';
import { cents } from '../utils/event-view';

const LineChartCanvas = lazy(() => import('../../../components/chart/line-chart-canvas'));
const centTick = (v: number) => `${String(v)}¢`;
const PERCENT: [number, number] = [0, 100];

export interface PricePoint {
  t: number;
  yes: bigint;
}

export const tradePoint = (t: Trade): PricePoint => ({
  t: t.timestamp,
  yes: t.side === 'no' ? 1_000_000n - t.priceUsd : t.priceUsd,
});

export function historySummary(points: readonly PricePoint[]): string {
  if (points.length === 0) return 'No trades yet, so no price history.';
  const prices = points.map((p) => p.yes);
  const max = prices.reduce((a, b) => (b > a ? b : a));
  const min = prices.reduce((a, b) => (b < a ? b : a));
  const first = points[0] as PricePoint;
  const last = points.at(-1) as PricePoint;
  const since = new Date(first.t * 1000).toLocaleDateString();
  return `Yes price since ${since}: from ${cents(first.yes)} to ${cents(last.yes)}, high ${cents(max)}, low ${cents(min)}.`;
}

export function PriceChart({ points }: { points: readonly PricePoint[] }) {
  const ordered = useMemo(() => [...points].sort((a, b) => a.t - b.t), [points]);
  const series = useMemo(
    () => ({ times: ordered.map((p) => p.t), values: ordered.map((p) => Number(p.yes) / 10_000) }),
    [ordered],
  );
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm text-ink-muted">{historySummary(ordered)}</figcaption>
      {ordered.length > 1 ? (
        <Suspense fallback={<div className="h-40 animate-pulse rounded-control bg-surface-sunken" />}>
          <LineChartCanvas {...series} label="Yes price" tick={centTick} yRange={PERCENT} className="text-success" />
        </Suspense>
      ) : null}
    </figure>
  );
}
