import type { ApiClient } from '../../api/http';
import type { ChainConnection } from './chain-status';
import type { ConfirmConnection, SendConnection } from './send';
import type { SimConnection } from './simulate';
import type { TxRecord, TxRecordPatch } from './record';

export type TxConnection = SendConnection & ConfirmConnection & ChainConnection & SimConnection;

/** Where records live (the pending-transaction store, injected so this layer stays below stores/). */
export interface TxRecords {
  all: () => readonly TxRecord[];
  started: (record: TxRecord) => void;
  updated: (id: string, patch: TxRecordPatch) => void;
  /** Only for a record that was never signed. */
  discarded: (id: string) => void;
}

/** A toast, keyed by id so one transaction keeps one toast through its stages. */
export interface TxNotice {
  id: string;
  tone: 'info' | 'success' | 'danger';
  title: string;
  description?: string;
  link?: { href: string; label: string };
  durationMs?: number | null;
}

/** What tracking a transaction needs besides the wallet; built by useTrackerDeps, faked in tests. */
export interface TrackerDeps {
  records: TxRecords;
  notify: (notice: TxNotice) => void;
  connection: TxConnection;
  client: ApiClient;
  /** The transaction submission endpoint (Settings), for `land: 'submit'`. */
  submissionUrl: string;
  /** The chosen explorer's page of a transaction. */
  txLink: (signature: string) => string | null;
  /** A transaction reached a final state: balances (and lists) may have moved. */
  onSettled: () => void;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
