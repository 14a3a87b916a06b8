import type { Ledger } from '../chain/ledger';

/** Typed narrowly so the world runs on an in-memory fake (fake-ledger.ts) as well as on the real ledger. */
export type LedgerAccounts = Pick<
  Ledger,
  'getAccount' | 'setAccount' | 'airdrop' | 'accountsOwnedBy' | 'tokenAccountsByOwner' | 'rentExemptMinimum'
>;
