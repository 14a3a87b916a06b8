import bs58 from 'bs58';
import { VersionedTransaction } from '@solana/web3.js';
import {
  computeBudgetOf,
  DEFAULT_UNITS_PER_INSTRUCTION,
  LAMPORTS_PER_SIGNATURE,
  MAX_COMPUTE_UNITS as MAX_UNITS,
  priorityFee,
} from '../../src/utils/solana-wire/compute-budget';
import {
  COMPUTE_BUDGET_PROGRAM,
  CONFIG_PROGRAM,
  LOADER_PROGRAMS,
  LOOKUP_TABLE_PROGRAM,
  SIG_VERIFY_PROGRAMS,
  STAKE_PROGRAM,
  SYSTEM_PROGRAM,
  VOTE_PROGRAM,
} from '../../src/utils/solana-wire/programs';
import { mintDecimalsOf, readTokenAccountBase, TOKEN_ACCOUNT_SIZE } from '../../src/utils/solana-wire/token-account';
import { encodeAddress } from '../world/address';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs';
import { readWire, staticWritable } from './wire-message';
import type { AccountData, Address, TokenBalance } from './types';

export { LAMPORTS_PER_SIGNATURE };
/** Without a limit instruction the runtime allots this to each builtin program's instruction (agave 2.x). */
const DEFAULT_UNITS_PER_BUILTIN = 3_000n;
const BUILTINS = new Set<string>([
  SYSTEM_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  LOOKUP_TABLE_PROGRAM,
  VOTE_PROGRAM,
  STAKE_PROGRAM,
  CONFIG_PROGRAM,
  ...LOADER_PROGRAMS,
  ...SIG_VERIFY_PROGRAMS,
]);

export interface DecodedTx {
  /** web3.js's, decoded on first use: the landing path reads the wire directly. */
  readonly tx: VersionedTransaction;
  signature: string;
  blankSignature: boolean;
  blockhash: string;
  version: 'legacy' | 0;
  accountKeys: Address[];
  loaded: { writable: Address[]; readonly: Address[] };
  writableKeys: Address[];
  computeUnitPrice: bigint;
  fee: bigint;
}

type GetAccount = (address: Address) => AccountData | null;

/** The addresses a v0 message loads from lookup tables, read from the ledger as the runtime would. */
const LOOKUP_TABLE_META_SIZE = 56;
const LOOKUP_TABLE_TYPE = 1;

export type TableReader = (i: number) => Address | undefined;

/** Only the indexes the message names are encoded: the whole table is 256 keys (~0.5 ms through web3.js). */
export function tableReader(data: Uint8Array): TableReader {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const size = data.length - LOOKUP_TABLE_META_SIZE;
  const type = data.length < 4 ? 0 : view.getUint32(0, true);
  if (type !== LOOKUP_TABLE_TYPE) throw new Error(`invalid account data; account type mismatch ${String(type)} != 1`);
  if (size < 0 || size % 32 !== 0) throw new Error('lookup table is invalid');
  return (i: number): Address | undefined => {
    const at = LOOKUP_TABLE_META_SIZE + 32 * i;
    return at + 32 <= data.length ? encodeAddress(data.subarray(at, at + 32)) : undefined;
  };
}

interface Lookup {
  table: Address;
  writable: ArrayLike<number>;
  readonly: ArrayLike<number>;
}

function loadedAddresses(lookups: Lookup[], getAccount: GetAccount, tables?: (a: Address) => TableReader | null) {
  const writable: Address[] = [];
  const readonly: Address[] = [];
  for (const lookup of lookups) {
    let addressAt = tables?.(lookup.table);
    if (addressAt === undefined) {
      const table = getAccount(lookup.table);
      addressAt = table && tableReader(table.data);
    }
    if (!addressAt) continue;
    for (const i of Array.from(lookup.writable)) {
      const key = addressAt(i);
      if (key) writable.push(key);
    }
    for (const i of Array.from(lookup.readonly)) {
      const key = addressAt(i);
      if (key) readonly.push(key);
    }
  }
  return { writable, readonly };
}

type Compiled = { programIdIndex: number; data: Uint8Array }[];

/** Compute budget as the runtime reads it, for the fee (5,000 per signature + ceil(price × limit / 10^6)). */
function computeBudget(compiled: Compiled, required: number, keys: Address[]) {
  const instructions = compiled.map((ix) => ({ programId: keys[ix.programIdIndex] ?? '', data: ix.data }));
  let defaultUnits = 0n;
  for (const { programId } of instructions) {
    defaultUnits += BUILTINS.has(programId) ? DEFAULT_UNITS_PER_BUILTIN : DEFAULT_UNITS_PER_INSTRUCTION;
  }
  const { limit, microLamports: price } = computeBudgetOf(instructions);
  const units = limit ?? (defaultUnits > MAX_UNITS ? MAX_UNITS : defaultUnits);
  const priority = priorityFee(units, price);
  return { price, fee: BigInt(required) * LAMPORTS_PER_SIGNATURE + priority };
}

