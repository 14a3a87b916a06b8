import { newBytes, readU64, writeU64, type Alloc } from './bytes';

export const TOKEN_IX = {
  Transfer: 3,
  Approve: 4,
  Revoke: 5,
  SetAuthority: 6,
  MintTo: 7,
  Burn: 8,
  CloseAccount: 9,
  TransferChecked: 12,
  ApproveChecked: 13,
  MintToChecked: 14,
  BurnChecked: 15,
  SyncNative: 17,
} as const;
export const AUTHORITY_TYPE = { MintTokens: 0, FreezeAccount: 1, AccountOwner: 2, CloseAccount: 3 } as const;
export const ATA_IX = { Create: 0, CreateIdempotent: 1 } as const;

/** Tag, u64 amount, and the mint's decimals for the `*Checked` forms. */
export function encodeTokenAmount<T extends Uint8Array>(
  tag: number,
  amount: bigint,
  decimals?: number,
  alloc: Alloc<T> = newBytes as Alloc<T>,
): T {
  const data = alloc(decimals === undefined ? 9 : 10);
  data[0] = tag;
  writeU64(data, 1, amount);
  if (decimals !== undefined) data[9] = decimals;
  return data;
}

export const tokenAmountOf = (data: Uint8Array): bigint | null => readU64(data, 1);

export function encodeSetAuthority<T extends Uint8Array>(
  type: number,
  newAuthority: Uint8Array | null,
  alloc: Alloc<T> = newBytes as Alloc<T>,
): T {
  const data = alloc(newAuthority ? 35 : 3);
  data[0] = TOKEN_IX.SetAuthority;
  data[1] = type;
  data[2] = newAuthority ? 1 : 0;
  if (newAuthority) data.set(newAuthority, 3);
  return data;
}
