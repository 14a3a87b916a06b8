import type { PersistStorage } from 'zustand/middleware';
import * as z from 'zod/mini';
import { isFinalStatus, txRecordSchema, type TxRecord } from '../lib/tx/record';

export const PENDING_TX_STORAGE_KEY = 'trading-app:transactions';
/** Entries that could not be read are moved here instead of disappearing without a trace. */
export const PENDING_TX_UNREADABLE_KEY = 'trading-app:transactions:unreadable';
export const PENDING_TX_VERSION = 1;
export const MAX_FINAL_RECORDS = 100;
const MAX_UNREADABLE = 20;

export interface PersistedTx {
  records: TxRecord[];
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Stored text → records. Each entry is validated on its own, so a bad one costs only itself. */
export function readRecords(text: string | null): { records: TxRecord[]; unreadable: unknown[] } {
  if (!text) return { records: [], unreadable: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { records: [], unreadable: [text] };
  }
  const list = (raw as { state?: { records?: unknown } } | null)?.state?.records;
  if (!Array.isArray(list)) return { records: [], unreadable: [raw] };
  const records: TxRecord[] = [];
  const unreadable: unknown[] = [];
  for (const entry of list) {
    const parsed = txRecordSchema.safeParse(entry);
    if (parsed.success) records.push(parsed.data);
    else unreadable.push(entry);
  }
  return { records, unreadable };
}

function keepUnreadable(store: Storage, entries: unknown[]) {
  if (entries.length === 0) return;
  const { data } = z.array(z.unknown()).safeParse(JSON.parse(store.getItem(PENDING_TX_UNREADABLE_KEY) ?? '[]'));
  const seen = new Set((data ?? []).map((e) => JSON.stringify(e)));
  const added = entries.filter((e) => !seen.has(JSON.stringify(e)));
  store.setItem(PENDING_TX_UNREADABLE_KEY, JSON.stringify([...(data ?? []), ...added].slice(-MAX_UNREADABLE)));
}

/** Used for hydration and every write, so two tabs writing the same key add to each other. */
export function mergeRecords(a: readonly TxRecord[], b: readonly TxRecord[]): TxRecord[] {
  const byId = new Map<string, TxRecord>();
  for (const r of [...a, ...b]) {
    const have = byId.get(r.id);
    if (!have || r.updatedAt >= have.updatedAt) byId.set(r.id, r);
  }
  let finals = 0;
  return [...byId.values()]
    .sort((x, y) => y.createdAt - x.createdAt)
    .filter((r) => !isFinalStatus(r.status) || ++finals <= MAX_FINAL_RECORDS);
}

function readSafely(store: Storage, name: string) {
  const result = readRecords(store.getItem(name));
  try {
    keepUnreadable(store, result.unreadable);
  } catch {
    // a full or unreadable backup key must not stop the records themselves from loading
  }
  return result.records;
}

/** Validates each entry alone; an unreadable one is kept aside (settings avoid `persist`, which would lose it). */
export const pendingTxStorage: PersistStorage<PersistedTx> = {
  getItem: (name) => {
    const store = storage();
    if (!store) return null;
    // The records are validated against this version's schema here, so the state returned is this version's.
    return { state: { records: readSafely(store, name) }, version: PENDING_TX_VERSION };
  },
  setItem: (name, value) => {
    const store = storage();
    if (!store) return;
    const records = mergeRecords(readSafely(store, name), value.state.records).flatMap((r) => {
      const encoded = z.safeEncode(txRecordSchema, r);
      return encoded.success ? [encoded.data] : [];
    });
    try {
      store.setItem(name, JSON.stringify({ state: { records }, version: PENDING_TX_VERSION }));
    } catch {
      // quota exceeded: the records live on in memory and tracking continues
    }
  },
  removeItem: (name) => storage()?.removeItem(name),
};
