import { COARSE_MINUTES, FINE_MINUTES, KEEP_MINUTES } from './history';

export interface Trade {
  readonly minute: number;
  readonly side: 'buy' | 'sell';
  readonly usd: number;
  readonly trader: string | number;
  readonly organic: boolean;
}

export interface ActivityTotals {
  buys: number;
  sells: number;
  buyVolume: number;
  sellVolume: number;
  buyOrganicVolume: number;
  sellOrganicVolume: number;
  traders: number;
  organicBuyers: number;
  netBuyers: number;
}

export const emptyTotals = (): ActivityTotals => ({
  buys: 0,
  sells: 0,
  buyVolume: 0,
  sellVolume: 0,
  buyOrganicVolume: 0,
  sellOrganicVolume: 0,
  traders: 0,
  organicBuyers: 0,
  netBuyers: 0,
});

// A closed bucket: minute, then the nine totals in ActivityTotals order.
const BUCKET = 10;

interface OpenBucket {
  minute: number;
  totals: ActivityTotals;
  traders: Map<string | number, { net: number; organic: boolean; bought: boolean }>;
}

function distinctCounts(open: OpenBucket): Pick<ActivityTotals, 'traders' | 'organicBuyers' | 'netBuyers'> {
  let organicBuyers = 0;
  let netBuyers = 0;
  for (const t of open.traders.values()) {
    if (t.bought && t.organic) organicBuyers += 1;
    if (t.net > 0) netBuyers += 1;
  }
  return { traders: open.traders.size, organicBuyers, netBuyers };
}

function bucketOf(open: OpenBucket): number[] {
  const t = { ...open.totals, ...distinctCounts(open) };
  return [
    open.minute,
    t.buys,
    t.sells,
    t.buyVolume,
    t.sellVolume,
    t.buyOrganicVolume,
    t.sellOrganicVolume,
    t.traders,
    t.organicBuyers,
    t.netBuyers,
  ];
}

function addBucket(out: ActivityTotals, list: readonly number[], i: number, weight = 1) {
  out.buys += (list[i + 1] ?? 0) * weight;
  out.sells += (list[i + 2] ?? 0) * weight;
  out.buyVolume += (list[i + 3] ?? 0) * weight;
  out.sellVolume += (list[i + 4] ?? 0) * weight;
  out.buyOrganicVolume += (list[i + 5] ?? 0) * weight;
  out.sellOrganicVolume += (list[i + 6] ?? 0) * weight;
  // Distinct traders are exact within a minute and summed across minutes (a trader active in two minutes counts twice).
  out.traders += (list[i + 7] ?? 0) * weight;
  out.organicBuyers += (list[i + 8] ?? 0) * weight;
  out.netBuyers += (list[i + 9] ?? 0) * weight;
}

export class Activity {
  private readonly closed = new Map<number, number[]>();
  private readonly open = new Map<number, OpenBucket>();

  clear() {
    this.closed.clear();
    this.open.clear();
  }

  record(token: number, trade: Trade) {
    let bucket = this.open.get(token);
    // A wall clock stepping back (NTP) must not unsort the buckets: a late trade joins the open minute.
    if (bucket && trade.minute < bucket.minute) trade = { ...trade, minute: bucket.minute };
    if (bucket && bucket.minute !== trade.minute) {
      this.close(token, bucket);
      bucket = undefined;
    }
    if (!bucket) {
      bucket = { minute: trade.minute, totals: emptyTotals(), traders: new Map() };
      this.open.set(token, bucket);
    }
    const t = bucket.totals;
    const buy = trade.side === 'buy';
    if (buy) {
      t.buys += 1;
      t.buyVolume += trade.usd;
      if (trade.organic) t.buyOrganicVolume += trade.usd;
    } else {
      t.sells += 1;
      t.sellVolume += trade.usd;
      if (trade.organic) t.sellOrganicVolume += trade.usd;
    }
    const who = bucket.traders.get(trade.trader) ?? { net: 0, organic: trade.organic, bought: false };
    who.net += buy ? trade.usd : -trade.usd;
    who.bought ||= buy;
    bucket.traders.set(trade.trader, who);
  }

  private close(token: number, bucket: OpenBucket) {
    this.open.delete(token);
    const list = this.closed.get(token);
    if (list) list.push(...bucketOf(bucket));
    else this.closed.set(token, bucketOf(bucket));
  }

  sum(token: number, fromMinute: number, toMinute: number, out: ActivityTotals) {
    const list = this.closed.get(token);
    if (list) {
      for (let i = list.length - BUCKET; i >= 0; i -= BUCKET) {
        const minute = list[i] ?? 0;
        if (minute < fromMinute) break;
        if (minute <= toMinute) addBucket(out, list, i);
      }
    }
    const open = this.open.get(token);
    if (open && open.minute >= fromMinute && open.minute <= toMinute) addBucket(out, bucketOf(open), 0);
  }

  tokens(): Set<number> {
    return new Set([...this.closed.keys(), ...this.open.keys()]);
  }

  prune(nowMinute: number) {
    for (const [token, bucket] of this.open) if (bucket.minute < nowMinute) this.close(token, bucket);
    const fineFrom = nowMinute - FINE_MINUTES;
    const keepFrom = nowMinute - KEEP_MINUTES;
    for (const [token, list] of this.closed) {
      const out: number[] = [];
      for (let i = 0; i < list.length; i += BUCKET) {
        const minute = list[i] ?? 0;
        if (minute < keepFrom) continue;
        const slot = minute < fineFrom ? minute - (minute % COARSE_MINUTES) : minute;
        const last = out.length - BUCKET;
        if (last >= 0 && out[last] === slot) {
          for (let k = 1; k < BUCKET; k++) out[last + k] = (out[last + k] ?? 0) + (list[i + k] ?? 0);
        } else {
          out.push(slot, ...list.slice(i + 1, i + BUCKET));
        }
      }
      if (out.length) this.closed.set(token, out);
      else this.closed.delete(token);
    }
  }

  size(): number {
    let n = this.open.size;
    for (const list of this.closed.values()) n += list.length / BUCKET;
    return n;
  }

  /** Open minutes are saved as closed ones (a restart forgets which trader was which within that minute). */
  toJSON(): [number, number[]][] {
    const out: [number, number[]][] = [];
    for (const token of this.tokens()) {
      const list = [...(this.closed.get(token) ?? [])];
      const open = this.open.get(token);
      if (open) list.push(...bucketOf(open));
      // Volumes keep their full precision: a restart must not shift a figure by a rounding cent.
      out.push([token, list]);
    }
    return out;
  }

  static fromJSON(json: readonly (readonly [number, readonly number[]])[]): Activity {
    const activity = new Activity();
    for (const [token, list] of json) {
      if (list.length % BUCKET === 0) activity.closed.set(token, [...list]);
    }
    return activity;
  }
}
