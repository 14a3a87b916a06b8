import {
  PublicKey,
  VersionedTransaction,
  type AccountInfo,
  type AddressLookupTableAccount,
  type Connection,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { base64ToBytes } from '../../utils/base64';
import { isVersioned, type AnyTransaction } from '../tx-kind';
import type { SeenInstruction } from './authority';
import { SYSTEM_PROGRAM } from './instructions';
import { tokenAccountOf } from './token-layout';

export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';

export type SimConnection = Pick<
  Connection,
  'getMultipleAccountsInfo' | 'getMultipleAccountsInfoAndContext' | 'simulateTransaction' | 'getAddressLookupTable'
>;

export interface BalanceChange {
  owner: string;
  mint: string;
  delta: bigint;
}

export type Raw = { lamports: bigint; owner: string; data: Uint8Array } | null;

export interface SimAccount {
  address: string;
  pre: Raw;
  post: Raw;
}

export interface Simulation {
  changes: BalanceChange[];
  err: unknown;
  logs: string[];
  accounts: SimAccount[];
  inner: SeenInstruction[];
}

/**
 * Uncheckable: the service's transaction itself (refused) or RPC transport (`transport`, the only overridable case).
 */
export class UncheckableError extends Error {
  constructor(
    message: string,
    readonly transport: boolean,
  ) {
    super(message);
  }
}

const TRANSPORT = /fetch|network|timed? ?out|ECONN|socket|\b(429|502|503|504)\b|too many requests/i;

function fromInfo(info: AccountInfo<Uint8Array> | null): Raw {
  return info ? { lamports: BigInt(info.lamports), owner: info.owner.toBase58(), data: info.data } : null;
}

function fromSimulated(a: { lamports: number; owner: string; data: unknown } | null | undefined): Raw {
  if (!a) return null;
  const data = Array.isArray(a.data) && typeof a.data[0] === 'string' ? base64ToBytes(a.data[0]) : new Uint8Array();
  return { lamports: BigInt(a.lamports), owner: a.owner, data };
}

interface Holding {
  owner: string;
  mint: string;
  amount: bigint;
}

function holdings(address: string, raw: Raw, wallet: string): Holding[] {
  const token = address === wallet ? null : tokenAccountOf(raw);
  if (token) return token.state === 0 ? [] : [{ owner: token.owner, mint: token.mint, amount: token.amount }];
  if (address === wallet || !raw || raw.owner === SYSTEM_PROGRAM) {
    return [{ owner: address, mint: NATIVE_MINT, amount: raw?.lamports ?? 0n }];
  }
  return [];
}

/** The tables a v0 transaction loads accounts from, read through the user's RPC. */
export async function lookupTablesOf(connection: Pick<Connection, 'getAddressLookupTable'>, tx: AnyTransaction) {
  const tables: AddressLookupTableAccount[] = [];
  if (!isVersioned(tx)) return tables;
  for (const lookup of tx.message.addressTableLookups) {
    const { value } = await connection.getAddressLookupTable(lookup.accountKey);
    if (!value) {
      throw new UncheckableError(
        `it names a lookup table that does not exist (${lookup.accountKey.toBase58()})`,
        false,
      );
    }
    tables.push(value);
  }
  return tables;
}

async function writableAccounts(connection: SimConnection, tx: VersionedTransaction, wallet: string) {
  const tables = await lookupTablesOf(connection, tx);
  let keys;
  try {
    keys = tx.message.getAccountKeys({ addressLookupTableAccounts: tables });
  } catch {
    throw new UncheckableError('its lookup-table indexes point past the tables', false);
  }
  const writable = new Set([wallet]);
  for (let i = 0; i < keys.length; i++) {
    const key = keys.get(i);
    if (key && tx.message.isAccountWritable(i)) writable.add(key.toBase58());
  }
  return [...writable];
}

function sumChanges(before: Holding[], after: Holding[]): BalanceChange[] {
  const totals = new Map<string, BalanceChange>();
  const add = (h: Holding, sign: bigint) => {
    const key = `${h.owner}:${h.mint}`;
    const entry = totals.get(key) ?? { owner: h.owner, mint: h.mint, delta: 0n };
    entry.delta += sign * h.amount;
    totals.set(key, entry);
  };
  before.forEach((h) => add(h, -1n));
  after.forEach((h) => add(h, 1n));
  return [...totals.values()].filter((c) => c.delta !== 0n);
}

type InnerJson = { programId: unknown; accounts?: unknown[]; data?: unknown; parsed?: unknown };

function innerOf(list: readonly { instructions: readonly unknown[] }[] | null | undefined): SeenInstruction[] {
  const seen: SeenInstruction[] = [];
  for (const ix of (list ?? []).flatMap((entry) => entry.instructions as InnerJson[])) {
    const programId = String(ix.programId);
    const parsed = ix.parsed as { type?: unknown; info?: unknown } | undefined;
    if (parsed && typeof parsed.type === 'string' && typeof parsed.info === 'object' && parsed.info) {
      seen.push({
        programId,
        parsed: { type: parsed.type, info: parsed.info as Record<string, unknown> },
        inner: true,
      });
    } else {
      const data = typeof ix.data === 'string' ? bs58.decode(ix.data) : new Uint8Array();
      seen.push({ programId, accounts: (ix.accounts ?? []).map(String), data, inner: true });
    }
  }
  return seen;
}

const sameRaw = (a: Raw, b: Raw) =>
  a === b ||
  (!!a && !!b && a.lamports === b.lamports && a.owner === b.owner && bs58.encode(a.data) === bs58.encode(b.data));

async function preState(connection: SimConnection, keys: PublicKey[], minContextSlot?: number) {
  const { context, value } = await connection.getMultipleAccountsInfoAndContext(keys, {
    commitment: 'confirmed',
    ...(minContextSlot === undefined ? {} : { minContextSlot }),
  });
  return { slot: context.slot, raws: value.map((info) => fromInfo(info)) };
}

async function simulateOnce(connection: SimConnection, tx: VersionedTransaction, wallet: string) {
  const addresses = await writableAccounts(connection, tx, wallet);
  const keys = addresses.map((a) => new PublicKey(a));
  const before = await preState(connection, keys);
  const { context, value } = await connection.simulateTransaction(tx, {
    sigVerify: false,
    replaceRecentBlockhash: true,
    commitment: 'confirmed',
    innerInstructions: true,
    minContextSlot: before.slot,
    accounts: { encoding: 'base64', addresses },
  });
  if (!value.err && value.accounts?.length !== addresses.length) {
    throw new UncheckableError('the RPC did not return the simulated accounts', false);
  }
  // The simulation ran at a slot of its own: the state read before must still hold there, or it is read again.
  const after = context.slot === before.slot ? before : await preState(connection, keys, context.slot);
  const consistent = after.raws.every((raw, i) => sameRaw(raw, before.raws[i] ?? null));
  const accounts = addresses.map((address, i) => ({
    address,
    pre: before.raws[i] ?? null,
    post: value.err ? (before.raws[i] ?? null) : fromSimulated(value.accounts?.[i]),
  }));
  return { consistent, accounts, value };
}

/** Simulation effects only (issue 11 §2, issue 24): signatures unverified and the blockhash replaced. */
export async function simulateChanges(
  connection: SimConnection,
  transaction: AnyTransaction,
  wallet: string,
): Promise<Simulation> {
  const tx = isVersioned(transaction) ? transaction : new VersionedTransaction(transaction.compileMessage());
  try {
    let run = await simulateOnce(connection, tx, wallet);
    if (!run.consistent) run = await simulateOnce(connection, tx, wallet);
    if (!run.consistent)
      throw new UncheckableError('the accounts it touches kept changing while it was simulated', true);
    const { accounts, value } = run;
    const before = accounts.flatMap((a) => holdings(a.address, a.pre, wallet));
    const after = accounts.flatMap((a) => holdings(a.address, a.post, wallet));
    return {
      changes: sumChanges(before, after),
      err: value.err,
      logs: value.logs ?? [],
      accounts,
      inner: value.err ? [] : innerOf(value.innerInstructions),
    };
  } catch (e) {
    if (e instanceof UncheckableError) throw e;
    const message = e instanceof Error ? e.message : String(e);
    throw new UncheckableError(message, TRANSPORT.test(message));
  }
}
