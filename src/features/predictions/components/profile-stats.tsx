import type { Profile } from '../../../api/prediction/schemas';
import { usd } from '../utils/event-view';

/** A trader's P&L, open value, volume and win rate (supplement §11 profile). */
export function ProfileStats({ profile: p, failed }: { profile: Profile | undefined; failed: boolean }) {
  const decided = p ? p.correctPredictions + p.wrongPredictions : 0n;
  return (
    <>
      {p ? (
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm tabular-nums sm:grid-cols-4">
          <div>
            <dt className="text-ink-muted">Realised P&amp;L</dt>
            <dd className={p.realizedPnlUsd < 0n ? 'text-danger' : 'text-success'}>{usd(p.realizedPnlUsd)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Open positions value</dt>
            <dd>{usd(p.totalPositionsValueUsd)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Volume</dt>
            <dd>{usd(p.totalVolumeUsd)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Win rate</dt>
            <dd>
              {decided > 0n ? `${String((p.correctPredictions * 100n) / decided)}%` : '—'} (
              {String(p.correctPredictions)} of {String(decided)})
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{failed ? 'The profile could not be loaded.' : 'Loading…'}</p>
      )}
    </>
  );
}
