import { Keypair, VersionedTransaction } from '@solana/web3.js';
import type { Ledger } from '../chain/ledger';
import { Refused } from '../kit/refused';
import { cosign, messageMatches, takerSignatureValid } from '../kit/tx/cosign';
import type { Address } from '../world/address';
import type { LaunchKeys, LaunchRecord } from './launch';
import { badField } from './refusals';
import { appendedTo, devBuyOf, type DevBuy } from './dev-buy';

// POST /dbc-pool/submit: the transaction create-tx built, signed by its creator; the sandbox co-signs and lands it.
export function landCreate(
  ledger: Ledger,
  pending: readonly LaunchRecord[],
  keysOf: (launch: LaunchRecord) => LaunchKeys,
  transaction: string,
  owner: Address,
): { launch: LaunchRecord; signature: string; devBuy: DevBuy | null } {
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  } catch {
    throw badField('transaction', 'not a serialized transaction');
  }
  const found = pending.flatMap((l) => {
    const built = Buffer.from(l.message, 'base64');
    const tail = messageMatches(tx, built) ? [] : appendedTo(tx, built);
    return tail ? [{ launch: l, tail }] : [];
  })[0];
  if (!found) throw new Refused(400, 'Transaction is not one create-tx built (or it was submitted)');
  const { launch, tail } = found;
  if (owner !== launch.creator) throw badField('owner', 'not the creator');
  if (!takerSignatureValid(tx, launch.creator)) throw badField('transaction', 'not signed by the creator');
  const devBuy = tail.length > 0 ? devBuyOf(tail, launch, keysOf(launch)) : null;
  const mint = Keypair.fromSecretKey(Buffer.from(launch.mintSecret, 'base64'));
  const result = ledger.sendTransaction(cosign(tx, [mint, keysOf(launch).curveAuthority]).serialize());
  if (!result.ok) {
    throw new Refused(400, `Transaction failed: ${result.message}`, { details: result.logs.join('\n') });
  }
  return { launch, signature: result.signature, devBuy };
}
