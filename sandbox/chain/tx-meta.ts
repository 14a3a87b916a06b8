import bs58 from 'bs58';
import { AddressLookupTableAccount, PublicKey, VersionedTransaction, type VersionedMessage } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs';
import type { AccountData, Address, TokenBalance } from './types';

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
export const LAMPORTS_PER_SIGNATURE = 5000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
/** Without a limit instruction the runtime allots this to each builtin program's instruction (agave 2.x). */
const DEFAULT_UNITS_PER_BUILTIN = 3_000n;
const MAX_UNITS = 1_400_000n;
const BUILTINS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'AddressLookupTab1e1111111111111111111111111',
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
]);

export interface DecodedTx {
  tx: VersionedTransaction;
  signature: string;
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
function loadedAddresses(message: VersionedMessage, getAccount: GetAccount) {
  const writable: Address[] = [];
  const readonly: Address[] = [];
  for (const lookup of message.addressTableLookups) {
    const table = getAccount(lookup.accountKey.toBase58());
    if (!table) continue;
    const state = AddressLookupTableAccount.deserialize(table.data);
    for (const i of lookup.writableIndexes) {
      const key = state.addresses[i];
      if (key) writable.push(key.toBase58());
    }
    for (const i of lookup.readonlyIndexes) {
      const key = state.addresses[i];
      if (key) readonly.push(key.toBase58());
    }
  }
  return { writable, readonly };
}

function readU32(data: Uint8Array, offset: number) {
  return BigInt(new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true));
}
function readU64(data: Uint8Array, offset: number) {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
}

/** Compute budget as the runtime reads it, for the fee (5,000 per signature + ceil(price × limit / 10^6)). */
function computeBudget(message: VersionedMessage, keys: Address[]) {
  let price = 0n;
  let limit: bigint | null = null;
  let defaultUnits = 0n;
  for (const ix of message.compiledInstructions) {
    const program = keys[ix.programIdIndex] ?? '';
    defaultUnits += BUILTINS.has(program) ? DEFAULT_UNITS_PER_BUILTIN : DEFAULT_UNITS_PER_INSTRUCTION;
    if (program !== COMPUTE_BUDGET_PROGRAM) continue;
    const data = ix.data;
    if (data[0] === 2 && data.length >= 5) limit = readU32(data, 1);
    if (data[0] === 3 && data.length >= 9) price = readU64(data, 1);
  }
  const units = limit ?? (defaultUnits > MAX_UNITS ? MAX_UNITS : defaultUnits);
  const priority = (price * units + 999_999n) / 1_000_000n;
  return { price, fee: BigInt(message.header.numRequiredSignatures) * LAMPORTS_PER_SIGNATURE + priority };
}

export class InvalidTransactionError extends Error {}

export function decodeTransaction(wire: Uint8Array, getAccount: GetAccount): DecodedTx {
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(wire);
  } catch (cause) {
    throw new InvalidTransactionError(`failed to deserialize transaction: ${String(cause)}`);
  }
  const message = tx.message;
  const first = tx.signatures[0];
  if (!first) throw new InvalidTransactionError('transaction has no signatures');
  const staticKeys = message.staticAccountKeys.map((k) => k.toBase58());
  const loaded = loadedAddresses(message, getAccount);
  const accountKeys = [...staticKeys, ...loaded.writable, ...loaded.readonly];
  const writableKeys = [...staticKeys.filter((_, i) => message.isAccountWritable(i)), ...loaded.writable];
  const { price, fee } = computeBudget(message, accountKeys);
  return {
    tx,
    signature: bs58.encode(first),
    blockhash: message.recentBlockhash,
    version: message.version === 'legacy' ? 'legacy' : 0,
    accountKeys,
    loaded,
    writableKeys,
    computeUnitPrice: price,
    fee,
  };
}

/** Token balances of the token accounts among `keys`, as getTransaction reports them (pre or post). */
export function tokenBalances(keys: Address[], getAccount: GetAccount): TokenBalance[] {
  const balances: TokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const account = getAccount(key);
    if (!account || account.data.length < 165) return;
    if (account.owner !== TOKEN_PROGRAM && account.owner !== TOKEN_2022_PROGRAM) return;
    const mint = new PublicKey(account.data.subarray(0, 32)).toBase58();
    const mintAccount = getAccount(mint);
    const decimals = mintAccount && mintAccount.data.length >= 45 ? (mintAccount.data[44] ?? 0) : 0;
    balances.push({
      accountIndex,
      mint,
      owner: new PublicKey(account.data.subarray(32, 64)).toBase58(),
      programId: account.owner,
      uiTokenAmount: uiTokenAmount(readU64(account.data, 64), decimals),
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
