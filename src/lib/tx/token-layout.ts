import { PublicKey } from '@solana/web3.js';
import { isTokenProgram, TOKEN_2022_PROGRAM } from '../../utils/solana-wire/programs';
import { readU16 } from '../../utils/solana-wire/bytes';
import {
  decodeTokenAccount,
  isMintData,
  TOKEN_ACCOUNT_SIZE,
  type TokenAccount as WireTokenAccount,
} from '../../utils/solana-wire/token-account';

/** The fields the firewall compares. */
export type TokenAccount = Omit<WireTokenAccount, 'isNative'>;

const encodeKey = (bytes: Uint8Array) => new PublicKey(bytes).toBase58();

export function tokenAccountOf(raw: { owner: string; data: Uint8Array } | null): TokenAccount | null {
  if (!raw || !isTokenProgram(raw.owner)) return null;
  const account = decodeTokenAccount(raw.data, encodeKey);
  if (!account) return null;
  const { isNative: _, ...fields } = account;
  return fields;
}

export const isMintAccount = (raw: { owner: string; data: Uint8Array } | null) =>
  !!raw && isTokenProgram(raw.owner) && isMintData(raw.data);

/** Token-2022 mint extensions that take a received token away from its holder (issue 24 §9). */
const DANGEROUS: Record<number, (value: Uint8Array) => string | null> = {
  6: (v) => (v[0] === 2 ? 'its accounts start frozen' : null),
  9: () => 'it cannot be transferred',
  12: () => 'a permanent delegate can take it from any holder',
};

/** Null for a plain mint, else why a token of this mint would not really be the wallet's. */
export function dangerousMintExtension(raw: { owner: string; data: Uint8Array } | null): string | null {
  if (!raw || raw.owner !== TOKEN_2022_PROGRAM || raw.data.length <= TOKEN_ACCOUNT_SIZE + 1) return null;
  const d = raw.data;
  for (let at = TOKEN_ACCOUNT_SIZE + 1; at + 4 <= d.length;) {
    const type = readU16(d, at) ?? 0;
    const length = readU16(d, at + 2) ?? 0;
    const why = DANGEROUS[type]?.(d.subarray(at + 4, at + 4 + length));
    if (why) return why;
    at += 4 + length;
  }
  return null;
}
