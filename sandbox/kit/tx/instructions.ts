import { PublicKey, TransactionInstruction, type AccountMeta, type Keypair } from '@solana/web3.js';
import { encodeComputeUnitLimit, encodeComputeUnitPrice } from '../../../src/utils/solana-wire/compute-budget';
import {
  ATA_PROGRAM as ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  SYSTEM_PROGRAM,
} from '../../../src/utils/solana-wire/programs';
import { encodeSystemTransfer } from '../../../src/utils/solana-wire/system';
import {
  ATA_IX,
  AUTHORITY_TYPE,
  encodeSetAuthority,
  encodeTokenAmount,
  TOKEN_IX,
} from '../../../src/utils/solana-wire/token';
import type { Address } from '../../world/address';

// The runtime must not import @solana/spl-token (~440 ms of start-up): utils/solana-wire encodes the few layouts.
export { LOOKUP_TABLE_PROGRAM as ADDRESS_LOOKUP_TABLE_PROGRAM } from '../../../src/utils/solana-wire/programs';
export { ASSOCIATED_TOKEN_PROGRAM, COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM, TOKEN_IX };

const MAX_KEYS = 20_000;
const keys = new Map<Address, PublicKey>();

const names = new WeakMap<PublicKey, Address>();

/** Cached: base58 decoding costs microseconds, and a swap names the same keys again. */
export function pk(address: Address): PublicKey {
  let key = keys.get(address);
  if (!key) {
    if (keys.size >= MAX_KEYS) keys.clear();
    key = new PublicKey(address);
    keys.set(address, key);
    names.set(key, address);
  }
  return key;
}

export function addressOf(key: PublicKey): Address {
  let address = names.get(key);
  if (address === undefined) {
    address = key.toBase58();
    names.set(key, address);
  }
  return address;
}

const keypairAddresses = new WeakMap<Keypair, Address>();

export function keypairAddress(keypair: Keypair): Address {
  let address = keypairAddresses.get(keypair);
  if (!address) {
    address = keypair.publicKey.toBase58();
    keypairAddresses.set(keypair, address);
  }
  return address;
}

/** Frozen and shared by instructions. */
const metas = new Map<Address, readonly AccountMeta[]>();

function meta(address: Address, isWritable: boolean, isSigner = false): AccountMeta {
  let four = metas.get(address);
  if (!four) {
    if (metas.size >= MAX_KEYS) metas.clear();
    const pubkey = pk(address);
    four = [0, 1, 2, 3].map((i) => Object.freeze({ pubkey, isWritable: (i & 1) === 1, isSigner: i >= 2 }));
    metas.set(address, four);
  }
  return four[(isSigner ? 2 : 0) + (isWritable ? 1 : 0)] as AccountMeta;
}

// web3.js's constructor allocates an empty Buffer for `data` before it takes this one: the same object without it.
function ix(programId: Address, accounts: AccountMeta[], data: Buffer): TransactionInstruction {
  const instruction = Object.create(TransactionInstruction.prototype) as TransactionInstruction;
  instruction.keys = accounts;
  instruction.programId = pk(programId);
  instruction.data = data;
  return instruction;
}

/** A slice of Node's buffer pool. */
const pooled = (size: number) => Buffer.allocUnsafe(size);

/** Amount-free instructions repeat between orders: built once, frozen so no holder can change another's. */
type Part = string | number | bigint;
type Shared = Map<Part, Shared | TransactionInstruction>;
let shared: Shared = new Map();
let sharedCount = 0;

// Keyed by a path of its parts (addresses come from caches, their hashes kept): no joined key to build and hash.
function sharedIx(make: () => TransactionInstruction, ...key: Part[]): TransactionInstruction {
  let node = shared;
  const last = key.length - 1;
  for (let i = 0; i < last; i++) {
    const part = key[i] as Part;
    let next = node.get(part) as Shared | undefined;
    if (!next) {
      next = new Map();
      node.set(part, next);
    }
    node = next;
  }
  const leaf = key[last] as Part;
  let instruction = node.get(leaf) as TransactionInstruction | undefined;
  if (!instruction) {
    if (++sharedCount > MAX_KEYS) {
      shared = new Map();
      sharedCount = 0;
      return sharedIx(make, ...key);
    }
    instruction = make();
    Object.freeze(instruction.keys);
    Object.freeze(instruction);
    node.set(leaf, instruction);
  }
  return instruction;
}

