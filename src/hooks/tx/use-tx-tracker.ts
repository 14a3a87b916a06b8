import { useEffect, useRef } from 'react';
import { isFinalStatus } from '../../stores/pending-tx-schema';
import { usePendingTxStore } from '../../stores/pending-tx-store';
import { PENDING_TX_STORAGE_KEY } from '../../stores/pending-tx-storage';
import { landRecord, tracking, type SignedTxRecord } from './land-record';
import type { TrackerDeps } from './tracker-deps';
import { useTrackerDeps } from './use-tracker-deps';

/**
 * Resume every signed record that is not final and not already tracked by this tab. Tracking needs no wallet: the
 * signed bytes are re-posted (idempotent) or looked up on chain. Returns how many were resumed.
 */
export function resumePending(deps: TrackerDeps): Promise<unknown>[] {
  const open = usePendingTxStore
    .getState()
    .records.filter(
      (r): r is SignedTxRecord => r.signedTransaction !== null && !isFinalStatus(r.status) && !tracking.has(r.id),
    );
  return open.map((record) => {
    tracking.add(record.id);
    return landRecord(deps, record, { resumed: true }).finally(() => tracking.delete(record.id));
  });
}

/**
 * Mounted once in the app layout: after a reload, pending transactions resume tracking and always reach a final
 * state; another tab's writes are merged in so the activity centre shows them.
 */
export function useTxTracker(): void {
  const deps = useTrackerDeps();
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    const start = () => {
      resumed.current = true;
      void resumePending(deps);
    };
    if (usePendingTxStore.persist.hasHydrated()) start();
    else return usePendingTxStore.persist.onFinishHydration(start);
  }, [deps]);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === PENDING_TX_STORAGE_KEY) void usePendingTxStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
