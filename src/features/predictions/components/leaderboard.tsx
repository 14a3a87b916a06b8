import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { predictionQueries } from '../../../api/prediction/queries';
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  type Leaderboard as LeaderboardData,
} from '../../../api/prediction/schemas';
import { QueryState } from '../../../components/page/query-state';
import { Card, CardTitle } from '../../../components/ui/card';
import { inputClass } from '../../../components/ui/field';
import { traderProfilePath } from '../../../config/routes';
import { useApiClient } from '../../../hooks/use-api-client';
import { shortAddress } from '../../../utils/format';
import { usd } from '../utils/event-view';
import { PredictionsSubPage } from './predictions-nav';

const PERIOD_LABELS = { all_time: 'All time', monthly: 'This month', weekly: 'This week' };
const METRIC_LABELS = { pnl: 'Realised P&L', volume: 'Volume', win_rate: 'Win rate' };
type Row = LeaderboardData['data'][number];

const winRate = (r: Row) => (r.winRate == null ? '—' : `${(r.winRate * 100).toFixed(0)}%`);

/** Supplement §11 leaderboards by period and metric; each trader opens their profile. */
function Leaderboard() {
  const client = useApiClient();
  const [period, setPeriod] = useState<(typeof LEADERBOARD_PERIODS)[number]>('all_time');
  const [metric, setMetric] = useState<(typeof LEADERBOARD_METRICS)[number]>('pnl');
  const board = useQuery({
    ...predictionQueries.leaderboard(client, { period, metric, limit: 25 }),
    placeholderData: (previous) => previous,
  });
  return (
    <Card aria-labelledby="lb-title">
      <CardTitle id="lb-title">Leaderboard</CardTitle>
      <div className="my-3 flex flex-wrap gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Period
          <select className={`${inputClass} w-40`} value={period} onChange={(e) => setPeriod(e.target.value as never)}>
            {LEADERBOARD_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Rank by
          <select className={`${inputClass} w-40`} value={metric} onChange={(e) => setMetric(e.target.value as never)}>
            {LEADERBOARD_METRICS.map((m) => (
              <option key={m} value={m}>
                {METRIC_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={board} what="the leaderboard" isEmpty={(d) => d.data.length === 0} empty="No traders yet.">
        {(d) => (
          <div className="overflow-x-auto">
            <table className="w-full text-sm tabular-nums">
              <caption className="sr-only">
                Traders by {METRIC_LABELS[metric]}, {PERIOD_LABELS[period]}
              </caption>
              <thead className="text-left text-ink-muted">
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Trader</th>
                  <th scope="col">Realised P&amp;L</th>
                  <th scope="col">Volume</th>
                  <th scope="col">Win rate</th>
                </tr>
              </thead>
              <tbody>
                {d.data.map((r) => (
                  <tr key={r.ownerPubkey} className="border-t border-line">
                    <td className="py-1.5">{r.rank}</td>
                    <td>
                      <Link
                        to={traderProfilePath(r.ownerPubkey)}
                        className="underline-offset-2 hover:underline"
                        aria-label={`Profile of ${r.ownerPubkey}`}
                      >
                        {shortAddress(r.ownerPubkey)}
                      </Link>
                    </td>
                    <td className={r.realizedPnlUsd < 0n ? 'text-danger' : 'text-success'}>{usd(r.realizedPnlUsd)}</td>
                    <td>{usd(r.totalVolumeUsd)}</td>
                    <td>{winRate(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Card>
  );
}

/** `/predictions/leaderboard`: its own page since issue 29, so a ranking can be linked and the back button works. */
export function LeaderboardPage() {
  return (
    <PredictionsSubPage current="leaderboard">
      <Leaderboard />
    </PredictionsSubPage>
  );
}
