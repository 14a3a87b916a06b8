import { PublicKey } from '@solana/web3.js';
import type { AnyTransaction } from '../../../lib/tx-kind';
import { isVersioned } from '../../../lib/tx-kind';
import {
  ATA_PROGRAM,
  flatInstructions,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  type FlatInstruction,
} from '../../../lib/tx/instructions';
import { COMPUTE_BUDGET_PROGRAM } from '../../../lib/tx/programs';
import { borshStrings, readU32, readU64 } from '../../../utils/solana-wire/bytes';

export const DBC_PROGRAM = 'dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN';

const METADATA_INITIALIZE = [210, 225, 30, 162, 88, 184, 77, 141];
const DBC_SWAP = [248, 198, 158, 145, 225, 117, 135, 200];
const DBC_CREATES = [
  [169, 118, 51, 78, 145, 110, 220, 155],
  [140, 85, 215, 176, 102, 54, 104, 79],
];

export interface TokenMetadata {
  name: string;
  symbol: string;
  uri: string;
}

export interface DbcPool {
  config: string;
  pool: string;
  baseMint: string;
  quoteMint: string;
  baseVault: string;
  quoteVault: string;
  baseProgram: string;
}

export interface CreateTxReading {
  feePayer: string | null;
  created: { from: string; account: string; owner: string }[];
  mintInits: { mint: string; decimals: number; authority: string; freeze: string | null }[];
  pointers: { mint: string; metadata: string | null }[];
  metadata: (TokenMetadata & { account: string; mint: string })[];
  atas: { ata: string; owner: string; mint: string; program: string }[];
  mintTos: { mint: string; to: string; amount: bigint }[];
  authorities: { account: string; type: number; to: string | null }[];
  dbc: (TokenMetadata & DbcPool & { creator: string; payer: string })[];
  /** Token transfers (a dev buy's legs); `mint` is null for the unchecked form. */
  transfers: { program: string; from: string; to: string; authority: string; mint: string | null; amount: bigint }[];
  swaps: { pool: string; input: string; output: string; payer: string; amountIn: bigint; minOut: bigint }[];
  /** SOL moved by the system program (a dev buy's wrap), its wrapped accounts synced and closed. */
  solTransfers: { from: string; to: string; lamports: bigint }[];
  syncs: string[];
  closes: { account: string; to: string; owner: string }[];
  unexpected: string[];
}

const key = (bytes: Uint8Array) => new PublicKey(bytes).toBase58();
const u64 = (data: Uint8Array, at: number) => readU64(data, at) ?? 0n;
const u32 = (data: Uint8Array, at: number) => readU32(data, at) ?? 0;
const startsWith = (data: Uint8Array, prefix: number[]) => prefix.every((b, i) => data[i] === b);

export const associatedAddress = (owner: string, mint: string, program: string): string =>
  PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBytes(), new PublicKey(program).toBytes(), new PublicKey(mint).toBytes()],
    new PublicKey(ATA_PROGRAM),
  )[0].toBase58();

function readToken(ix: FlatInstruction, a: string[], out: CreateTxReading, n: number) {
  const d = ix.data;
  const tag = d[0];
  if (ix.programId === TOKEN_2022_PROGRAM && startsWith(d, METADATA_INITIALIZE)) {
    const [name, symbol, uri] = borshStrings(d, 8, 3)?.strings ?? [];
    if (name === undefined || symbol === undefined || uri === undefined) {
      out.unexpected.push(`its token metadata (instruction ${String(n)}) cannot be read`);
    } else out.metadata.push({ account: a[0] ?? '', mint: a[2] ?? '', name, symbol, uri });
  } else if ((tag === 20 || tag === 0) && d.length >= 35) {
    const freeze = d[34] === 1 && d.length >= 67 ? key(d.subarray(35, 67)) : null;
    out.mintInits.push({ mint: a[0] ?? '', decimals: d[1] ?? 0, authority: key(d.subarray(2, 34)), freeze });
  } else if (tag === 39 && d[1] === 0 && d.length >= 66 && ix.programId === TOKEN_2022_PROGRAM) {
    const metadata = d.subarray(34, 66);
    out.pointers.push({ mint: a[0] ?? '', metadata: metadata.some((b) => b !== 0) ? key(metadata) : null });
  } else if ((tag === 7 || tag === 14) && d.length >= 9) {
    out.mintTos.push({ mint: a[0] ?? '', to: a[1] ?? '', amount: u64(d, 1) });
  } else if (tag === 3 && d.length >= 9) {
    out.transfers.push({
      program: ix.programId,
      from: a[0] ?? '',
      to: a[1] ?? '',
      authority: a[2] ?? '',
      mint: null,
      amount: u64(d, 1),
    });
  } else if (tag === 12 && d.length >= 10) {
    const [from = '', mint = '', to = '', authority = ''] = a;
    out.transfers.push({ program: ix.programId, from, to, authority, mint, amount: u64(d, 1) });
  } else if (tag === 17 && ix.programId === TOKEN_PROGRAM) {
    out.syncs.push(a[0] ?? '');
  } else if (tag === 9) {
    out.closes.push({ account: a[0] ?? '', to: a[1] ?? '', owner: a[2] ?? '' });
  } else if (tag === 6 && d.length >= 3) {
    const to = d[2] === 1 && d.length >= 35 ? key(d.subarray(3, 35)) : null;
    out.authorities.push({ account: a[0] ?? '', type: d[1] ?? 0, to });
  } else {
    const program = ix.programId === TOKEN_PROGRAM ? 'token program' : 'Token-2022';
    out.unexpected.push(`a ${program} instruction no launch needs (instruction ${String(n)}, kind ${String(tag)})`);
  }
}

