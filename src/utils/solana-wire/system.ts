import { newBytes, readU32, readU64, writeU32, writeU64, type Alloc } from './bytes';

export const SYSTEM_IX = {
  CreateAccount: 0,
  Assign: 1,
  Transfer: 2,
  CreateAccountWithSeed: 3,
  AdvanceNonceAccount: 4,
  WithdrawNonceAccount: 5,
  AuthorizeNonceAccount: 7,
  Allocate: 8,
  AllocateWithSeed: 9,
  AssignWithSeed: 10,
  TransferWithSeed: 11,
} as const;
const TRANSFER_SIZE = 12;

export const systemTagOf = (data: Uint8Array): number | null => readU32(data, 0);

/** Accounts: [from (signer, writable), to (writable)]. */
export function encodeSystemTransfer<T extends Uint8Array>(
  lamports: bigint,
  alloc: Alloc<T> = newBytes as Alloc<T>,
): T {
  const data = alloc(TRANSFER_SIZE);
  writeU32(data, 0, SYSTEM_IX.Transfer);
  writeU64(data, 4, lamports);
  return data;
}

/** The lamports of an exact Transfer, else null. */
export function decodeSystemTransfer(data: Uint8Array): bigint | null {
  if (data.length !== TRANSFER_SIZE || systemTagOf(data) !== SYSTEM_IX.Transfer) return null;
  return readU64(data, 4);
}

/** The lamports of Transfer and TransferWithSeed (u64 after the tag), else null. */
export const systemLamportsOf = (data: Uint8Array): bigint | null => readU64(data, 4);
