import type { ApiClient } from '../../api/http';
import type { ChainConnection } from '../../lib/tx/chain-status';
import type { ConfirmConnection, SendConnection } from '../../lib/tx/send';

export type TxConnection = SendConnection & ConfirmConnection & ChainConnection;

/** What tracking a transaction needs besides the wallet; built by useTrackerDeps, faked in tests. */
export interface TrackerDeps {
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
