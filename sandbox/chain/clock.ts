import type { Ledger } from './ledger';
import { BLOCKHASH_VALIDITY } from './slots';

/** About 400 ms a slot, as on mainnet, so blockhashes expire after about a minute. */
export const DEFAULT_SLOT_MS = 400;

/** Moves the ledger's slots on a timer; litesvm's slots do not move by themselves. 0 ms stops it (tests step it). */
export class Clock {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ledger: Ledger,
    private ms: number = DEFAULT_SLOT_MS,
  ) {}

  get slotMs() {
    return this.ms;
  }

  /** After a restart, add the slots since the last write (clients may have seen them), capped at two lifetimes. */
  catchUp(lastWrittenMs: number | null, now = Date.now()) {
    if (this.ms <= 0 || lastWrittenMs === null) return;
    this.ledger.advanceSlots(Math.min(Math.ceil((now - lastWrittenMs) / this.ms), 2 * BLOCKHASH_VALIDITY));
  }

  start() {
    this.stop();
    if (this.ms > 0) {
      this.timer = setInterval(() => {
        this.ledger.advanceSlots(1);
      }, this.ms);
      this.timer.unref();
    }
  }

  setSlotMs(ms: number) {
    this.ms = ms;
    this.start();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
