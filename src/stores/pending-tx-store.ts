import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isFinalStatus, type TxRecord, type TxRecordPatch } from '../lib/tx/record';
import {
  mergeRecords,
  pendingTxStorage,
  PENDING_TX_STORAGE_KEY,
  PENDING_TX_VERSION,
  type PersistedTx,
} from './pending-tx-storage';

interface PendingTxState {
  records: TxRecord[];
  txStarted: (record: TxRecord) => void;
  txUpdated: (id: string, patch: TxRecordPatch) => void;
  /** Only for a record that was never signed (rejected, refused): a persisted record is never removed. */
  txDiscarded: (id: string) => void;
}

/** Every transaction from prompt to final state (architecture.md "Signing"); persisted once signed to resume. */
export const usePendingTxStore = create<PendingTxState>()(
  persist(
    (set) => ({
      records: [],
      txStarted: (record) => set((s) => ({ records: mergeRecords(s.records, [record]) })),
      txUpdated: (id, patch) =>
        set((s) => ({
          records: s.records.map((r) =>
            r.id === id ? { ...r, ...patch, updatedAt: Math.max(Date.now(), r.updatedAt + 1) } : r,
          ),
        })),
      txDiscarded: (id) => set((s) => ({ records: s.records.filter((r) => r.id !== id) })),
    }),
    {
      name: PENDING_TX_STORAGE_KEY,
      version: PENDING_TX_VERSION,
      storage: pendingTxStorage,
      partialize: (s): PersistedTx => ({ records: s.records.filter((r) => r.signedTransaction !== null) }),
      merge: (persisted, current) => ({
        ...current,
        records: mergeRecords(current.records, (persisted as PersistedTx | undefined)?.records ?? []),
      }),
    },
  ),
);

export const selectPendingCount = (s: { records: TxRecord[] }): number =>
  s.records.reduce((n, r) => n + (isFinalStatus(r.status) ? 0 : 1), 0);

export const useTxRecord = (id: string | null): TxRecord | undefined =>
  usePendingTxStore((s) => (id ? s.records.find((r) => r.id === id) : undefined));
