import { MEMO_PROGRAM } from '../../src/utils/solana-wire/programs';
import { getTransactionDecoder, address as kitAddress, lamports as kitLamports } from '@solana/kit';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { randomBytes } from 'node:crypto';
import { decodeTransaction, InvalidTransactionError, tokenBalances, type DecodedTx } from './tx-meta';
import { transactionErrorJson, transactionErrorMessage } from './tx-error';
import { RENT_EPOCH_EXEMPT, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs';
import { addressBytes, nativeAccount, nativeOf, type NativeSvm } from './native-reads';
import { deserializeRecord, serializeRecord, type RecordJson } from './record-json';
import type {
  AccountData,
  Address,
  Commitment,
  InnerInstructions,
  SendResult,
  SignatureInfo,
  SignatureStatus,
  SimulateResult,
  TransactionErrorJson,
  TxRecord,
} from './types';

export { InvalidTransactionError };
export type * from './types';

/** A real cluster accepts a blockhash for 150 blocks; litesvm only its latest, so the ledger keeps the window itself. */
export const BLOCKHASH_VALIDITY = 150;
const MAX_CACHED_BALANCES = 50_000;
/** Slots after which a landed transaction counts as finalized (about 12.8 s at 400 ms a slot). */
const FINALITY_DEPTH = 32;
const SLOTS_PER_EPOCH = 432_000;
const HISTORY_LIMIT = 5_000;
const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n;
const META_VERSION = 1;
const TOKEN_ACCOUNT_SIZE = 165;
const MEMO_PROGRAM_KEY = new PublicKey(MEMO_PROGRAM);

export interface LedgerMeta {
  version: number;
  genesisHash: string;
  slot: number;
  blockHeight: number;
  /** [blockhash, block height that produced it], oldest first. */
  blockhashes: [string, number][];
  faucetSecret: string;
  records: RecordJson[];
  /** [token account, owner] for every token account, so a restart need not rescan the token programs. */
  tokenOwners?: [Address, Address][];
}

export interface LedgerSnapshot {
  svm: Uint8Array;
  meta: LedgerMeta;
}

/** A snapshot to restore: its records in `meta` (older state files) or read on first use (`records`). */
export interface LedgerRestore {
  svm: Uint8Array;
  meta: Omit<LedgerMeta, 'records'> & { records?: RecordJson[] };
  records?: () => RecordJson[];
}

type Events = {
  slot: (slot: number) => void;
  transaction: (record: TxRecord) => void;
  account: (address: Address) => void;
};

const decoder = getTransactionDecoder();

/** Send-path hook for keys the sandbox holds (pool co-signer): signed wire, a refusal (for the logs) or null. */
export type Cosigner = (wire: Uint8Array) => { wire: Uint8Array } | { refused: string } | null;

/** A landing (or direct account writes) as the journal keeps it: the record and the state of every account written. */
export interface LedgerChange {
  genesisHash: string;
  slot: number;
  blockHeight: number;
  record: TxRecord | null;
  accounts: [Address, AccountData | null][];
}

/** The CPIs of each top-level instruction that made any, as getTransaction's `json` encoding lists them. */
function innerInstructionsOf(meta: TransactionMetadata): InnerInstructions[] {
  const out: InnerInstructions[] = [];
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return;
    out.push({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: bs58.encode(ix.data()),
          stackHeight: inner.stackHeight(),
        };
      }),
    });
  });
  return out;
}

