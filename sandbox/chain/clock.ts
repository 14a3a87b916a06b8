import type { Ledger } from './ledger';

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
