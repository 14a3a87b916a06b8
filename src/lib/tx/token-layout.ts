import { PublicKey } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './instructions';

/** An SPL token account (165 bytes + Token-2022 extensions), the fields the firewall compares. */
export interface TokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: number;
  delegatedAmount: bigint;
  closeAuthority: string | null;
}

const ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;
const isTokenProgram = (owner: string) => owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM;
const key = (data: Uint8Array, at: number) => new PublicKey(data.subarray(at, at + 32)).toBase58();

export function tokenAccountOf(raw: { owner: string; data: Uint8Array } | null): TokenAccount | null {
  if (!raw || !isTokenProgram(raw.owner) || raw.data.length < ACCOUNT_SIZE) return null;
  // Token-2022 mints with extensions are longer than 165 bytes too: byte 165 says which kind it is (2 = account).
  if (raw.data.length > ACCOUNT_SIZE && raw.data[ACCOUNT_SIZE] !== 2) return null;
  const d = raw.data;
  const view = new DataView(d.buffer, d.byteOffset, d.byteLength);
  return {
    mint: key(d, 0),
    owner: key(d, 32),
    amount: view.getBigUint64(64, true),
    delegate: view.getUint32(72, true) ? key(d, 76) : null,
    state: d[108] ?? 0,
    delegatedAmount: view.getBigUint64(121, true),
    closeAuthority: view.getUint32(129, true) ? key(d, 133) : null,
  };
}

export const isMintAccount = (raw: { owner: string; data: Uint8Array } | null) =>
  !!raw &&
  isTokenProgram(raw.owner) &&
  (raw.data.length === MINT_SIZE || (raw.data.length > ACCOUNT_SIZE && raw.data[ACCOUNT_SIZE] === 1));

/** Token-2022 mint extensions that take a received token away from its holder (issue 24 §9). */
const DANGEROUS: Record<number, (value: Uint8Array) => string | null> = {
  6: (v) => (v[0] === 2 ? 'its accounts start frozen' : null),
  9: () => 'it cannot be transferred',
  12: () => 'a permanent delegate can take it from any holder',
};

/** Null for a plain mint, else why a token of this mint would not really be the wallet's. */
export function dangerousMintExtension(raw: { owner: string; data: Uint8Array } | null): string | null {
  if (!raw || raw.owner !== TOKEN_2022_PROGRAM || raw.data.length <= ACCOUNT_SIZE + 1) return null;
  const d = raw.data;
  const view = new DataView(d.buffer, d.byteOffset, d.byteLength);
  for (let at = ACCOUNT_SIZE + 1; at + 4 <= d.length;) {
    const type = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    const why = DANGEROUS[type]?.(d.subarray(at + 4, at + 4 + length));
    if (why) return why;
    at += 4 + length;
  }
  return null;
}