/** litesvm plus what a validator has: slot clock, 150-block blockhash window, history with meta, events. */
export class Ledger {
  wallClock: () => number = Date.now;
  // Assigned by load(), which the constructor calls.
  genesisHash!: string;
  private svm!: LiteSVM;
  private native: NativeSvm | null = null;
  private slotNow!: number;
  private height!: number;
  private readonly blockhashes = new Map<string, number>();
  private readonly recordMap = new Map<string, TxRecord>();
  private readonly addressMap = new Map<Address, string[]>();
  /** Restored history, decoded on first use: ~2–4 ms a hundred records, not paid before a restart answers. */
  private pendingRecords: (() => RecordJson[]) | null = null;
  private readonly slotTimes = new Map<number, number>();
  private faucet!: Keypair;
  /** owner → token accounts (both token programs), built on first use and kept current; null until then. */
  private ownerIndex: Map<Address, Set<Address>> | null = null;
  private readonly ownerOf = new Map<Address, Address>();
  private readonly cosigners = new Set<Cosigner>();
  private journal: ((change: LedgerChange) => void) | null = null;
  private readonly written = new Set<Address>();
  /** The latest blockhash as of block `height`; rent-exempt minimums by size (the rent sysvar never changes here). */
  private latest: { height: number; value: { blockhash: string; lastValidBlockHeight: number } } | null = null;
  private readonly rents = new Map<number, bigint>();
  /** Balances read since the last write (an order reads ~10, each across the native boundary); writes clear it. */
  private readonly balances = new Map<Address, bigint>();
  private readonly listeners: { [K in keyof Events]: Set<Events[K]> } = {
    slot: new Set(),
    transaction: new Set(),
    account: new Set(),
  };

  private constructor(svm: LiteSVM, meta: Omit<LedgerMeta, 'records' | 'version'>) {
    this.load(svm, meta, null);
  }

  private get records(): Map<string, TxRecord> {
    if (this.pendingRecords) this.decodeRecords(this.pendingRecords);
    return this.recordMap;
  }

  private get byAddress(): Map<Address, string[]> {
    if (this.pendingRecords) this.decodeRecords(this.pendingRecords);
    return this.addressMap;
  }

  private decodeRecords(pending: () => RecordJson[]) {
    this.pendingRecords = null;
    for (const json of pending()) this.remember(deserializeRecord(json));
  }

  /** (Re)load all chain state in place, so the RPC server and subscribers keep the same Ledger across a reset. */
  /** A new genesis has no token accounts, so its owner index starts empty (and complete) rather than unbuilt. */
  private load(svm: LiteSVM, meta: Omit<LedgerMeta, 'records' | 'version'>, records: (() => RecordJson[]) | null) {
    this.svm = svm.withBlockhashCheck(false).withSigverify(true);
    this.latest = null;
    this.rents.clear();
    this.balances.clear();
    this.native = nativeOf(this.svm);
    this.genesisHash = meta.genesisHash;
    this.slotNow = meta.slot;
    this.height = meta.blockHeight;
    // Its own saved key: checking it derives the public key (~0.1 s of curve tables on a start, paid at first signing).
    this.faucet = Keypair.fromSecretKey(bs58.decode(meta.faucetSecret), { skipValidation: true });
    this.blockhashes.clear();
    for (const [hash, h] of meta.blockhashes) this.blockhashes.set(hash, h);
    this.recordMap.clear();
    this.addressMap.clear();
    this.pendingRecords = records;
    this.ownerOf.clear();
    this.ownerIndex = meta.tokenOwners ? new Map() : null;
    for (const [account, owner] of meta.tokenOwners ?? []) this.indexOwner(account, owner);
    this.slotTimes.clear();
    this.written.clear();
    this.syncClock();
  }

  private static genesis(): { svm: LiteSVM; meta: Omit<LedgerMeta, 'records' | 'version'> } {
    const svm = new LiteSVM();
    return {
      svm,
      meta: {
        genesisHash: bs58.encode(randomBytes(32)),
        slot: 1,
        blockHeight: 1,
        blockhashes: [[svm.latestBlockhash(), 1]],
        faucetSecret: bs58.encode(Keypair.generate().secretKey),
        tokenOwners: [],
      },
    };
  }

  private fundFaucet() {
    this.setAccount(this.faucet.publicKey.toBase58(), {
      lamports: FAUCET_LAMPORTS,
      owner: SystemProgram.programId.toBase58(),
      data: new Uint8Array(0),
      executable: false,
      rentEpoch: RENT_EPOCH_EXEMPT,
    });
  }

