import { isFinalStatus } from './record';
import { landRecord, type SignedTxRecord } from './land-record';
import type { TrackerDeps } from './tracker-deps';
import { tracking } from './tracking';

/** Signed records that are not final and not tracked by this tab. */
export function openRecords(deps: Pick<TrackerDeps, 'records'>): SignedTxRecord[] {
  return deps.records
    .all()
    .filter(
      (r): r is SignedTxRecord => r.signedTransaction !== null && !isFinalStatus(r.status) && !tracking.has(r.id),
    );
}

/** Needs no wallet: signed bytes are re-posted (idempotent) or looked up on chain. */
export function resumePending(deps: TrackerDeps): Promise<unknown>[] {
  return openRecords(deps).map((record) => {
    tracking.add(record.id);
    return landRecord(deps, record, { resumed: true }).finally(() => tracking.delete(record.id));
  });
}