export class InvalidTransactionError extends Error {}

interface Parts {
  signatures: Uint8Array[];
  staticKeys: Address[];
  writable: (index: number) => boolean;
  lookups: Lookup[];
  compiled: Compiled;
  required: number;
  blockhash: string;
  version: 'legacy' | 0;
}

function partsOf(tx: VersionedTransaction): Parts {
  const { message } = tx;
  return {
    signatures: tx.signatures,
    staticKeys: message.staticAccountKeys.map((k) => k.toBase58()),
    writable: (i) => message.isAccountWritable(i),
    lookups: message.addressTableLookups.map((l) => ({
      table: l.accountKey.toBase58(),
      writable: l.writableIndexes,
      readonly: l.readonlyIndexes,
    })),
    compiled: message.compiledInstructions,
    required: message.header.numRequiredSignatures,
    blockhash: message.recentBlockhash,
    version: message.version === 'legacy' ? 'legacy' : 0,
  };
}

function deserialize(wire: Uint8Array): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(wire);
  } catch (cause) {
    throw new InvalidTransactionError(`failed to deserialize transaction: ${String(cause)}`);
  }
}

/** `tables`: lookup tables as the ledger keeps them decoded (the landing path); else each is read through `getAccount`. */
export function decodeTransaction(
  wire: Uint8Array,
  getAccount: GetAccount,
  tables?: (address: Address) => TableReader | null,
): DecodedTx {
  const own = Uint8Array.from(wire);
  const read = readWire(own);
  let tx = read ? null : deserialize(own);
  const parts: Parts = read
    ? {
        signatures: read.signatures,
        staticKeys: read.staticKeys.map(encodeAddress),
        writable: (i) => staticWritable(read.header, read.staticKeys.length, i),
        lookups: read.lookups.map((l) => ({
          table: encodeAddress(l.table),
          writable: l.writable,
          readonly: l.readonly,
        })),
        compiled: read.instructions,
        required: read.header.required,
        blockhash: encodeAddress(read.blockhash),
        version: read.version,
      }
    : partsOf(tx as VersionedTransaction);
  const first = parts.signatures[0];
  if (!first) throw new InvalidTransactionError('transaction has no signatures');
  const { staticKeys } = parts;
  const loaded = loadedAddresses(parts.lookups, getAccount, tables);
  const accountKeys = [...staticKeys, ...loaded.writable, ...loaded.readonly];
  const writableKeys = [...staticKeys.filter((_, i) => parts.writable(i)), ...loaded.writable];
  const { price, fee } = computeBudget(parts.compiled, parts.required, accountKeys);
  return {
    get tx() {
      return (tx ??= deserialize(own));
    },
    signature: bs58.encode(first),
    blankSignature: parts.signatures.some((s) => s.every((b) => b === 0)),
    blockhash: parts.blockhash,
    version: parts.version,
    accountKeys,
    loaded,
    writableKeys,
    computeUnitPrice: price,
    fee,
  };
}

export const decimalsIn = (mint: AccountData | null) => (mint ? mintDecimalsOf(mint.data) : null) ?? 0;

/** Token balances of the token accounts among `keys`, as getTransaction reports them (pre or post). */
export function tokenBalances(
  keys: Address[],
  getAccount: GetAccount,
  decimalsOf: (mint: Address) => number,
): TokenBalance[] {
  const balances: TokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const account = getAccount(key);
    if (!account || account.data.length < TOKEN_ACCOUNT_SIZE) return;
    if (account.owner !== TOKEN_PROGRAM && account.owner !== TOKEN_2022_PROGRAM) return;
    const { mint, owner, amount } = readTokenAccountBase(account.data, encodeAddress);
    const decimals = decimalsOf(mint);
    balances.push({
      accountIndex,
      mint,
      owner,
      programId: account.owner,
      uiTokenAmount: uiTokenAmount(amount, decimals),
    });
  });
  return balances;
}

/** Real RPC's uiTokenAmount: the raw string, decimals, a float (lossy, as RPC's) and the exact decimal string. */
export function uiTokenAmount(raw: bigint, decimals: number) {
  const base = 10n ** BigInt(decimals);
  const whole = raw / base;
  const frac = (raw % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  const uiAmountString = frac ? `${whole.toString()}.${frac}` : whole.toString();
  return { amount: raw.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}
