import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { LiteSVM } from 'litesvm';
import { AccountStore, CLOSED_ACCOUNT } from './accounts';
import {
  airdropTransaction,
  checkVersion,
  faucetAccount,
  genesis,
  META_VERSION,
  type ChainMeta,
  type LedgerMeta,
  type LedgerRestore,
  type LedgerSnapshot,
} from './genesis';
import { Landing, type Cosigner, type SendOptions } from './landing';
import { LedgerJournal, type LedgerChange } from './ledger-journal';
import type { RecordJson } from './record-json';
import { feeForMessage, simulateTransaction } from './simulate';
import { SLOTS_PER_EPOCH, SlotClock } from './slots';
import { TxHistory } from './tx-history';
import { InvalidTransactionError } from './tx-meta';
import type { AccountData, Address, SendResult, SimulateResult, TxRecord } from './types';

export { InvalidTransactionError };
export { BLOCKHASH_VALIDITY } from './slots';
export type { Cosigner } from './landing';
export type { LedgerChange } from './ledger-journal';
export type { LedgerMeta, LedgerRestore, LedgerSnapshot } from './genesis';
export type * from './types';

type Events = {
  slot: (slot: number) => void;
  transaction: (record: TxRecord) => void;
  account: (address: Address) => void;
};

/** litesvm plus what a validator has: slot clock, 150-block blockhash window, history with meta, events. */
export class Ledger {
  // Assigned by load(), which the constructor calls.
  genesisHash!: string;
  private faucet!: Keypair;
  private readonly clock = new SlotClock((slot) => this.emit('slot', slot));
  private readonly accounts = new AccountStore();
  private readonly history = new TxHistory(this.clock);
  private readonly parts = { clock: this.clock, accounts: this.accounts, history: this.history };
  private readonly landing = new Landing(this.parts, (record, readPost) => this.landed(record, readPost));
  private readonly journal = new LedgerJournal(
    () => ({ genesisHash: this.genesisHash, slot: this.clock.slot, blockHeight: this.clock.blockHeight }),
    (a) => this.accounts.getAccount(a),
  );
  private readonly listeners: { [K in keyof Events]: Set<Events[K]> } = {
    slot: new Set(),
    transaction: new Set(),
    account: new Set(),
  };

  private constructor(svm: LiteSVM, meta: ChainMeta, records: (() => RecordJson[]) | null = null) {
    this.load(svm, meta, records);
  }

  /** (Re)load all chain state in place, so the RPC server and subscribers keep the same Ledger across a reset. */
  private load(svm: LiteSVM, meta: ChainMeta, records: (() => RecordJson[]) | null) {
    const ready = svm.withBlockhashCheck(false).withSigverify(true);
    this.genesisHash = meta.genesisHash;
    // Its own saved key: checking it derives the public key (~0.1 s of curve tables on a start, paid at first signing).
    this.faucet = Keypair.fromSecretKey(bs58.decode(meta.faucetSecret), { skipValidation: true });
    this.accounts.load(ready, meta.tokenOwners);
    this.history.load(records);
    this.journal.clear();
    this.clock.load(ready, meta);
  }

  static create(): Ledger {
    const { svm, meta } = genesis();
    const ledger = new Ledger(svm, meta);
    ledger.setAccount(ledger.faucet.publicKey.toBase58(), faucetAccount());
    return ledger;
  }

  /** Start over from a new genesis (a new genesis hash, so clients can tell), keeping listeners. */
  reset() {
    const { svm, meta } = genesis();
    this.load(svm, meta, null);
    this.setAccount(this.faucet.publicKey.toBase58(), faucetAccount());
    this.emit('slot', this.clock.slot);
  }

  static restore(snapshot: LedgerRestore): Ledger {
    const { meta } = snapshot;
    checkVersion(meta);
    return new Ledger(LiteSVM.fromBytes(snapshot.svm), meta, snapshot.records ?? (() => meta.records ?? []));
  }

  snapshot(): LedgerSnapshot {
    const { svm, meta } = this.encodedSnapshot();
    return { svm, meta: { ...meta, records: this.history.toJSON() } };
  }

