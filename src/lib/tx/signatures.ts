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

/** Null while the fee payer has not signed (gasless / RFQ): then only the service's answer names it. */
export function transactionSignature(tx: AnyTransaction): string | null {
  const first = signatureSlots(tx)[0]?.signature;
  return isSigned(first) ? bs58.encode(first) : null;
}

export function signatureOf(tx: AnyTransaction, signer: string): string | null {
  const slot = signatureSlots(tx).find((s) => s.key === signer)?.signature;
  return isSigned(slot) ? bs58.encode(slot) : null;
}

export function recentBlockhashOf(tx: AnyTransaction): string {
  return isVersioned(tx) ? tx.message.recentBlockhash : (tx.recentBlockhash ?? '');
}
