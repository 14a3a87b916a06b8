import { address as kitAddress, lamports as kitLamports, type Transaction } from '@solana/kit';
import { SystemProgram } from '@solana/web3.js';
import bs58 from 'bs58';
import type { LiteSVM } from 'litesvm';
import { addressBytes, nativeAccount, nativeOf, type NativeSvm, sendNative, writeNative } from './native-reads';
import { RENT_EPOCH_EXEMPT, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs';
import { decimalsIn, tableReader, type TableReader } from './tx-meta';
import type { AccountData, Address } from './types';

const MAX_CACHED_BALANCES = 50_000;
const TOKEN_ACCOUNT_SIZE = 165;

/** What a closed account becomes: no lamports, no data (litesvm forgets it). */
export const CLOSED_ACCOUNT: AccountData = {
  lamports: 0n,
  owner: SystemProgram.programId.toBase58(),
  data: new Uint8Array(0),
  executable: false,
  rentEpoch: 0n,
};

/** litesvm's accounts, with the read caches and the owner index of token accounts that RPC reads need. */
export class AccountStore {
  private current!: LiteSVM;
  private native: NativeSvm | null = null;
  /** owner → token accounts (both token programs), built on first use and kept current; null until then. */
  private ownerIndex: Map<Address, Set<Address>> | null = null;
  private readonly ownerOf = new Map<Address, Address>();
  /** Rent-exempt minimums by size (the rent sysvar never changes here). */
  private readonly rents = new Map<number, bigint>();
  /** Balances read since the last write (an order reads ~10, each across the native boundary); writes clear it. */
  private readonly balances = new Map<Address, bigint>();
  /** Executable accounts read so far: never token accounts, and a read copies the program (the ATA's: 105 KB, ~1 ms). */
  private readonly programs = new Set<Address>();
  /** Mint → decimals: each landing's token balances read every account's mint twice. Dropped when the mint is written. */
  private readonly decimals = new Map<Address, number>();
  /** Lookup tables as read (a table's read copies its ~8 KB per landing), each address encoded once; same drop. */
  private readonly tables = new Map<Address, TableReader | null>();

  /** A new genesis has no token accounts, so its owner index starts empty (and complete) rather than unbuilt. */
  load(svm: LiteSVM, tokenOwners: [Address, Address][] | undefined) {
    this.current = svm;
    this.rents.clear();
    this.balances.clear();
    this.native = nativeOf(svm);
    this.ownerOf.clear();
    this.programs.clear();
    this.decimals.clear();
    this.tables.clear();
    this.ownerIndex = tokenOwners ? new Map() : null;
    for (const [account, owner] of tokenOwners ?? []) this.indexOwner(account, owner);
  }

  get svm(): LiteSVM {
    return this.current;
  }

  tokenOwners(): [Address, Address][] | undefined {
    return this.ownerIndex ? [...this.ownerOf.entries()] : undefined;
  }

  getAccount(address: Address): AccountData | null {
    let account: AccountData | null;
    if (this.native) account = nativeAccount(this.native, address);
    else {
      const read = this.current.getAccount(kitAddress(address));
      account = read.exists ? toAccountData(read) : null;
    }
    if (account?.executable) this.programs.add(address);
    return account;
  }

  /** litesvm's sendTransaction from the wire (signatures checked by the caller for presence, as the wrapper does). */
  sendWire(wire: Uint8Array, version: 'legacy' | 0, decode: (wire: Uint8Array) => Transaction) {
    return (this.native && sendNative(this.native, wire, version)) ?? this.current.sendTransaction(decode(wire));
  }

  /** From the owner index, kept current through every write: null while it is unbuilt (the caller reads instead). */
  isTokenAccount(address: Address): boolean | null {
    return this.ownerIndex ? this.ownerOf.has(address) : null;
  }

  mintDecimals(mint: Address): number {
    let decimals = this.decimals.get(mint);
    if (decimals === undefined) {
      const account = this.getAccount(mint);
      decimals = decimalsIn(account);
      if (account) this.decimals.set(mint, decimals);
    }
    return decimals;
  }

  /** Throws as the table's direct read does (not a table, a bad size), each time. */
  lookupTable(address: Address): TableReader | null {
    let reader = this.tables.get(address);
    if (reader === undefined) {
      const account = this.getAccount(address);
      const read = account && tableReader(account.data);
      const encoded = new Map<number, Address | undefined>();
      reader = read && ((i) => (encoded.has(i) ? encoded.get(i) : encoded.set(i, read(i)).get(i)));
      this.tables.set(address, reader);
    }
    return reader;
  }

  /** Known to be a program (read before): a token-balance scan skips it unread. */
  isProgram(address: Address): boolean {
    return this.programs.has(address);
  }

  setAccount(address: Address, account: AccountData) {
    this.balances.clear();
    if (this.native) writeNative(this.native, address, account);
    else
      this.current.setAccount({
        address: kitAddress(address),
        lamports: kitLamports(account.lamports),
        programAddress: kitAddress(account.owner),
        data: account.data,
        executable: account.executable,
        space: BigInt(account.data.length),
      });
    this.reindex(address, account);
  }

  getBalance(address: Address): bigint {
    let balance = this.balances.get(address);
    if (balance === undefined) {
      balance = this.native
        ? (this.native.getBalance(addressBytes(address)) ?? 0n)
        : (this.current.getBalance(kitAddress(address)) ?? 0n);
      if (this.balances.size >= MAX_CACHED_BALANCES) this.balances.clear();
      this.balances.set(address, balance);
    }
    return balance;
  }

  forgetBalances() {
    this.balances.clear();
  }

  accountsOwnedBy(program: Address): { pubkey: Address; account: AccountData }[] {
    return this.current.getProgramAccounts(kitAddress(program)).map((a) => ({
      pubkey: a.address,
      account: toAccountData(a),
    }));
  }

  /** Owned token accounts: a program scan costs ~150 ms with thousands of mints, so an owner index is kept. */
  tokenAccountsByOwner(owner: Address): { pubkey: Address; account: AccountData }[] {
    if (!this.ownerIndex) {
      this.ownerIndex = new Map();
      for (const program of [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]) {
        for (const { pubkey } of this.accountsOwnedBy(program)) this.reindex(pubkey);
      }
    }
    const found: { pubkey: Address; account: AccountData }[] = [];
    for (const pubkey of this.ownerIndex.get(owner) ?? []) {
      const account = this.getAccount(pubkey);
      if (account) found.push({ pubkey, account });
    }
    return found;
  }

  /** `written` spares a read-back after setAccount: litesvm keeps some native memory per read of a fresh write. */
  reindex(address: Address, written?: AccountData) {
    this.decimals.delete(address);
    this.tables.delete(address);
    if (!this.ownerIndex) return;
    const previous = this.ownerOf.get(address);
    const account = written ?? this.getAccount(address);
    const isTokenAccount =
      account !== null &&
      account.data.length >= TOKEN_ACCOUNT_SIZE &&
      (account.owner === TOKEN_PROGRAM || account.owner === TOKEN_2022_PROGRAM);
    const owner = isTokenAccount ? bs58.encode(account.data.subarray(32, 64)) : undefined;
    if (previous === owner) return;
    if (previous !== undefined) this.ownerIndex.get(previous)?.delete(address);
    if (owner === undefined) {
      this.ownerOf.delete(address);
      return;
    }
    this.indexOwner(address, owner);
  }

  private indexOwner(account: Address, owner: Address) {
    this.ownerOf.set(account, owner);
    const set = this.ownerIndex?.get(owner);
    if (set) set.add(account);
    else this.ownerIndex?.set(owner, new Set([account]));
  }

  rentExemptMinimum(dataLength: number): bigint {
    let rent = this.rents.get(dataLength);
    if (rent === undefined) {
      rent = this.current.minimumBalanceForRentExemption(BigInt(dataLength));
      this.rents.set(dataLength, rent);
    }
    return rent;
  }
}

export function toAccountData(a: {
  lamports: bigint;
  programAddress: string;
  data: ArrayLike<number>;
  executable: boolean;
}): AccountData {
  return {
    lamports: a.lamports,
    owner: a.programAddress,
    data: Uint8Array.from(a.data),
    executable: a.executable,
    rentEpoch: RENT_EPOCH_EXEMPT,
  };
}
