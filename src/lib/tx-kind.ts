import type { Transaction, VersionedTransaction } from '@solana/web3.js';

export type AnyTransaction = VersionedTransaction | Transaction;

/** True for a VersionedTransaction (checked structurally so two copies of web3.js in a bundle still agree). */
export function isVersioned(tx: AnyTransaction): tx is VersionedTransaction {
  return 'version' in tx;
}
