type Listener = (now: number, advancedMs: number) => void;

/** Wall clock plus an offset `POST /__sandbox/clock` moves forward, so expiries and vesting test in seconds. */
export class SandboxTime {
  private listeners = new Set<Listener>();

  constructor(
    private offset = 0,
    private readonly wall: () => number = Date.now,
  ) {}

  now(): number {
    return this.wall() + this.offset;
  }

  get offsetMs(): number {
    return this.offset;
  }

  /** Jump forward; keepers listening run at once rather than on their next timer tick. */
  advance(ms: number) {
    if (!(ms > 0)) return;
    this.offset += ms;
    const now = this.now();
    for (const listener of this.listeners) listener(now, ms);
  }

  /** A new genesis starts at the wall clock again (the old chain's times go with it); no listener runs. */
  reset() {
    this.offset = 0;
  }

  /** A restart: take back an offset the journal recorded after the state file (forward only, no listener runs). */
  restoreOffset(ms: number) {
    if (ms > this.offset) this.offset = ms;
  }

  onAdvance(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
