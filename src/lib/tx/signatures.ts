import bs58 from 'bs58';
import { isVersioned, type AnyTransaction } from '../tx-kind';

const isSigned = (sig: Uint8Array | null | undefined): sig is Uint8Array => !!sig && sig.some((b) => b !== 0);

function signatureSlots(tx: AnyTransaction): { key: string; signature: Uint8Array | null }[] {
  if (isVersioned(tx)) {
    const { staticAccountKeys, header } = tx.message;
    return staticAccountKeys
      .slice(0, header.numRequiredSignatures)
      .map((k, i) => ({ key: k.toBase58(), signature: tx.signatures[i] ?? null }));
  }
  return tx.signatures.map((s) => ({ key: s.publicKey.toBase58(), signature: s.signature }));
}

/**
 * The transaction's id on chain: its first (fee payer's) signature, base58. Null while the fee payer has not signed
 * yet (a gasless or RFQ transaction whose payer signs at execute): then only the service's answer names it.
 */
export function transactionSignature(tx: AnyTransaction): string | null {
  const first = signatureSlots(tx)[0]?.signature;
  return isSigned(first) ? bs58.encode(first) : null;
}

/** The signature `signer` put on the transaction, base58, or null. Survives a co-signer adding its own later. */
export function signatureOf(tx: AnyTransaction, signer: string): string | null {
  const slot = signatureSlots(tx).find((s) => s.key === signer)?.signature;
  return isSigned(slot) ? bs58.encode(slot) : null;
}

/** The blockhash the message was built on. */
export function recentBlockhashOf(tx: AnyTransaction): string {
  return isVersioned(tx) ? tx.message.recentBlockhash : (tx.recentBlockhash ?? '');
}
