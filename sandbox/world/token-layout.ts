import {
  ACCOUNT_TYPE,
  decodeTokenAccount,
  isTokenAccountData,
  MINT_SIZE,
  mintDecimalsOf,
  mintSupplyOf,
  TOKEN_ACCOUNT_SIZE,
  tokenAmountOfAccount,
} from '../../src/utils/solana-wire/token-account';
import { type Address, decodeAddress, encodeAddress } from './address';

// Tests decode with @solana/spl-token's unpackers; Token-2022 shares the layouts.
export { isTokenAccountData, MINT_SIZE, TOKEN_ACCOUNT_SIZE };
/** The ATA program's Token-2022 size: base, account-type byte, empty ImmutableOwner extension (type 7, length 0). */
export const TOKEN_2022_ATA_SIZE = TOKEN_ACCOUNT_SIZE + 1 + 4;

const EXTENSION_IMMUTABLE_OWNER = 7;
const STATE_INITIALIZED = 1;

export interface MintFields {
  readonly mintAuthority: Address | null;
  readonly supply: bigint;
  readonly decimals: number;
  readonly freezeAuthority: Address | null;
}

export interface TokenAccountFields {
  readonly mint: Address;
  readonly owner: Address;
  readonly amount: bigint;
  /** SPL's `is_native`. */
  readonly nativeReserve: bigint | null;
  /** As the ATA program creates them. */
  readonly immutableOwner: boolean;
}

const U64_MAX = (1n << 64n) - 1n;

function keyBytes(address: Address, what: string): Uint8Array {
  const bytes = decodeAddress(address);
  if (!bytes) throw new RangeError(`${what} is not a base58 32-byte address: ${address}`);
  return bytes;
}

function setU64(view: DataView, offset: number, value: bigint, what: string): void {
  if (value < 0n || value > U64_MAX) throw new RangeError(`${what} does not fit a u64: ${value}`);
  view.setBigUint64(offset, value, true);
}

function setOptionalKey(bytes: Uint8Array, view: DataView, offset: number, key: Address | null, what: string): void {
  if (key === null) return;
  view.setUint32(offset, 1, true);
  bytes.set(keyBytes(key, what), offset + 4);
}

export function encodeMint(fields: MintFields): Uint8Array {
  const bytes = new Uint8Array(MINT_SIZE);
  const view = new DataView(bytes.buffer);
  setOptionalKey(bytes, view, 0, fields.mintAuthority, 'mint authority');
  setU64(view, 36, fields.supply, 'supply');
  bytes[44] = fields.decimals;
  bytes[45] = 1;
  setOptionalKey(bytes, view, 46, fields.freezeAuthority, 'freeze authority');
  return bytes;
}

export function encodeTokenAccount(fields: TokenAccountFields): Uint8Array {
  const bytes = new Uint8Array(fields.immutableOwner ? TOKEN_2022_ATA_SIZE : TOKEN_ACCOUNT_SIZE);
  const view = new DataView(bytes.buffer);
  bytes.set(keyBytes(fields.mint, 'mint'), 0);
  bytes.set(keyBytes(fields.owner, 'owner'), 32);
  setU64(view, 64, fields.amount, 'amount');
  bytes[108] = STATE_INITIALIZED;
  if (fields.nativeReserve !== null) {
    view.setUint32(109, 1, true);
    setU64(view, 113, fields.nativeReserve, 'native reserve');
  }
  if (fields.immutableOwner) {
    bytes[TOKEN_ACCOUNT_SIZE] = ACCOUNT_TYPE.Account;
    view.setUint16(TOKEN_ACCOUNT_SIZE + 1, EXTENSION_IMMUTABLE_OWNER, true);
    view.setUint16(TOKEN_ACCOUNT_SIZE + 3, 0, true);
  }
  return bytes;
}

const viewOf = (data: Uint8Array): DataView => new DataView(data.buffer, data.byteOffset, data.byteLength);

/** Skips the base58 of mint and owner (~8 µs): pools, the maker and orders read balances constantly. */
export const readTokenAmount = tokenAmountOfAccount;

export interface TokenAccountView {
  readonly mint: Address;
  readonly owner: Address;
  readonly amount: bigint;
  readonly isNative: boolean;
}

export function readTokenAccount(data: Uint8Array): TokenAccountView {
  const account = decodeTokenAccount(data, encodeAddress);
  if (!account) throw new RangeError(`not a token account (${data.length} bytes)`);
  return { mint: account.mint, owner: account.owner, amount: account.amount, isNative: account.isNative };
}

export function withAmount(data: Uint8Array, amount: bigint): Uint8Array {
  const copy = data.slice();
  setU64(viewOf(copy), 64, amount, 'amount');
  return copy;
}

export function readMintSupply(data: Uint8Array): bigint {
  const supply = mintSupplyOf(data);
  if (supply === null) throw new RangeError(`not a mint (${data.length} bytes)`);
  return supply;
}

export function readMintDecimals(data: Uint8Array): number {
  const decimals = data.length >= MINT_SIZE ? mintDecimalsOf(data) : null;
  if (decimals === null) throw new RangeError(`not a mint (${data.length} bytes)`);
  return decimals;
}

export function withSupply(data: Uint8Array, supply: bigint): Uint8Array {
  const copy = data.slice();
  setU64(viewOf(copy), 36, supply, 'supply');
  return copy;
}

export function hasKeyAt(data: Uint8Array, offset: number, key: Uint8Array): boolean {
  if (data.length < offset + 32) return false;
  for (let i = 0; i < 32; i++) if (data[offset + i] !== key[i]) return false;
  return true;
}