  static create(): Ledger {
    const { svm, meta } = Ledger.genesis();
    const ledger = new Ledger(svm, meta);
    ledger.fundFaucet();
    return ledger;
  }

  /** Start over from a new genesis (a new genesis hash, so clients can tell), keeping listeners. */
  reset() {
    const { svm, meta } = Ledger.genesis();
    this.load(svm, meta, null);
    this.fundFaucet();
    this.emit('slot', this.slotNow);
  }

  static restore(snapshot: LedgerRestore): Ledger {
    const { meta } = snapshot;
    if (meta.version !== META_VERSION) {
      throw new Error(`ledger snapshot version ${String(meta.version)} is not ${String(META_VERSION)}`);
    }
    const ledger = new Ledger(LiteSVM.fromBytes(snapshot.svm), meta);
    ledger.load(ledger.svm, meta, snapshot.records ?? (() => meta.records ?? []));
    return ledger;
  }

  snapshot(): LedgerSnapshot {
    this.written.clear();
    const records = [...this.records.values()].slice(-HISTORY_LIMIT).map(serializeRecord);
    return {
      svm: this.svm.toBytes(),
      meta: {
        version: META_VERSION,
        genesisHash: this.genesisHash,
        slot: this.slotNow,
        blockHeight: this.height,
        blockhashes: [...this.blockhashes.entries()],
        faucetSecret: bs58.encode(this.faucet.secretKey),
        records,
        ...(this.ownerIndex ? { tokenOwners: [...this.ownerOf.entries()] } : {}),
      },
    };
  }

  on<K extends keyof Events>(event: K, cb: Events[K]): () => void {
    const set = this.listeners[event] as Set<Events[K]>;
    set.add(cb);
    return () => set.delete(cb);
  }

  private emit<K extends keyof Events>(event: K, ...args: Parameters<Events[K]>) {
    for (const cb of this.listeners[event]) (cb as (...a: Parameters<Events[K]>) => void)(...args);
  }

  get slot() {
    return this.slotNow;
  }
  get blockHeight() {
    return this.height;
  }
  get epoch() {
    return Math.floor(this.slotNow / SLOTS_PER_EPOCH);
  }
  get slotsInEpoch() {
    return SLOTS_PER_EPOCH;
  }

  blockTimeOf(slot: number): number {
    return this.slotTimes.get(slot) ?? Math.floor(this.wallClock() / 1000);
  }

  latestBlockhash(): { readonly blockhash: string; readonly lastValidBlockHeight: number } {
    // Asked by every order: kept until the next block rather than read across the native boundary each time.
    if (this.latest?.height === this.height) return this.latest.value;
    const blockhash = this.svm.latestBlockhash();
    const producedAt = this.blockhashes.get(blockhash) ?? this.height;
    const value = { blockhash, lastValidBlockHeight: producedAt + BLOCKHASH_VALIDITY };
    this.latest = { height: this.height, value };
    return value;
  }

  isBlockhashValid(blockhash: string): boolean {
    const producedAt = this.blockhashes.get(blockhash);
    return producedAt !== undefined && this.height <= producedAt + BLOCKHASH_VALIDITY;
  }

  /** Produce `n` blocks: each gets a new blockhash; hashes older than the validity window are forgotten. */
  advanceSlots(n = 1) {
    for (let i = 0; i < n; i++) {
      this.slotNow += 1;
      this.height += 1;
      this.svm.expireBlockhash();
      this.blockhashes.set(this.svm.latestBlockhash(), this.height);
      this.slotTimes.set(this.slotNow, Math.floor(this.wallClock() / 1000));
      this.slotTimes.delete(this.slotNow - 2 * BLOCKHASH_VALIDITY);
      for (const [hash, producedAt] of this.blockhashes) {
        if (this.height > producedAt + BLOCKHASH_VALIDITY) this.blockhashes.delete(hash);
        else break; // insertion order is oldest first
      }
      this.syncClock();
      // One event per slot, as a validator's slot subscription reports every slot.
      this.emit('slot', this.slotNow);
    }
  }

