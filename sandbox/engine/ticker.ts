import { DEFAULT_MARKET_TICK_MS } from './market';

export const IDLE_MS = 10 * 60_000;

/** The market's timer: it ticks unless paused or asleep (no API request for IDLE_MS). */
export class Ticker {
  private timer: NodeJS.Timeout | null = null;
  private lastActivity: number;

  constructor(
    private readonly now: () => number,
    private readonly paused: () => boolean,
    private readonly step: (tickMs: number) => void,
  ) {
    this.lastActivity = now();
  }

  /** Each tick trades what `tickMs × speed` of market time would (speed > 1 for demos and tests). */
  start(tickMs = DEFAULT_MARKET_TICK_MS, speed = 1) {
    this.stop();
    this.timer = setInterval(() => {
      if (!this.paused() && !this.sleeping) this.step(tickMs * speed);
    }, tickMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  noteActivity() {
    this.lastActivity = this.now();
  }

  /** Idle past IDLE_MS, the timer stops: spares the CPU and litesvm's ever-growing native memory overnight. */
  get sleeping(): boolean {
    return this.now() - this.lastActivity > IDLE_MS;
  }
}
