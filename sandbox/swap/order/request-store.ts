/** The re-post window. */
export const KEEP_AFTER_EXPIRY_MS = 2 * 60_000;
/** So a client that orders in a loop without executing cannot grow memory. */
export const MAX_ORDERS = 20_000;

interface Entry<T> {
  readonly value: T;
  readonly dropAtMs: number;
}

/** Each dropped KEEP_AFTER_EXPIRY_MS after its own expiry, oldest first beyond MAX_ORDERS; sweeps amortised. */
export class RequestStore<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private sweptAt = 0;

  constructor(
    private readonly now: () => number,
    private readonly max = MAX_ORDERS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  put(id: string, value: T, expiresAtMs: number) {
    const now = this.now();
    this.sweep(now);
    this.entries.set(id, { value, dropAtMs: expiresAtMs + KEEP_AFTER_EXPIRY_MS });
    if (this.entries.size > this.max) this.evictOldest(this.entries.size - this.max + Math.floor(this.max / 20));
  }

  /** Evicts 5 % more at once: a Map keeps deleted slots until it rehashes, so each single delete would rescan them. */
  private evictOldest(count: number) {
    let left = count;
    for (const id of this.entries.keys()) {
      if (left-- <= 0) break;
      this.entries.delete(id);
    }
  }

  extend(id: string, untilMs: number) {
    const entry = this.entries.get(id);
    if (entry && entry.dropAtMs < untilMs) this.entries.set(id, { value: entry.value, dropAtMs: untilMs });
  }

  get(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.dropAtMs <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  private sweep(now: number) {
    // At most once a second: a full pass over 20,000 entries costs ~1 ms.
    if (now - this.sweptAt < 1_000) return;
    this.sweptAt = now;
    for (const [id, entry] of this.entries) if (entry.dropAtMs <= now) this.entries.delete(id);
  }
}
