import { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import * as z from 'zod';
import { invalidParams } from './json-rpc';

// As agave's decode_and_deserialize: limits, then deserialize, each failure -32602 in agave's wording.

const PACKET_DATA_SIZE = 1232;
const MAX_BASE58_SIZE = 1683;
const MAX_BASE64_SIZE = 1644;
const TYPE_NAME = 'solana_transaction::versioned::VersionedTransaction';

export const txEncodingSchema = z.enum(['base58', 'base64']);
export type TxEncoding = z.output<typeof txEncodingSchema>;

export interface DecodedWire {
  wire: Uint8Array;
  tx: VersionedTransaction;
}

function decodeText(text: string, encoding: TxEncoding): Uint8Array {
  const max = encoding === 'base58' ? MAX_BASE58_SIZE : MAX_BASE64_SIZE;
  if (text.length > max) {
    throw invalidParams(
      `${encoding} encoded ${TYPE_NAME} too large: ${String(text.length)} bytes (max: encoded/raw ${String(max)}/${String(PACKET_DATA_SIZE)})`,
    );
  }
  if (encoding === 'base58') {
    try {
      return bs58.decode(text);
    } catch (cause) {
      throw invalidParams(`invalid base58 encoding: ${String(cause)}`);
    }
  }
  // Buffer.from(…, 'base64') skips junk silently; a real node refuses it, so check the alphabet first.
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) {
    throw invalidParams('invalid base64 encoding: not canonical padded base64');
  }
  return new Uint8Array(Buffer.from(text, 'base64'));
}

export function decodeWire(text: string, encoding: TxEncoding): DecodedWire {
  const wire = decodeText(text, encoding);
  if (wire.length > PACKET_DATA_SIZE) {
    throw invalidParams(
      `decoded ${TYPE_NAME} too large: ${String(wire.length)} bytes (max: ${String(PACKET_DATA_SIZE)} bytes)`,
    );
  }
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(wire);
  } catch (cause) {
    throw invalidParams(
      `failed to deserialize ${TYPE_NAME}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
  if (tx.signatures.length === 0 || tx.signatures.length !== tx.message.header.numRequiredSignatures) {
    throw invalidParams('invalid transaction: Transaction failed to sanitize accounts offsets correctly');
  }
  return { wire, tx };
}

/** The bound real RPC puts on simulate's `accounts.addresses`. */
export function accountKeyCount(tx: VersionedTransaction): number {
  const lookedUp = tx.message.addressTableLookups.reduce(
    (sum, l) => sum + l.writableIndexes.length + l.readonlyIndexes.length,
    0,
  );
  return tx.message.staticAccountKeys.length + lookedUp;
}