  /** The snapshot a save writes: its records as the JSON bytes of `snapshot().meta.records`. */
  encodedSnapshot(): { svm: Uint8Array; meta: Omit<LedgerMeta, 'records'>; records: Buffer } {
    this.journal.clear();
    const records = this.history.toJsonBytes();
    const tokenOwners = this.accounts.tokenOwners();
    return {
      svm: this.accounts.svm.toBytes(),
      meta: {
        version: META_VERSION,
        genesisHash: this.genesisHash,
        ...this.clock.toJSON(),
        faucetSecret: bs58.encode(this.faucet.secretKey),
        ...(tokenOwners ? { tokenOwners } : {}),
      },
      records,
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

  get wallClock(): () => number {
    return this.clock.wallClock;
  }
  set wallClock(now: () => number) {
    this.clock.wallClock = now;
  }
  get slot() {
    return this.clock.slot;
  }
  get blockHeight() {
    return this.clock.blockHeight;
  }
  get epoch() {
    return this.clock.epoch;
  }
  get slotsInEpoch() {
    return SLOTS_PER_EPOCH;
  }
  blockTimeOf(slot: number): number {
    return this.clock.blockTimeOf(slot);
  }
  latestBlockhash(): { readonly blockhash: string; readonly lastValidBlockHeight: number } {
    return this.clock.latestBlockhash();
  }
  isBlockhashValid(blockhash: string): boolean {
    return this.clock.isBlockhashValid(blockhash);
  }
  advanceSlots(n = 1) {
    this.clock.advance(n);
  }

  getAccount(address: Address): AccountData | null {
    return this.accounts.getAccount(address);
  }

  setAccount(address: Address, account: AccountData) {
    this.accounts.setAccount(address, account);
    this.journal.wrote(address);
    this.emit('account', address);
  }

  getBalance(address: Address): bigint {
    return this.accounts.getBalance(address);
  }
  accountsOwnedBy(program: Address): { pubkey: Address; account: AccountData }[] {
    return this.accounts.accountsOwnedBy(program);
  }
  tokenAccountsByOwner(owner: Address): { pubkey: Address; account: AccountData }[] {
    return this.accounts.tokenAccountsByOwner(owner);
  }
  rentExemptMinimum(dataLength: number): bigint {
    return this.accounts.rentExemptMinimum(dataLength);
  }

  /** Told of every landing and its state before the sender is answered, so the sandbox can make it durable. */
  setJournal(hook: ((change: LedgerChange) => void) | null) {
    this.journal.set(hook);
  }

  takeWrites(): LedgerChange {
    return this.journal.take();
  }

  /** Replay a journaled change over the snapshot it followed: the clock moves up to it, the accounts take its state. */
  applyChange(change: LedgerChange) {
    if (change.blockHeight > this.clock.blockHeight) this.clock.advance(change.blockHeight - this.clock.blockHeight);
    for (const [address, account] of change.accounts) {
      this.setAccount(address, account ?? CLOSED_ACCOUNT);
    }
    if (change.record && !this.history.has(change.record.signature)) this.history.remember(change.record);
  }

  private landed(record: TxRecord, readPost: (address: Address) => AccountData | null) {
    this.history.remember(record);
    this.journal.landed(record, readPost);
    this.emit('transaction', record);
    for (const key of record.writableKeys) {
      // The journal read the post state already: a closed account (null) is read again, as before.
      this.accounts.reindex(key, readPost(key) ?? undefined);
      this.emit('account', key);
    }
  }

  feeForMessage(message: Uint8Array): bigint | null {
    return feeForMessage(this.parts, message);
  }

  airdrop(address: Address, lamports: bigint): string {
    const wire = airdropTransaction(this.faucet, this.accounts.svm.latestBlockhash(), address, lamports);
    const result = this.sendTransaction(wire);
    if (!result.ok) throw new Error(`airdrop failed: ${result.message}`);
    return result.signature;
  }

  sendTransaction(wire: Uint8Array, opts: SendOptions = {}): SendResult {
    return this.landing.sendTransaction(wire, opts);
  }
  /** Signatures unchecked: only for seeding a wallet's history, whose key the sandbox does not hold. */
  sendUnverified(wire: Uint8Array): SendResult {
    return this.landing.sendUnverified(wire);
  }
  addCosigner(cosigner: Cosigner): () => void {
    return this.landing.addCosigner(cosigner);
  }
  simulateTransaction(
    wire: Uint8Array,
    opts: { sigVerify?: boolean; replaceRecentBlockhash?: boolean; accounts?: Address[] } = {},
  ): SimulateResult {
    return simulateTransaction(this.parts, wire, opts);
  }

  getSignatureStatus(signature: string) {
    return this.history.getSignatureStatus(signature);
  }
  getTransaction(signature: string): TxRecord | null {
    return this.history.getTransaction(signature);
  }
  getSignaturesForAddress(address: Address, opts: { limit?: number; before?: string; until?: string } = {}) {
    return this.history.getSignaturesForAddress(address, opts);
  }
  recentPrioritizationFees(addresses: readonly Address[] = []) {
    return this.history.recentPrioritizationFees(addresses);
  }
}
