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

function ix(programId: Address, accounts: AccountMeta[], data: Buffer): TransactionInstruction {
  return new TransactionInstruction({ programId: pk(programId), keys: accounts, data });
}

/** A slice of Node's buffer pool. */
const pooled = (size: number) => Buffer.allocUnsafe(size);

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
  createIdempotent: Buffer.of(ATA_IX.CreateIdempotent),
  syncNative: Buffer.of(TOKEN_IX.SyncNative),
  closeAccount: Buffer.of(TOKEN_IX.CloseAccount),
};

export function setComputeUnitLimit(units: number): TransactionInstruction {
  return sharedIx(`limit:${String(units)}`, () =>
    ix(COMPUTE_BUDGET_PROGRAM, [], encodeComputeUnitLimit(units, pooled)),
  );
}

export function setComputeUnitPrice(microLamports: bigint): TransactionInstruction {
  return sharedIx(`price:${microLamports.toString()}`, () =>
    ix(COMPUTE_BUDGET_PROGRAM, [], encodeComputeUnitPrice(microLamports, pooled)),
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
  const data = encodeSetAuthority(AUTHORITY_TYPE.CloseAccount, pk(newAuthority).toBytes(), pooled);
  return ix(tokenProgram, [meta(account, true), meta(owner, false, true)], data);
}