const ONE_BYTE = {
  createIdempotent: Buffer.of(ATA_IX.CreateIdempotent),
  syncNative: Buffer.of(TOKEN_IX.SyncNative),
  closeAccount: Buffer.of(TOKEN_IX.CloseAccount),
};

export function setComputeUnitLimit(units: number): TransactionInstruction {
  return sharedIx(() => ix(COMPUTE_BUDGET_PROGRAM, [], encodeComputeUnitLimit(units, pooled)), 'limit', units);
}

export function setComputeUnitPrice(microLamports: bigint): TransactionInstruction {
  return sharedIx(
    () => ix(COMPUTE_BUDGET_PROGRAM, [], encodeComputeUnitPrice(microLamports, pooled)),
    'price',
    microLamports,
  );
}

export function systemTransfer(from: Address, to: Address, lamports: bigint): TransactionInstruction {
  const data = encodeSystemTransfer(lamports, pooled);
  return ix(SYSTEM_PROGRAM, [meta(from, true, true), meta(to, true)], data);
}

export function createAtaIdempotent(
  payer: Address,
  ata: Address,
  owner: Address,
  mint: Address,
  tokenProgram: Address,
): TransactionInstruction {
  return sharedIx(
    () =>
      ix(
        ASSOCIATED_TOKEN_PROGRAM,
        [
          meta(payer, true, true),
          meta(ata, true),
          meta(owner, false),
          meta(mint, false),
          meta(SYSTEM_PROGRAM, false),
          meta(tokenProgram, false),
        ],
        ONE_BYTE.createIdempotent,
      ),
    'ata',
    payer,
    ata,
  );
}

export function transferChecked(
  tokenProgram: Address,
  source: Address,
  mint: Address,
  destination: Address,
  authority: Address,
  amount: bigint,
  decimals: number,
): TransactionInstruction {
  const data = encodeTokenAmount(TOKEN_IX.TransferChecked, amount, decimals, pooled);
  return ix(
    tokenProgram,
    [meta(source, true), meta(mint, false), meta(destination, true), meta(authority, false, true)],
    data,
  );
}

export function mintTo(
  tokenProgram: Address,
  mint: Address,
  destination: Address,
  authority: Address,
  amount: bigint,
): TransactionInstruction {
  const data = encodeTokenAmount(TOKEN_IX.MintTo, amount, undefined, pooled);
  return ix(tokenProgram, [meta(mint, true), meta(destination, true), meta(authority, false, true)], data);
}

export function burn(
  tokenProgram: Address,
  account: Address,
  mint: Address,
  owner: Address,
  amount: bigint,
): TransactionInstruction {
  const data = encodeTokenAmount(TOKEN_IX.Burn, amount, undefined, pooled);
  return ix(tokenProgram, [meta(account, true), meta(mint, true), meta(owner, false, true)], data);
}

export function syncNative(tokenProgram: Address, account: Address): TransactionInstruction {
  return sharedIx(() => ix(tokenProgram, [meta(account, true)], ONE_BYTE.syncNative), 'sync', account, tokenProgram);
}

export function closeAccount(
  tokenProgram: Address,
  account: Address,
  destination: Address,
  owner: Address,
): TransactionInstruction {
  return sharedIx(
    () =>
      ix(tokenProgram, [meta(account, true), meta(destination, true), meta(owner, false, true)], ONE_BYTE.closeAccount),
    'close',
    tokenProgram,
    account,
    destination,
    owner,
  );
}

export function setCloseAuthority(
  tokenProgram: Address,
  account: Address,
  owner: Address,
  newAuthority: Address,
): TransactionInstruction {
  const data = encodeSetAuthority(AUTHORITY_TYPE.CloseAccount, pk(newAuthority).toBytes(), pooled);
  return ix(tokenProgram, [meta(account, true), meta(owner, false, true)], data);
}
