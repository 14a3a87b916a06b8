import type { ApiClient } from '../../api/http';
import type { ChainConnection } from './chain-status';
import type { ConfirmConnection, SendConnection } from './send';
import type { SimConnection } from './simulate';
import type { TxRecord, TxRecordPatch } from './record';

export type TxConnection = SendConnection & ConfirmConnection & ChainConnection & SimConnection;

export interface TxRecords {
  all: () => readonly TxRecord[];
  started: (record: TxRecord) => void;
  updated: (id: string, patch: TxRecordPatch) => void;
  /** Only for a record that was never signed. */
  discarded: (id: string) => void;
}

export interface TxNotice {
  id: string;
  tone: 'info' | 'success' | 'danger';
  title: string;
  description?: string;
  link?: { href: string; label: string };
  durationMs?: number | null;
}

export interface TrackerDeps {
  records: TxRecords;
  notify: (notice: TxNotice) => void;
  connection: TxConnection;
  client: ApiClient;
  submissionUrl: string;
  txLink: (signature: string) => string | null;
  onSettled: () => void;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
