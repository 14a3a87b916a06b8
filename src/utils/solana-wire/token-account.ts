import { readU32, readU64 } from './bytes';

export const MINT_SIZE = 82;
export const TOKEN_ACCOUNT_SIZE = 165;
/** Token-2022 writes the kind after the 165 base bytes when extensions follow. */
export const ACCOUNT_TYPE = { Mint: 1, Account: 2 } as const;

export interface TokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: number;
  delegatedAmount: bigint;
  closeAuthority: string | null;
  isNative: boolean;
}

export type EncodeKey = (bytes: Uint8Array) => string;

export const isTokenAccountData = (data: Uint8Array): boolean =>
  data.length === TOKEN_ACCOUNT_SIZE ||
  (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE.Account);

export const isMintData = (data: Uint8Array): boolean =>
  data.length === MINT_SIZE || (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE.Mint);

/** Skips the base58 of mint and owner: callers that only need the balance read it often. */
export const tokenAmountOfAccount = (data: Uint8Array | undefined): bigint =>
  data && isTokenAccountData(data) ? (readU64(data, 64) ?? 0n) : 0n;

/** The account's fields, or null when the bytes are no token account (a mint, or too short). */
export function decodeTokenAccount(data: Uint8Array, encodeKey: EncodeKey): TokenAccount | null {
  return isTokenAccountData(data) ? readTokenAccountBase(data, encodeKey) : null;
}

/** The 165 base bytes, whatever kind of account follows them. */
export function readTokenAccountBase(data: Uint8Array, encodeKey: EncodeKey): TokenAccount {
  const key = (at: number) => encodeKey(data.subarray(at, at + 32));
  return {
    mint: key(0),
    owner: key(32),
    amount: readU64(data, 64) ?? 0n,
    delegate: readU32(data, 72) ? key(76) : null,
    state: data[108] ?? 0,
    isNative: readU32(data, 109) === 1,
    delegatedAmount: readU64(data, 121) ?? 0n,
    closeAuthority: readU32(data, 129) ? key(133) : null,
  };
}

export function mintSupplyOf(data: Uint8Array): bigint | null {
  return data.length >= MINT_SIZE ? readU64(data, 36) : null;
}

export function mintDecimalsOf(data: Uint8Array): number | null {
  return data.length >= 45 ? (data[44] ?? 0) : null;
}