  /** Keep the runtime's Clock sysvar in step, so programs see the same slot and time as RPC clients. */
  private syncClock() {
    const clock = this.svm.getClock();
    clock.slot = BigInt(this.slotNow);
    clock.epoch = BigInt(this.epoch);
    clock.unixTimestamp = BigInt(Math.floor(this.wallClock() / 1000));
    this.svm.setClock(clock);
  }

  getAccount(address: Address): AccountData | null {
    if (this.native) return nativeAccount(this.native, address);
    const account = this.svm.getAccount(kitAddress(address));
    if (!account.exists) return null;
    return toAccountData(account);
  }

  setAccount(address: Address, account: AccountData) {
    this.balances.clear();
    this.svm.setAccount({
      address: kitAddress(address),
      lamports: kitLamports(account.lamports),
      programAddress: kitAddress(account.owner),
      data: account.data,
      executable: account.executable,
      space: BigInt(account.data.length),
    });
    this.reindex(address, account);
    if (this.journal) this.written.add(address);
    this.emit('account', address);
  }

  /** Told of every landing and its state before the sender is answered, so the sandbox can make it durable. */
  setJournal(hook: ((change: LedgerChange) => void) | null) {
    this.journal = hook;
    this.written.clear();
  }

  takeWrites(): LedgerChange {
    return this.change(null, []);
  }

  private change(
    record: TxRecord | null,
    keys: readonly Address[],
    read: (address: Address) => AccountData | null = (a) => this.getAccount(a),
  ): LedgerChange {
    const addresses = new Set([...keys, ...this.written]);
    this.written.clear();
    return {
      genesisHash: this.genesisHash,
      slot: this.slotNow,
      blockHeight: this.height,
      record,
      accounts: [...addresses].map((a) => [a, read(a)]),
    };
  }

  /** Replay a journaled change over the snapshot it followed: the clock moves up to it, the accounts take its state. */
  applyChange(change: LedgerChange) {
    if (change.blockHeight > this.height) this.advanceSlots(change.blockHeight - this.height);
    for (const [address, account] of change.accounts) {
      this.setAccount(address, account ?? CLOSED_ACCOUNT);
    }
    if (change.record && !this.records.has(change.record.signature)) this.remember(change.record);
  }

  getBalance(address: Address): bigint {
    let balance = this.balances.get(address);
    if (balance === undefined) {
      balance = this.native
        ? (this.native.getBalance(addressBytes(address)) ?? 0n)
        : (this.svm.getBalance(kitAddress(address)) ?? 0n);
      if (this.balances.size >= MAX_CACHED_BALANCES) this.balances.clear();
      this.balances.set(address, balance);
    }
    return balance;
  }

