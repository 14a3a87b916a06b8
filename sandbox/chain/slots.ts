import type { LiteSVM } from 'litesvm';

/** A real cluster accepts a blockhash for 150 blocks; litesvm only its latest, so the ledger keeps the window itself. */
export const BLOCKHASH_VALIDITY = 150;
export const SLOTS_PER_EPOCH = 432_000;

export interface SlotState {
  slot: number;
  blockHeight: number;
  /** [blockhash, block height that produced it], oldest first. */
  blockhashes: [string, number][];
}

/** The slot clock and the blockhash window: litesvm's slots and blockhashes do not move by themselves. */
export class SlotClock {
  wallClock: () => number = Date.now;
  private svm!: LiteSVM;
  private slotNow = 0;
  private height = 0;
  private readonly blockhashes = new Map<string, number>();
  private readonly slotTimes = new Map<number, number>();
  /** The latest blockhash as of block `height`. */
  private latest: { height: number; value: { blockhash: string; lastValidBlockHeight: number } } | null = null;

  constructor(private readonly onSlot: (slot: number) => void) {}

  load(svm: LiteSVM, state: SlotState) {
    this.svm = svm;
    this.latest = null;
    this.slotNow = state.slot;
    this.height = state.blockHeight;
    this.blockhashes.clear();
    for (const [hash, h] of state.blockhashes) this.blockhashes.set(hash, h);
    this.slotTimes.clear();
    this.syncClock();
  }

  toJSON(): SlotState {
    return { slot: this.slotNow, blockHeight: this.height, blockhashes: [...this.blockhashes.entries()] };
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
  advance(n: number) {
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
      this.onSlot(this.slotNow);
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
}
