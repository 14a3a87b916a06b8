import { PublicKey } from '@solana/web3.js';
import { isTokenProgram, TOKEN_2022_PROGRAM } from '../../utils/solana-wire/programs';
import { readU16, readU32 } from '../../utils/solana-wire/bytes';
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

/** A Token-2022 mint's extensions as type and value. */
function extensionsOf(raw: { owner: string; data: Uint8Array } | null): [number, Uint8Array][] {
  if (!raw || raw.owner !== TOKEN_2022_PROGRAM || raw.data.length <= TOKEN_ACCOUNT_SIZE + 1) return [];
  const d = raw.data;
  const out: [number, Uint8Array][] = [];
  for (let at = TOKEN_ACCOUNT_SIZE + 1; at + 4 <= d.length;) {
    const length = readU16(d, at + 2) ?? 0;
    out.push([readU16(d, at) ?? 0, d.subarray(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return out;
}

/** Null for a plain mint, else why a token of this mint would not really be the wallet's. */
export function dangerousMintExtension(raw: { owner: string; data: Uint8Array } | null): string | null {
  for (const [type, value] of extensionsOf(raw)) {
    const why = DANGEROUS[type]?.(value);
    if (why) return why;
  }
  return null;
}

const METADATA_EXTENSION = 19;

/** A mint's decimals and the symbol its Token-2022 metadata gives (after update authority, mint and name). */
export function mintMetadataOf(raw: { owner: string; data: Uint8Array } | null) {
  if (!isMintAccount(raw) || !raw) return null;
  const value = extensionsOf(raw).find(([type]) => type === METADATA_EXTENSION)?.[1];
  const nameLength = value ? readU32(value, 64) : null;
  if (!value || nameLength === null) return null;
  const symbolLength = readU32(value, 68 + nameLength);
  if (symbolLength === null || 72 + nameLength + symbolLength > value.length) return null;
  const symbol = new TextDecoder().decode(value.subarray(72 + nameLength, 72 + nameLength + symbolLength));
  return { symbol, decimals: raw.data[44] ?? 0 };
}
