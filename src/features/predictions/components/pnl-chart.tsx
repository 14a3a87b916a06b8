import { useEffect, useId, useMemo, useState } from 'react';
import type { PnlHistory } from '../../../api/prediction/schemas';
import { formatDateTime } from '../../../utils/format';
import { formatMonthDayEnUs } from '../../../utils/en-us-date';
import { microToNumber, usd } from '../utils/event-view';
import { whenIdle } from '../utils/idle';
import { PnlLine } from './pnl-line';

type Point = PnlHistory['history'][number];

// Without Intl: its date data costs a long task on first use (issue 30, a big wallet's P&L).
const day = (t: number) => formatMonthDayEnUs(t * 1000);

export function pnlSummary(points: readonly Point[]): string {
  if (points.length === 0) return 'No realised P&L yet.';
  const first = points[0] as Point;
  const last = points.at(-1) as Point;
  const values = points.map((p) => p.realizedPnlUsd);
  const high = values.reduce((a, b) => (b > a ? b : a));
  const low = values.reduce((a, b) => (b < a ? b : a));
  return `Realised P&L from ${day(first.timestamp)} to ${day(last.timestamp)}: ${usd(first.realizedPnlUsd)} to ${usd(last.realizedPnlUsd)}, high ${usd(high)}, low ${usd(low)}.`;
}

export function PnlChart({ history }: { history: readonly Point[] }) {
  const tableId = useId();
  const ordered = useMemo(() => [...history].sort((a, b) => a.timestamp - b.timestamp), [history]);
  const series = useMemo(
    () => ({ times: ordered.map((p) => p.timestamp), values: ordered.map((p) => microToNumber(p.realizedPnlUsd)) }),
    [ordered],
  );
  // The table of every point once the page is idle: not in the task that shows the positions.
  const [tabled, setTabled] = useState(false);
  useEffect(() => whenIdle(() => setTabled(true)), []);
  return (
    <figure
      aria-label="Realised P&L over time"
      aria-describedby={tabled && ordered.length > 0 ? tableId : undefined}
      className="mt-3 flex flex-col gap-2"
    >
      <figcaption className="text-sm text-ink-muted">{pnlSummary(ordered)}</figcaption>
      {ordered.length > 1 ? <PnlLine {...series} /> : null}
      {tabled && ordered.length > 0 ? (
        <table id={tableId} className="sr-only">
          <caption>Realised P&amp;L by date</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Realised P&amp;L</th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((p) => (
              <tr key={p.timestamp}>
                <td>{formatDateTime(p.timestamp * 1000)}</td>
                <td>{usd(p.realizedPnlUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </figure>
  );
}
