// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { TxRecord } from '../lib/tx/record';
import {
  MAX_FINAL_RECORDS,
  PENDING_TX_STORAGE_KEY,
  PENDING_TX_UNREADABLE_KEY,
  PENDING_TX_VERSION,
} from './pending-tx-storage';
import { selectPendingCount, usePendingTxStore } from './pending-tx-store';

const WALLET = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';

function record(overrides: Partial<TxRecord> = {}): TxRecord {
  return {
    id: 'tx-1',
    kind: 'swap',
    wallet: WALLET,
    land: 'execute-v2',
    signature: 'SIG1',
    requestId: 'req-1',
    signedTransaction: 'AQID',
    blockhash: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    lastValidBlockHeight: 150,
    createdAt: 1_000,
    submittedAt: 1_001,
    updatedAt: 1_001,
    status: 'sending',
    summary: 'Swap 1 SOL → 150.2 USDC',
    ...overrides,
  };
}

function stored(): { state: { records: Record<string, unknown>[] }; version: number } {
  return JSON.parse(localStorage.getItem(PENDING_TX_STORAGE_KEY) ?? 'null') as never;
}

/** What a reload does: the in-memory state is gone, the store reads storage again. */
async function reload() {
  usePendingTxStore.setState({ records: [] });
  await usePendingTxStore.persist.rehydrate();
}

beforeEach(() => {
  localStorage.clear();
  usePendingTxStore.setState({ records: [] });
  localStorage.clear();
});

describe('pending transaction store', () => {
  it('persists a signed record with its amounts as strings, versioned, and reads it back after a reload', async () => {
    usePendingTxStore.getState().txStarted(record());
    usePendingTxStore
      .getState()
      .txUpdated('tx-1', { status: 'confirmed', result: { totalInputAmount: 1_000_000_000n, slot: '7' } });
    const saved = stored();
    expect(saved.version).toBe(PENDING_TX_VERSION);
    expect(saved.state.records[0]).toMatchObject({ status: 'confirmed', result: { totalInputAmount: '1000000000' } });

    await reload();
    const [back] = usePendingTxStore.getState().records;
    expect(back).toMatchObject({ id: 'tx-1', status: 'confirmed', result: { totalInputAmount: 1_000_000_000n } });
  });

  it('keeps a record that is still at the wallet prompt in memory only', () => {
    usePendingTxStore.getState().txStarted(record({ status: 'signing', signedTransaction: null, signature: null }));
    expect(usePendingTxStore.getState().records).toHaveLength(1);
    expect(stored().state.records).toEqual([]);
    usePendingTxStore.getState().txDiscarded('tx-1');
    expect(usePendingTxStore.getState().records).toEqual([]);
  });

  it('drops a corrupt entry alone, keeps it aside, and loses nothing else', async () => {
    const good = { ...record({ id: 'good' }) };
    const bad = { ...record({ id: 'bad' }), status: 'exploded', wallet: 42 };
    localStorage.setItem(
      PENDING_TX_STORAGE_KEY,
      JSON.stringify({ state: { records: [good, bad] }, version: PENDING_TX_VERSION }),
    );
    await reload();
    expect(usePendingTxStore.getState().records.map((r) => r.id)).toEqual(['good']);
    expect(JSON.parse(localStorage.getItem(PENDING_TX_UNREADABLE_KEY) ?? '[]')).toEqual([bad]);

    // The next write leaves the bad entry out of the main key; it stays in the backup.
    usePendingTxStore.getState().txUpdated('good', { status: 'confirmed' });
    expect(stored().state.records.map((r) => r.id)).toEqual(['good']);
    expect(JSON.parse(localStorage.getItem(PENDING_TX_UNREADABLE_KEY) ?? '[]')).toHaveLength(1);
  });

  it('text that is not JSON at all is kept aside and the store starts empty', async () => {
    localStorage.setItem(PENDING_TX_STORAGE_KEY, '{"state": {"rec');
    await reload();
    expect(usePendingTxStore.getState().records).toEqual([]);
    expect(JSON.parse(localStorage.getItem(PENDING_TX_UNREADABLE_KEY) ?? '[]')).toEqual(['{"state": {"rec']);
  });

  it('merges another tab’s records on write instead of overwriting them, the later update winning', async () => {
    usePendingTxStore.getState().txStarted(record({ id: 'mine', createdAt: 2_000 }));
    // Another tab writes its own record and a newer state of ours.
    const theirs = record({ id: 'theirs', createdAt: 3_000 });
    const mineNewer = record({ id: 'mine', createdAt: 2_000, updatedAt: 9_999_999_999_999, status: 'confirmed' });
    localStorage.setItem(
      PENDING_TX_STORAGE_KEY,
      JSON.stringify({ state: { records: [theirs, mineNewer] }, version: PENDING_TX_VERSION }),
    );
    usePendingTxStore.getState().txStarted(record({ id: 'third', createdAt: 4_000 }));
    expect(stored().state.records.map((r) => [r.id, r.status])).toEqual([
      ['third', 'sending'],
      ['theirs', 'sending'],
      ['mine', 'confirmed'],
    ]);
    await usePendingTxStore.persist.rehydrate();
    expect(usePendingTxStore.getState().records.map((r) => r.id)).toEqual(['third', 'theirs', 'mine']);
  });

  it('keeps every pending record but only the newest final ones, and counts what is pending', () => {
    const { txStarted } = usePendingTxStore.getState();
    txStarted(record({ id: 'pending-old', createdAt: 0, status: 'confirming' }));
    for (let i = 1; i <= MAX_FINAL_RECORDS + 5; i++)
      txStarted(record({ id: `f${i}`, createdAt: i, status: 'confirmed' }));
    const ids = stored().state.records.map((r) => r.id);
    expect(ids).toHaveLength(MAX_FINAL_RECORDS + 1);
    expect(ids).toContain('pending-old');
    expect(ids).not.toContain('f5');
    expect(ids[0]).toBe(`f${MAX_FINAL_RECORDS + 5}`);
    expect(selectPendingCount(usePendingTxStore.getState())).toBe(1);
  });
});
