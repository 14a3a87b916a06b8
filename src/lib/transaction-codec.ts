import { Transaction, VersionedTransaction, type PublicKey } from '@solana/web3.js';
import { base64ToBytes, bytesToBase64 } from '../utils/base64';
import { isVersioned, type AnyTransaction } from './tx-kind';

export { isVersioned, type AnyTransaction };

/**
 * Base64 via atob/btoa (utils/base64.ts), never Buffer, so it runs in the browser and Node (architecture.md "Signing").
 */

export type DecodedTransaction = { kind: 'versioned'; tx: VersionedTransaction } | { kind: 'legacy'; tx: Transaction };

/** Thrown for bytes that are not a transaction we can sign and send back unchanged. */
export class TransactionDecodeError extends Error {
  override name = 'TransactionDecodeError';
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function serialize(tx: AnyTransaction): Uint8Array {
  // Partially signed is normal here; checking signatures is sign-check.ts's business.
  return isVersioned(tx) ? tx.serialize() : tx.serialize({ requireAllSignatures: false, verifySignatures: false });
}

/** Versioned first (v0 → `versioned`); a legacy message or refused bytes go through `Transaction.from`. */
export function decodeTransaction(base64: string): DecodedTransaction {
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(base64);
  } catch {
    throw new TransactionDecodeError('The transaction is not valid base64.');
  }
  if (bytes.length === 0) throw new TransactionDecodeError('The transaction is empty.');

  let versioned: VersionedTransaction | null = null;
  try {
    versioned = VersionedTransaction.deserialize(bytes);
  } catch {
    // fall through to the legacy decoder
  }
  if (versioned && versioned.version !== 'legacy') {
    if (versioned.version !== 0) {
      throw new TransactionDecodeError(`Transaction version ${versioned.version} is not supported.`);
    }
    let reencoded: Uint8Array | null = null;
    try {
      reencoded = versioned.serialize();
    } catch {
      // reported below
    }
    if (!reencoded || !sameBytes(reencoded, bytes)) {
      throw new TransactionDecodeError('The transaction bytes are malformed (they do not re-encode identically).');
    }
    return { kind: 'versioned', tx: versioned };
  }

  let legacy: Transaction;
  try {
    legacy = Transaction.from(bytes);
  } catch {
    throw new TransactionDecodeError('The bytes are not a Solana transaction.');
  }
  let intact = false;
  try {
    const slotsMatch = legacy.signatures.length === legacy.compileMessage().header.numRequiredSignatures;
    intact = slotsMatch && sameBytes(serialize(legacy), bytes);
  } catch {
    // a message web3.js cannot compile back (no fee payer, bad keys) is malformed too
  }
  if (!intact) {
    throw new TransactionDecodeError('The transaction bytes are malformed (they do not re-encode identically).');
  }
  return { kind: 'legacy', tx: legacy };
}

export function encodeTransaction(tx: AnyTransaction | DecodedTransaction): string {
  return bytesToBase64(serialize('kind' in tx ? tx.tx : tx));
}

function signerKeys(tx: AnyTransaction): PublicKey[] {
  // v0 signers are the first N static keys; legacy needs feePayer and blockhash when built locally.
  const message = isVersioned(tx) ? tx.message : tx.compileMessage();
  return message.staticAccountKeys.slice(0, message.header.numRequiredSignatures);
}

/** The accounts that must sign, base58, fee payer first (message order). */
export function getRequiredSigners(tx: AnyTransaction): string[] {
  return signerKeys(tx).map((k) => k.toBase58());
}

export function getFeePayer(tx: AnyTransaction): string | null {
  return signerKeys(tx)[0]?.toBase58() ?? null;
}

export function getMissingSigners(tx: AnyTransaction): string[] {
  const signed = (sig: Uint8Array | null | undefined) => !!sig && sig.some((b) => b !== 0);
  const keys = signerKeys(tx);
  if (isVersioned(tx)) return keys.filter((_, i) => !signed(tx.signatures[i])).map((k) => k.toBase58());
  return keys
    .filter((k) => !signed(tx.signatures.find((s) => s.publicKey.equals(k))?.signature))
    .map((k) => k.toBase58());
}
