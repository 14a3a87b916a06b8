import {
  PublicKey,
  VersionedTransaction,
  type AccountInfo,
  type AddressLookupTableAccount,
  type Connection,
} from '@solana/web3.js';
import { base64ToBytes } from '../../utils/base64';
import { isVersioned, type AnyTransaction } from '../tx-kind';
import { SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './instructions';

/** The native mint: SOL held as lamports and as wrapped SOL count as one asset. */
export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';

export type SimConnection = Pick<
  Connection,
  'getMultipleAccountsInfo' | 'simulateTransaction' | 'getAddressLookupTable'
>;

/** How much of `mint` the holder `owner` gains (negative: loses) if the transaction lands. */
export interface BalanceChange {
  owner: string;
  mint: string;
  delta: bigint;
}

export interface Simulation {
  changes: BalanceChange[];
  /** The TransactionError it would fail with, or null. */
  err: unknown;
  logs: string[];
}

interface Holding {
  owner: string;
  mint: string;
  amount: bigint;
}

type Raw = { lamports: number; owner: string; data: Uint8Array } | null;

function fromInfo(info: AccountInfo<Uint8Array> | null): Raw {
  return info ? { lamports: info.lamports, owner: info.owner.toBase58(), data: info.data } : null;
}

function fromSimulated(a: { lamports: number; owner: string; data: unknown } | null | undefined): Raw {
  if (!a) return null;
  const data = Array.isArray(a.data) && typeof a.data[0] === 'string' ? base64ToBytes(a.data[0]) : new Uint8Array();
  return { lamports: a.lamports, owner: a.owner, data };
}

/** SPL token account layout (165 bytes + extensions): mint 0..32, owner 32..64, amount 64..72, state at 108. */
function tokenHolding(raw: Raw): Holding | null {
  if (!raw || (raw.owner !== TOKEN_PROGRAM && raw.owner !== TOKEN_2022_PROGRAM) || raw.data.length < 165) return null;
  if (raw.data[108] === 0) return null;
  const view = new DataView(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength);
  return {
    mint: new PublicKey(raw.data.subarray(0, 32)).toBase58(),
    owner: new PublicKey(raw.data.subarray(32, 64)).toBase58(),
    amount: view.getBigUint64(64, true),
  };
}

/** SOL of a plain account (the wallet, a recipient, a new account), or the token a token account holds. */
function holdings(address: string, raw: Raw, wallet: string): Holding[] {
  const token = address === wallet ? null : tokenHolding(raw);
  if (token) return [token];
  if (address === wallet || !raw || raw.owner === SYSTEM_PROGRAM) {
    return [{ owner: address, mint: NATIVE_MINT, amount: BigInt(raw?.lamports ?? 0) }];
  }
  return [];
}

async function lookupTables(connection: SimConnection, tx: VersionedTransaction) {
  const tables: AddressLookupTableAccount[] = [];
  for (const lookup of tx.message.addressTableLookups) {
    const { value } = await connection.getAddressLookupTable(lookup.accountKey);
    if (!value) throw new Error(`lookup table ${lookup.accountKey.toBase58()} not found`);
    tables.push(value);
  }
  return tables;
}

/** Every account the message may write, base58, wallet first. */
async function writableAccounts(connection: SimConnection, tx: VersionedTransaction, wallet: string) {
  const keys = tx.message.getAccountKeys({ addressLookupTableAccounts: await lookupTables(connection, tx) });
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

/**
 * What the transaction would change, from the RPC's own simulation (issue 11 §2): signatures are not verified (the
 * wallet has not signed yet) and the blockhash is replaced, so only the effects are judged. Throws when the RPC
 * cannot simulate; the caller decides what that means.
 */
export async function simulateChanges(
  connection: SimConnection,
  transaction: AnyTransaction,
  wallet: string,
): Promise<Simulation> {
  const tx = isVersioned(transaction) ? transaction : new VersionedTransaction(transaction.compileMessage());
  const addresses = await writableAccounts(connection, tx, wallet);
  const pre = await connection.getMultipleAccountsInfo(
    addresses.map((a) => new PublicKey(a)),
    'confirmed',
  );
  const { value } = await connection.simulateTransaction(tx, {
    sigVerify: false,
    replaceRecentBlockhash: true,
    commitment: 'confirmed',
    accounts: { encoding: 'base64', addresses },
  });
  if (!value.err && value.accounts?.length !== addresses.length) {
    throw new Error('the RPC did not return the simulated accounts');
  }
  const before = addresses.flatMap((a, i) => holdings(a, fromInfo(pre[i] ?? null), wallet));
  const after = value.err
    ? before
    : addresses.flatMap((a, i) => holdings(a, fromSimulated(value.accounts?.[i]), wallet));
  return { changes: sumChanges(before, after), err: value.err, logs: value.logs ?? [] };
}
