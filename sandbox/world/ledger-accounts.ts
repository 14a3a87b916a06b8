import type { Ledger } from '../chain/ledger';

/**
 * The part of the Ledger the world touches: plain account reads and writes, airdrops, and a program scan. Typing
 * against this keeps the world testable on a tiny in-memory fake (fake-ledger.ts) as well as on the real ledger.
 */
export type LedgerAccounts = Pick<
  Ledger,
  'getAccount' | 'setAccount' | 'airdrop' | 'accountsOwnedBy' | 'tokenAccountsByOwner' | 'rentExemptMinimum'
>;
