import { PublicKey, TransactionInstruction, type AccountMeta, type Keypair } from '@solana/web3.js';
import type { Address } from '../../world/address';

/** Encoded by hand: the runtime must not import @solana/spl-token (~440 ms of start-up); layouts are a few bytes. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';

export const TOKEN_IX = {
  Transfer: 3,
  SetAuthority: 6,
  MintTo: 7,
  Burn: 8,
  CloseAccount: 9,
  TransferChecked: 12,
  SyncNative: 17,
} as const;
const AUTHORITY_CLOSE_ACCOUNT = 3;

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

function ix(programId: Address, accounts: AccountMeta[], data: Buffer): TransactionInstruction {
  return new TransactionInstruction({ programId: pk(programId), keys: accounts, data });
}

/** A slice of Node's buffer pool. */
function dataOf(size: number): { data: Buffer; view: DataView } {
  const data = Buffer.allocUnsafe(size).fill(0);
  return { data, view: new DataView(data.buffer, data.byteOffset, size) };
}

function u64(tag: number, value: bigint, extra = 0): { data: Buffer; view: DataView } {
  const { data, view } = dataOf(9 + extra);
  data[0] = tag;
  view.setBigUint64(1, value, true);
  return { data, view };
}

/** Amount-free instructions repeat between orders: built once, frozen so no holder can change another's. */
const shared = new Map<string, TransactionInstruction>();

function sharedIx(key: string, make: () => TransactionInstruction): TransactionInstruction {
  let instruction = shared.get(key);
  if (!instruction) {
    if (shared.size >= MAX_KEYS) shared.clear();
    instruction = make();
    Object.freeze(instruction.keys);
    Object.freeze(instruction);
    shared.set(key, instruction);
  }
  return instruction;
}

const ONE_BYTE = {
  createIdempotent: Buffer.of(1),
  syncNative: Buffer.of(TOKEN_IX.SyncNative),
  closeAccount: Buffer.of(TOKEN_IX.CloseAccount),
};

export function setComputeUnitLimit(units: number): TransactionInstruction {
  return sharedIx(`limit:${String(units)}`, () => {
    const { data, view } = dataOf(5);
    data[0] = 2;
    view.setUint32(1, units, true);
    return ix(COMPUTE_BUDGET_PROGRAM, [], data);
  });
}

export function setComputeUnitPrice(microLamports: bigint): TransactionInstruction {
  return sharedIx(`price:${microLamports.toString()}`, () =>
    ix(COMPUTE_BUDGET_PROGRAM, [], u64(3, microLamports).data),
  );
}

export function systemTransfer(from: Address, to: Address, lamports: bigint): TransactionInstruction {
  const { data, view } = dataOf(12);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, lamports, true);
  return ix(SYSTEM_PROGRAM, [meta(from, true, true), meta(to, true)], data);
}

export function createAtaIdempotent(
  payer: Address,
  ata: Address,
  owner: Address,
  mint: Address,
  tokenProgram: Address,
): TransactionInstruction {
  return sharedIx(`ata:${payer}${ata}`, () =>
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
  const { data } = u64(TOKEN_IX.TransferChecked, amount, 1);
  data[9] = decimals;
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
  const { data } = u64(TOKEN_IX.MintTo, amount);
  return ix(tokenProgram, [meta(mint, true), meta(destination, true), meta(authority, false, true)], data);
}

export function burn(
  tokenProgram: Address,
  account: Address,
  mint: Address,
  owner: Address,
  amount: bigint,
): TransactionInstruction {
  const { data } = u64(TOKEN_IX.Burn, amount);
  return ix(tokenProgram, [meta(account, true), meta(mint, true), meta(owner, false, true)], data);
}

export function syncNative(tokenProgram: Address, account: Address): TransactionInstruction {
  return sharedIx(`sync:${account}${tokenProgram}`, () => ix(tokenProgram, [meta(account, true)], ONE_BYTE.syncNative));
}

export function closeAccount(
  tokenProgram: Address,
  account: Address,
  destination: Address,
  owner: Address,
): TransactionInstruction {
  return sharedIx(`close:${tokenProgram}${account}${destination}${owner}`, () =>
    ix(tokenProgram, [meta(account, true), meta(destination, true), meta(owner, false, true)], ONE_BYTE.closeAccount),
  );
}

export function setCloseAuthority(
  tokenProgram: Address,
  account: Address,
  owner: Address,
  newAuthority: Address,
): TransactionInstruction {
  const { data } = dataOf(35);
  data[0] = TOKEN_IX.SetAuthority;
  data[1] = AUTHORITY_CLOSE_ACCOUNT;
  data[2] = 1;
  data.set(pk(newAuthority).toBytes(), 3);
  return ix(tokenProgram, [meta(account, true), meta(owner, false, true)], data);
}
