import bs58 from 'bs58';
import { Account, type FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm';
import { RENT_EPOCH_EXEMPT } from './programs';
import type { AccountData, Address } from './types';

// litesvm's wrapper re-encodes each address via kit (~15 µs a read); its bindings take key bytes (~0.3 µs).
// Reads are the RPC's hot path; if an upgrade hides the bindings, `nativeOf` is null and the wrapper is used.
interface NativeAccount {
  lamports(): bigint;
  data(): Uint8Array;
  owner(): Uint8Array;
  executable(): boolean;
}
export interface NativeSvm {
  getBalance(key: Uint8Array): bigint | null;
  getAccount(key: Uint8Array): NativeAccount | null;
  setAccount(key: Uint8Array, account: Account): void;
  sendLegacyTransaction?(wire: Uint8Array): TransactionMetadata | FailedTransactionMetadata;
  sendVersionedTransaction?(wire: Uint8Array): TransactionMetadata | FailedTransactionMetadata;
}

export function nativeOf(svm: LiteSVM): NativeSvm | null {
  const inner = (svm as unknown as { inner?: Partial<NativeSvm> }).inner;
  return typeof inner?.getBalance === 'function' &&
    typeof inner.getAccount === 'function' &&
    typeof inner.setAccount === 'function'
    ? (inner as NativeSvm)
    : null;
}

const MAX_CACHED = 100_000;
const keyBytes = new Map<Address, Uint8Array>();
const ownerNames = new Map<string, Address>();

export function addressBytes(address: Address): Uint8Array {
  let bytes = keyBytes.get(address);
  if (!bytes) {
    if (keyBytes.size >= MAX_CACHED) keyBytes.clear();
    bytes = bs58.decode(address);
    keyBytes.set(address, bytes);
  }
  return bytes;
}

/** Owners are few (programs), so their base58 names are cached by their bytes. */
function ownerName(bytes: Uint8Array): Address {
  const key = Buffer.from(bytes).toString('latin1');
  let name = ownerNames.get(key);
  if (!name) {
    name = bs58.encode(bytes);
    if (ownerNames.size < MAX_CACHED) ownerNames.set(key, name);
  }
  return name;
}

export function nativeAccount(native: NativeSvm, address: Address): AccountData | null {
  const account = native.getAccount(addressBytes(address));
  if (!account) return null;
  return {
    lamports: account.lamports(),
    owner: ownerName(account.owner()),
    data: account.data(),
    executable: account.executable(),
    rentEpoch: RENT_EPOCH_EXEMPT,
  };
}

/** A write through the bindings: the wrapper's two kit address encodes cost ~1 ms a write on a loaded host. */
export function writeNative(native: NativeSvm, address: Address, account: AccountData) {
  const owner = addressBytes(account.owner);
  native.setAccount(addressBytes(address), new Account(account.lamports, account.data, owner, account.executable, 0n));
}

/**
 * The wire as is: the wrapper decodes it into kit's shape and encodes it back (~1 ms an execute under load). Null
 * when the bindings lack it (the caller then goes through the wrapper).
 */
export function sendNative(native: NativeSvm, wire: Uint8Array, version: 'legacy' | 0) {
  if (version === 'legacy') return native.sendLegacyTransaction ? native.sendLegacyTransaction(wire) : null;
  return native.sendVersionedTransaction ? native.sendVersionedTransaction(wire) : null;
}