  accountsOwnedBy(program: Address): { pubkey: Address; account: AccountData }[] {
    return this.svm.getProgramAccounts(kitAddress(program)).map((a) => ({
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
  private reindex(address: Address, written?: AccountData) {
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
      rent = this.svm.minimumBalanceForRentExemption(BigInt(dataLength));
      this.rents.set(dataLength, rent);
    }
    return rent;
  }

  feeForMessage(message: Uint8Array): bigint | null {
    // A message alone is a transaction with empty signatures: prefix the signature count the header asks for.
    const [first = 0, second = 0] = message;
    const count = first & 0x80 ? second : first;
    const wire = new Uint8Array(1 + 64 * count + message.length);
    wire[0] = count;
    wire.set(message, 1 + 64 * count);
    const decoded = decodeTransaction(wire, (a) => this.getAccount(a));
    return this.isBlockhashValid(decoded.blockhash) ? decoded.fee : null;
  }

  /** A real transfer from the sandbox's faucet, recorded like any transaction (so it has a status and a meta). */
  airdrop(address: Address, lamports: bigint): string {
    const message = new TransactionMessage({
      payerKey: this.faucet.publicKey,
      recentBlockhash: this.svm.latestBlockhash(),
      instructions: [
        SystemProgram.transfer({ fromPubkey: this.faucet.publicKey, toPubkey: new PublicKey(address), lamports }),
        // Two identical airdrops in one slot would be the same transaction (refused as a duplicate): a nonce memo.
        new TransactionInstruction({
          programId: MEMO_PROGRAM_KEY,
          keys: [],
          data: Buffer.from(randomBytes(8).toString('hex')),
        }),
      ],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([this.faucet]);
    const result = this.sendTransaction(tx.serialize());
    if (!result.ok) throw new Error(`airdrop failed: ${result.message}`);
    return result.signature;
  }

  /** Like a validator: unknown/expired blockhash never lands, duplicate refused, failure lands and pays its fee. */
  sendTransaction(wire: Uint8Array, opts: { skipPreflight?: boolean } = {}): SendResult {
    const decoded = decodeTransaction(wire, (a) => this.getAccount(a));
    if (this.cosigners.size === 0 || !decoded.tx.signatures.some((s) => s.every((b) => b === 0))) {
      return this.send(decoded, wire, opts);
    }
    let signed = wire;
    const refusals: string[] = [];
    for (const cosigner of this.cosigners) {
      const answer = cosigner(signed);
      if (answer && 'wire' in answer) signed = answer.wire;
      else if (answer) refusals.push(answer.refused);
    }
    const result = this.send(
      signed === wire ? decoded : decodeTransaction(signed, (a) => this.getAccount(a)),
      signed,
      opts,
    );
    return result.ok || refusals.length === 0 ? result : { ...result, logs: [...refusals, ...result.logs] };
  }

  /** Let `cosigner` add signatures to transactions sent with some missing (runs before they are verified). */
  addCosigner(cosigner: Cosigner): () => void {
    this.cosigners.add(cosigner);
    return () => this.cosigners.delete(cosigner);
  }

  private send(decoded: DecodedTx, wire: Uint8Array, opts: { skipPreflight?: boolean }): SendResult {
    const { signature } = decoded;
    if (this.records.has(signature)) {
      return opts.skipPreflight ? { ok: true, signature } : this.refuse(signature, 'AlreadyProcessed');
    }
    if (!this.isBlockhashValid(decoded.blockhash)) {
      return opts.skipPreflight ? { ok: true, signature } : this.refuse(signature, 'BlockhashNotFound');
    }
    if (!opts.skipPreflight) {
      const simulated = this.simulateTransaction(wire, { sigVerify: true });
      if (simulated.err !== null) {
        return {
          ok: false,
          signature,
          err: simulated.err,
          message: transactionErrorMessage(simulated.err),
          logs: simulated.logs,
          unitsConsumed: simulated.unitsConsumed,
        };
      }
    }
    return this.land(decoded, wire);
  }

  private refuse(signature: string, err: TransactionErrorJson): SendResult {
    return { ok: false, signature, err, message: transactionErrorMessage(err), logs: [], unitsConsumed: 0n };
  }

  private land(decoded: DecodedTx, wire: Uint8Array): SendResult {
    const get = (a: Address) => this.getAccount(a);
    const preBalances = decoded.accountKeys.map((k) => this.getBalance(k));
    const preTokenBalances = tokenBalances(decoded.accountKeys, get);
    let sent: ReturnType<LiteSVM['sendTransaction']>;
    this.balances.clear();
    try {
      sent = this.svm.sendTransaction(decoder.decode(wire));
    } catch (cause) {
      if (isMissingSignature(cause)) return this.refuse(decoded.signature, 'SignatureFailure');
      throw cause;
    }
    const result = sent;
    const failed = result instanceof FailedTransactionMetadata;
    const err = failed ? transactionErrorJson(result.err()) : null;
    const meta: TransactionMetadata = failed ? result.meta() : result;
    // Errors raised before execution (bad signature, no funds for the fee…) never reach a block.
    if (failed && !isExecutionError(err)) {
      return {
        ok: false,
        signature: decoded.signature,
        err: err ?? 'GenericError',
        message: transactionErrorMessage(err ?? 'GenericError'),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
      };
    }
    // Post-state reads shared by the token balances and the journal (each native read of a fresh write costs memory).
    const post = new Map<Address, AccountData | null>();
    const readPost = (address: Address) => {
      let account = post.get(address);
      if (account === undefined) {
        account = this.getAccount(address);
        post.set(address, account);
      }
      return account;
    };
    const record: TxRecord = {
      signature: decoded.signature,
      slot: this.slotNow,
      blockTime: this.blockTimeOf(this.slotNow),
      wire: Uint8Array.from(wire),
      version: decoded.version,
      accountKeys: decoded.accountKeys,
      computeUnitPrice: decoded.computeUnitPrice,
      writableKeys: decoded.writableKeys,
      meta: {
        err,
        fee: decoded.fee,
        preBalances,
        postBalances: decoded.accountKeys.map((k) => this.getBalance(k)),
        preTokenBalances,
        postTokenBalances: tokenBalances(decoded.accountKeys, readPost),
        logMessages: meta.logs(),
        computeUnitsConsumed: meta.computeUnitsConsumed(),
        loadedAddresses: decoded.loaded,
        innerInstructions: innerInstructionsOf(meta),
      },
    };
    this.remember(record);
    this.journal?.(this.change(record, decoded.writableKeys, readPost));
    this.emit('transaction', record);
    for (const key of decoded.writableKeys) {
      this.reindex(key);
      this.emit('account', key);
    }
    return { ok: true, signature: decoded.signature };
  }

  private remember(record: TxRecord) {
    this.records.set(record.signature, record);
    for (const key of new Set(record.accountKeys)) {
      const list = this.byAddress.get(key);
      if (list) list.push(record.signature);
      else this.byAddress.set(key, [record.signature]);
    }
    if (this.records.size > HISTORY_LIMIT * 2) this.forgetOldest(this.records.size - HISTORY_LIMIT);
  }

  private forgetOldest(count: number) {
    const dropped = new Set<string>();
    for (const signature of this.records.keys()) {
      if (dropped.size >= count) break;
      dropped.add(signature);
    }
    for (const signature of dropped) this.records.delete(signature);
    for (const [key, list] of this.byAddress) {
      const kept = list.filter((s) => !dropped.has(s));
      if (kept.length) this.byAddress.set(key, kept);
      else this.byAddress.delete(key);
    }
  }

  simulateTransaction(
    wire: Uint8Array,
    opts: { sigVerify?: boolean; replaceRecentBlockhash?: boolean; accounts?: Address[] } = {},
  ): SimulateResult {
    let bytes = wire;
    let replacementBlockhash: SimulateResult['replacementBlockhash'] = null;
    const decoded = decodeTransaction(wire, (a) => this.getAccount(a));
    if (opts.replaceRecentBlockhash) {
      replacementBlockhash = this.latestBlockhash();
      decoded.tx.message.recentBlockhash = replacementBlockhash.blockhash;
      bytes = decoded.tx.serialize();
    } else if (!this.isBlockhashValid(decoded.blockhash)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, replacementBlockhash, ...NO_STATE };
    }
    // RPC simulates without checking signatures unless asked (sigVerify defaults to false), so unsigned drafts work.
    this.svm.withSigverify(opts.sigVerify ?? false);
    try {
      let result: ReturnType<LiteSVM['simulateTransaction']>;
      try {
        result = this.svm.simulateTransaction(decoder.decode(bytes));
      } catch (cause) {
        if (!isMissingSignature(cause)) throw cause;
        return { err: 'SignatureFailure', logs: [], unitsConsumed: 0n, replacementBlockhash, ...NO_STATE };
      }
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta();
        return {
          err: transactionErrorJson(result.err()),
          logs: meta.logs(),
          unitsConsumed: meta.computeUnitsConsumed(),
          replacementBlockhash,
          ...NO_STATE,
        };
      }
      const meta = result.meta();
      const post = new Map(result.postAccounts().map((a) => [String(a.address), a] as const));
      const accounts = opts.accounts?.map((key) => {
        const a = post.get(key);
        if (!a) return this.getAccount(key);
        return toAccountData(a);
      });
      return {
        err: null,
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        replacementBlockhash,
        accounts: accounts ?? null,
        innerInstructions: innerInstructionsOf(meta),
        accountKeys: decoded.accountKeys,
      };
    } finally {
      this.svm.withSigverify(true);
    }
  }

  private commitmentOf(slot: number): Commitment {
    return this.slotNow - slot >= FINALITY_DEPTH ? 'finalized' : 'confirmed';
  }

  getSignatureStatus(signature: string): SignatureStatus | null {
    const record = this.records.get(signature);
    if (!record) return null;
    const status = this.commitmentOf(record.slot);
    return {
      slot: record.slot,
      confirmations: status === 'finalized' ? null : this.slotNow - record.slot,
      err: record.meta.err,
      confirmationStatus: status,
    };
  }

  getTransaction(signature: string): TxRecord | null {
    return this.records.get(signature) ?? null;
  }

  /** Newest first, as RPC returns them; `before`/`until` are exclusive bounds by signature. */
  getSignaturesForAddress(
    address: Address,
    opts: { limit?: number; before?: string; until?: string } = {},
  ): SignatureInfo[] {
    const list = [...(this.byAddress.get(address) ?? [])].reverse();
    let start = 0;
    if (opts.before) {
      const i = list.indexOf(opts.before);
      start = i === -1 ? list.length : i + 1;
    }
    let end = list.length;
    if (opts.until) {
      const i = list.indexOf(opts.until);
      if (i !== -1) end = i;
    }
    return list
      .slice(start, end)
      .slice(0, opts.limit ?? 1000)
      .flatMap((signature) => {
        const r = this.records.get(signature);
        if (!r) return [];
        return {
          signature,
          slot: r.slot,
          err: r.meta.err,
          blockTime: r.blockTime,
          confirmationStatus: this.commitmentOf(r.slot),
        };
      });
  }

  /** Per recent slot, the lowest compute-unit price paid by transactions locking these accounts (0 when none). */
  recentPrioritizationFees(addresses: readonly Address[] = []): { slot: number; prioritizationFee: bigint }[] {
    const wanted = new Set(addresses);
    const lowest = new Map<number, bigint>();
    const oldest = this.slotNow - BLOCKHASH_VALIDITY;
    for (const record of this.records.values()) {
      if (record.slot <= oldest) continue;
      if (wanted.size && !record.writableKeys.some((k) => wanted.has(k))) continue;
      const seen = lowest.get(record.slot);
      if (seen === undefined || record.computeUnitPrice < seen) lowest.set(record.slot, record.computeUnitPrice);
    }
    const fees: { slot: number; prioritizationFee: bigint }[] = [];
    for (let slot = Math.max(1, oldest + 1); slot <= this.slotNow; slot++) {
      fees.push({ slot, prioritizationFee: lowest.get(slot) ?? 0n });
    }
    return fees;
  }
}

/** What a closed account becomes: no lamports, no data (litesvm forgets it). */
const CLOSED_ACCOUNT: AccountData = {
  lamports: 0n,
  owner: SystemProgram.programId.toBase58(),
  data: new Uint8Array(0),
  executable: false,
  rentEpoch: 0n,
};

const NO_STATE: Pick<SimulateResult, 'accounts' | 'innerInstructions' | 'accountKeys'> = {
  accounts: null,
  innerInstructions: [],
  accountKeys: [],
};

/** litesvm's wrapper refuses an unsigned (all-zero) signature by throwing before the runtime sees it. */
function isMissingSignature(cause: unknown) {
  return cause instanceof Error && /missing signatures/i.test(cause.message);
}

/** Errors that happen while executing instructions: the transaction is in a block and its fee is paid. */
function isExecutionError(err: TransactionErrorJson | null) {
  return (
    typeof err === 'object' &&
    err !== null &&
    ('InstructionError' in err || 'InsufficientFundsForRent' in err || 'DuplicateInstruction' in err)
  );
}

function toAccountData(a: {
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