function readDbc(ix: FlatInstruction, a: string[], out: CreateTxReading, n: number) {
  if (startsWith(ix.data, DBC_SWAP) && ix.data.length >= 24) {
    // IDL order: pool authority, config, pool, input, output, vaults, mints, payer, programs, referral, event authority.
    const [, , pool = '', input = '', output = ''] = a;
    const payer = a[9] ?? '';
    out.swaps.push({ pool, input, output, payer, amountIn: u64(ix.data, 8), minOut: u64(ix.data, 16) });
    return;
  }
  const which = DBC_CREATES.findIndex((d) => startsWith(ix.data, d));
  if (which < 0) {
    out.unexpected.push(`a call to the curve program that is not its create (instruction ${String(n)})`);
    return;
  }
  const [name, symbol, uri] = borshStrings(ix.data, 8, 3)?.strings ?? [];
  if (name === undefined || symbol === undefined || uri === undefined) {
    out.unexpected.push(`the curve program's create (instruction ${String(n)}) cannot be read`);
    return;
  }
  // Accounts as the IDL orders them: config, pool authority, creator, base mint, quote mint, pool, two vaults, then
  // the payer (after the Metaplex metadata account and program in the SPL-token variant).
  const [config = '', , creator = '', baseMint = '', quoteMint = '', pool = '', baseVault = '', quoteVault = ''] = a;
  const payer = a[which === 0 ? 8 : 10] ?? '';
  const baseProgram = which === 0 ? TOKEN_2022_PROGRAM : TOKEN_PROGRAM;
  out.dbc.push({
    name,
    symbol,
    uri,
    creator,
    payer,
    config,
    pool,
    baseMint,
    quoteMint,
    baseVault,
    quoteVault,
    baseProgram,
  });
}

/** Reads a create transaction; never throws on hostile bytes (what it cannot read lands in `unexpected`). */
export function readCreateTx(tx: AnyTransaction): CreateTxReading {
  const out: CreateTxReading = {
    feePayer: isVersioned(tx)
      ? (tx.message.staticAccountKeys[0]?.toBase58() ?? null)
      : (tx.feePayer?.toBase58() ?? null),
    created: [],
    mintInits: [],
    pointers: [],
    metadata: [],
    atas: [],
    mintTos: [],
    authorities: [],
    dbc: [],
    transfers: [],
    swaps: [],
    solTransfers: [],
    syncs: [],
    closes: [],
    unexpected: [],
  };
  flatInstructions(tx).forEach((ix, i) => {
    const n = i + 1;
    // An account from a lookup table reads as '': an address the page cannot know, so it never matches.
    const a = ix.accounts.map((k) => k ?? '');
    const d = ix.data;
    try {
      if (ix.programId === COMPUTE_BUDGET_PROGRAM) return;
      if (ix.programId === SYSTEM_PROGRAM) {
        if (d.length >= 52 && u32(d, 0) === 0) {
          out.created.push({ from: a[0] ?? '', account: a[1] ?? '', owner: key(d.subarray(20, 52)) });
        } else if (d.length >= 12 && u32(d, 0) === 2) {
          out.solTransfers.push({ from: a[0] ?? '', to: a[1] ?? '', lamports: u64(d, 4) });
        }
        return;
      }
      if (ix.programId === ATA_PROGRAM) {
        if (d.length === 0 || d[0] === 0 || d[0] === 1) {
          out.atas.push({ ata: a[1] ?? '', owner: a[2] ?? '', mint: a[3] ?? '', program: a[5] ?? '' });
        } else out.unexpected.push(`an associated-account instruction no launch needs (instruction ${String(n)})`);
        return;
      }
      if (ix.programId === TOKEN_PROGRAM || ix.programId === TOKEN_2022_PROGRAM) readToken(ix, a, out, n);
      else if (ix.programId === DBC_PROGRAM) readDbc(ix, a, out, n);
    } catch {
      out.unexpected.push(`instruction ${String(n)} cannot be read`);
    }
  });
  return out;
}
