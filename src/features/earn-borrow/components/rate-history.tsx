import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { isApiError } from '../../../api/errors';
import { lendQueries } from '../../../api/lend/queries';
import { EARN_RATE_RANGES, type EarnRatePoint, type EarnRateRange, type EarnToken } from '../../../api/lend/schemas';
import { QueryState } from '../../../components/page/query-state';
import { Button } from '../../../components/ui/button';
import { useApiClient } from '../../../hooks/use-api-client';
import { formatDateTimeEnUs } from '../../../utils/en-us-date';
import { earnRateToPercent } from '../utils/rates';
import { dailyRows, RANGE_DAYS, ratePercent, rateSummary, utilisationPercent } from '../utils/rate-history-view';

const LineChartCanvas = lazy(() => import('../../../components/chart/line-chart-canvas'));
const percentTick = (v: number) => `${String(v)}%`;

/** Not hooks/use-near-viewport: the build puts that in Launch's page chunk, which this lazy chunk would then fetch. */
function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/** Its own chunk, loaded once the form is on screen. */
export default function RateHistory({ token }: { token: EarnToken }) {
  const [range, setRange] = useState<EarnRateRange>('30d');
  const query = useQuery({
    ...lendQueries.earnRateHistory(useApiClient(), token.assetAddress, range),
    placeholderData: keepPreviousData,
  });
  const symbol = token.asset.symbol;
  const titleId = useId();
  // The real service has no such read (it is the sandbox's own): say so, not "could not load".
  const missing = isApiError(query.error) && query.error.status === 404;
  return (
    <section aria-labelledby={titleId} className="mt-4 flex flex-col gap-2 border-t border-line pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {symbol} rate history
        </h2>
        {missing ? null : (
          <div role="group" aria-label="Range" className="flex gap-1">
            {EARN_RATE_RANGES.map((r) => (
              <Button
                key={r}
                size="sm"
                variant={r === range ? 'primary' : 'secondary'}
                aria-pressed={r === range}
                aria-label={`${String(RANGE_DAYS[r])} days`}
                onClick={() => setRange(r)}
              >
                {String(RANGE_DAYS[r])} d
              </Button>
            ))}
          </div>
        )}
      </div>
      {missing ? (
        <p className="text-sm text-ink-muted">Rate history is not available from this service.</p>
      ) : (
        <QueryState
          query={query}
          what={`the ${symbol} rate history`}
          isEmpty={(d) => d.points.length === 0}
          empty="No rate history yet."
        >
          {(d) => <RateFigure symbol={symbol} range={d.range} points={d.points} />}
        </QueryState>
      )}
    </section>
  );
}

function RateFigure({ symbol, range, points }: { symbol: string; range: EarnRateRange; points: EarnRatePoint[] }) {
  const tableId = useId();
  const series = useMemo(
    () => ({ times: points.map((p) => p.time), values: points.map((p) => earnRateToPercent(p.supplyRate)) }),
    [points],
  );
  const chart = useRef<HTMLDivElement>(null);
  // Below the deposit form: uPlot's chunk and first draw had landed in the amount's keystrokes (issue 30).
  const chartNear = useOnScreen(chart);
  const placeholder = <div className="h-40 animate-pulse rounded-control bg-surface-sunken" />;
  return (
    <figure aria-label={`${symbol} supply APY over ${String(RANGE_DAYS[range])} days`} aria-describedby={tableId}>
      <figcaption className="text-sm text-ink-muted">{rateSummary(points, range)}</figcaption>
      {points.length > 1 ? (
        <div ref={chart}>
          {chartNear ? (
            <Suspense fallback={placeholder}>
              <LineChartCanvas {...series} label="Supply APY" tick={percentTick} className="text-success" />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      ) : null}
      {/* A table is as wide as its cells whatever its own width: the box around it is what stays 1 px wide. */}
      <div className="sr-only">
        <table id={tableId}>
          <caption>{symbol} rates by day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Supply APY</th>
              <th scope="col">Borrow APR</th>
              <th scope="col">Utilisation</th>
            </tr>
          </thead>
          <tbody>
            {dailyRows(points).map((p) => (
              <tr key={p.time}>
                <td>{formatDateTimeEnUs(p.time * 1000)}</td>
                <td>{ratePercent(p.supplyRate)}</td>
                <td>{ratePercent(p.borrowRate)}</td>
                <td>{utilisationPercent(p.utilization)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
