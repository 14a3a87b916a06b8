import { useEffect, useRef } from 'react';
import { isFinalStatus } from '../../lib/tx/record';
import { usePendingTxStore } from '../../stores/pending-tx-store';
import { PENDING_TX_STORAGE_KEY } from '../../stores/pending-tx-storage';
import { tracking } from '../../lib/tx/tracking';
import { useTrackerDeps } from './use-tracker-deps';

const hasOpenRecords = () =>
  usePendingTxStore
    .getState()
    .records.some((r) => r.signedTransaction !== null && !isFinalStatus(r.status) && !tracking.has(r.id));

/** Mounted once: pending records resume; landing code loads only when something is pending (first-page JS). */
export function useTxTracker(): void {
  const deps = useTrackerDeps();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const start = () => {
      started.current = true;
      if (!hasOpenRecords()) return;
      void import('../../lib/tx/resume-pending').then(({ resumePending }) => resumePending(deps));
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
