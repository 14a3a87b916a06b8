import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { Keypair, VersionedTransaction } from '@solana/web3.js';
import { type Address, decodeAddress } from '../../world/address';

/** Node's ed25519 (OpenSSL): ~25 µs to sign, ~60 µs to verify, several times pure JS, at execute's 200 swaps/s. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');

const privateKeys = new WeakMap<Keypair, KeyObject>();
const publicBytes = new WeakMap<Keypair, Uint8Array>();
const MAX_PUBLIC = 10_000;
const publicKeys = new Map<Address, KeyObject | null>();

function privateKeyOf(keypair: Keypair): KeyObject {
  let key = privateKeys.get(keypair);
  if (!key) {
    const der = Buffer.concat([PKCS8_ED25519, keypair.secretKey.subarray(0, 32)]);
    key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    privateKeys.set(keypair, key);
  }
  return key;
}

function publicKeyOf(address: Address): KeyObject | null {
  let key = publicKeys.get(address);
  if (key === undefined) {
    if (publicKeys.size >= MAX_PUBLIC) publicKeys.clear();
    const bytes = decodeAddress(address);
    key = bytes ? createPublicKey({ key: Buffer.concat([SPKI_ED25519, bytes]), format: 'der', type: 'spki' }) : null;
    publicKeys.set(address, key);
  }
  return key;
}

export interface WireLayout {
  readonly signatureCount: number;
  readonly signaturesAt: number;
  readonly messageAt: number;
  readonly requiredSignatures: number;
  readonly keysAt: number;
}

/** Parse the shortvec signature count and the message header; null when the bytes are not a transaction. */
export function wireLayout(wire: Uint8Array): WireLayout | null {
  let count = 0;
  let at = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = wire[at++];
    if (byte === undefined || shift > 14) return null;
    count |= (byte & 0x7f) << shift;
    if (!(byte & 0x80)) break;
  }
  const messageAt = at + 64 * count;
  const prefix = wire[messageAt];
  if (prefix === undefined) return null;
  const headerAt = prefix & 0x80 ? messageAt + 1 : messageAt;
  const required = wire[headerAt];
  const keyCount = wire[headerAt + 3];
  // Fewer than 128 keys always: the key count is a one-byte shortvec.
  if (required === undefined || keyCount === undefined || keyCount & 0x80 || required > keyCount) return null;
  if (required !== count || headerAt + 4 + 32 * keyCount > wire.length) return null;
  return { signatureCount: count, signaturesAt: at, messageAt, requiredSignatures: required, keysAt: headerAt + 4 };
}

const wireOf = (tx: Uint8Array | VersionedTransaction): Uint8Array => (tx instanceof Uint8Array ? tx : tx.serialize());

function signerIndex(wire: Uint8Array, layout: WireLayout, key: Uint8Array): number {
  for (let i = 0; i < layout.requiredSignatures; i++) {
    const at = layout.keysAt + 32 * i;
    let same = true;
    for (let j = 0; j < 32 && same; j++) same = wire[at + j] === key[j];
    if (same) return i;
  }
  return -1;
}

export function messageMatches(tx: Uint8Array | VersionedTransaction, expectedMessage: Uint8Array): boolean {
  const wire = wireOf(tx);
  const layout = wireLayout(wire);
  if (!layout || wire.length - layout.messageAt !== expectedMessage.length) return false;
  return Buffer.from(wire.buffer, wire.byteOffset + layout.messageAt, expectedMessage.length).equals(expectedMessage);
}

export function takerSignatureValid(tx: Uint8Array | VersionedTransaction, taker: Address): boolean {
  const wire = wireOf(tx);
  const layout = wireLayout(wire);
  const key = decodeAddress(taker);
  const publicKey = publicKeyOf(taker);
  if (!layout || !key || !publicKey) return false;
  const i = signerIndex(wire, layout, key);
  if (i < 0) return false;
  const signature = wire.subarray(layout.signaturesAt + 64 * i, layout.signaturesAt + 64 * (i + 1));
  return verify(null, wire.subarray(layout.messageAt), publicKey, signature);
}

export function missingSigners(wire: Uint8Array, layout: WireLayout): number[] {
  const missing: number[] = [];
  for (let i = 0; i < layout.signatureCount; i++) {
    const at = layout.signaturesAt + 64 * i;
    let zero = true;
    for (let j = 0; j < 64 && zero; j++) zero = wire[at + j] === 0;
    if (zero) missing.push(i);
  }
  return missing;
}

export function cosignWire(wire: Uint8Array, signers: readonly Keypair[]): Uint8Array {
  const layout = wireLayout(wire);
  if (!layout) throw new Error('not a serialized transaction');
  const out = Uint8Array.from(wire);
  const message = out.subarray(layout.messageAt);
  for (const keypair of signers) {
    let key = publicBytes.get(keypair);
    if (!key) {
      key = keypair.publicKey.toBytes();
      publicBytes.set(keypair, key);
    }
    const i = signerIndex(out, layout, key);
    if (i < 0) throw new Error(`${keypair.publicKey.toBase58()} is not a signer of this transaction`);
    out.set(sign(null, message, privateKeyOf(keypair)), layout.signaturesAt + 64 * i);
  }
  return out;
}

/** In place; the route layer checks the message and the taker's signature first. */
export function cosign(tx: VersionedTransaction, signers: readonly Keypair[]): VersionedTransaction {
  const wire = cosignWire(tx.serialize(), signers);
  const layout = wireLayout(wire);
  if (!layout) throw new Error('not a serialized transaction');
  tx.signatures = tx.signatures.map((_, i) =>
    wire.slice(layout.signaturesAt + 64 * i, layout.signaturesAt + 64 * (i + 1)),
  );
  return tx;
}
