/** Since genesis, 24 h, sparse; thinned to 5-minute entries after an hour, so a busy day stays a few MB. */

export const FINE_MINUTES = 60;
export const COARSE_MINUTES = 5;
/** A day plus the coarse step, so a 24 h window always finds the point at its start. */
export const KEEP_MINUTES = 1440 + 2 * COARSE_MINUTES;

const POINT = 3; // minute, mid (quote per base, UI units), quote reserve (UI units)

export class PoolHistory {
  private readonly points = new Map<number, number[]>();

  clear() {
    this.points.clear();
  }

  record(pool: number, minute: number, mid: number, quoteUi: number) {
    const list = this.points.get(pool);
    if (!list) {
      this.points.set(pool, [minute, mid, quoteUi]);
      return;
    }
    const last = list.length - POINT;
    if (list[last] === minute) {
      list[last + 1] = mid;
      list[last + 2] = quoteUi;
    } else if ((list[last] ?? 0) < minute) {
      list.push(minute, mid, quoteUi);
    }
  }

  at(pool: number, minute: number): readonly [number, number] | null {
    const list = this.points.get(pool);
    if (!list || (list[0] ?? Infinity) > minute) return null;
    let lo = 0;
    let hi = list.length / POINT - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((list[mid * POINT] ?? Infinity) <= minute) lo = mid;
      else hi = mid - 1;
    }
    return [list[lo * POINT + 1] ?? 0, list[lo * POINT + 2] ?? 0];
  }

  prune(nowMinute: number) {
    const fineFrom = nowMinute - FINE_MINUTES;
    const keepFrom = nowMinute - KEEP_MINUTES;
    for (const [pool, list] of this.points) {
      const out: number[] = [];
      for (let i = 0; i < list.length; i += POINT) {
        const minute = list[i] ?? 0;
        const next = list[i + POINT];
        // Before the window, only the last entry matters: it is the state at the window's start.
        if (next !== undefined && next <= keepFrom) continue;
        if (
          minute < fineFrom &&
          next !== undefined &&
          next < fineFrom &&
          Math.floor(next / COARSE_MINUTES) === Math.floor(minute / COARSE_MINUTES)
        ) {
          continue;
        }
        out.push(minute, list[i + 1] ?? 0, list[i + 2] ?? 0);
      }
      this.points.set(pool, out);
    }
  }

  size(): number {
    let n = 0;
    for (const list of this.points.values()) n += list.length / POINT;
    return n;
  }

  toJSON(): [number, number[]][] {
    return [...this.points].map(([pool, list]) => [pool, list.map((v, i) => (i % POINT === 0 ? v : round(v)))]);
  }

  static fromJSON(json: readonly (readonly [number, readonly number[]])[]): PoolHistory {
    const history = new PoolHistory();
    for (const [pool, list] of json) {
      if (list.length % POINT === 0) history.points.set(pool, [...list]);
    }
    return history;
  }
}

/** Nine significant digits: plenty for a price, and it keeps the state file small. */
const round = (v: number): number => Number(v.toPrecision(9));
