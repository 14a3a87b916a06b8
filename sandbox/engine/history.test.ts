import { describe, expect, it } from 'vitest';
import { Activity, emptyTotals } from './activity';
import { KEEP_MINUTES, PoolHistory } from './history';

describe('PoolHistory', () => {
  it('answers the state at a minute from the latest record at or before it', () => {
    const h = new PoolHistory();
    h.record(1, 100, 2, 50);
    h.record(1, 105, 3, 60);
    h.record(1, 105, 4, 70); // same minute: replaced
    expect(h.at(1, 99)).toBeNull();
    expect(h.at(1, 100)).toEqual([2, 50]);
    expect(h.at(1, 104)).toEqual([2, 50]);
    expect(h.at(1, 200)).toEqual([4, 70]);
    expect(h.at(2, 200)).toBeNull();
  });

  it('stays bounded over days: per minute for an hour, per 5 minutes to a day, nothing older', () => {
    const h = new PoolHistory();
    for (let minute = 0; minute < 3 * 1440; minute++) {
      h.record(7, minute, minute, 1);
      if (minute % 10 === 0) h.prune(minute);
    }
    const now = 3 * 1440 - 1;
    h.prune(now);
    expect(h.size()).toBeLessThan(60 + (KEEP_MINUTES - 60) / 5 + 5);
    // The state 24 h ago is still known to within the coarse step; the last hour to the minute.
    expect(h.at(7, now - 1440)![0]).toBeGreaterThanOrEqual(now - 1440 - 5);
    expect(h.at(7, now - 30)![0]).toBe(now - 30);
  });

  it('survives a JSON round trip', () => {
    const h = new PoolHistory();
    h.record(3, 10, 1.234567891234, 5);
    const back = PoolHistory.fromJSON(JSON.parse(JSON.stringify(h.toJSON())) as [number, number[]][]);
    expect(back.at(3, 10)![0]).toBeCloseTo(1.234567891234, 8);
  });
});

describe('Activity', () => {
  it('counts buys, sells, volumes and distinct traders per minute', () => {
    const a = new Activity();
    a.record(0, { minute: 5, side: 'buy', usd: 10, trader: 'alice', organic: true });
    a.record(0, { minute: 5, side: 'buy', usd: 5, trader: 'alice', organic: true });
    a.record(0, { minute: 5, side: 'sell', usd: 20, trader: 'bob', organic: false });
    a.record(0, { minute: 6, side: 'sell', usd: 1, trader: 'alice', organic: true });
    const t = emptyTotals();
    a.sum(0, 0, 10, t);
    expect(t).toEqual({
      buys: 2,
      sells: 2,
      buyVolume: 15,
      sellVolume: 21,
      buyOrganicVolume: 15,
      sellOrganicVolume: 1,
      // alice and bob in minute 5, alice again in minute 6
      traders: 3,
      organicBuyers: 1,
      netBuyers: 1,
    });
    const late = emptyTotals();
    a.sum(0, 6, 10, late);
    expect(late).toMatchObject({ buys: 0, sells: 1, traders: 1 });
  });

  it('keeps buckets in order when the wall clock steps back', () => {
    const a = new Activity();
    a.record(2, { minute: 10, side: 'buy', usd: 1, trader: 'a', organic: false });
    a.record(2, { minute: 9, side: 'sell', usd: 2, trader: 'b', organic: false });
    a.record(2, { minute: 11, side: 'buy', usd: 3, trader: 'c', organic: false });
    const t = emptyTotals();
    a.sum(2, 10, 10, t);
    expect(t).toMatchObject({ buys: 1, sells: 1, traders: 2 });
  });

  it('merges old minutes into 5-minute buckets and forgets what is older than a day', () => {
    const a = new Activity();
    for (let minute = 0; minute < 2 * 1440; minute++) {
      a.record(1, { minute, side: 'buy', usd: 1, trader: minute, organic: false });
    }
    const now = 2 * 1440;
    a.prune(now);
    const day = emptyTotals();
    a.sum(1, now - 1440 + 1, now, day);
    expect(day.buys).toBeGreaterThanOrEqual(1435);
    expect(day.buys).toBeLessThanOrEqual(1440);
    expect(a.size()).toBeLessThan(60 + KEEP_MINUTES / 5 + 5);
    const json = JSON.parse(JSON.stringify(a.toJSON())) as [number, number[]][];
    const back = Activity.fromJSON(json);
    const again = emptyTotals();
    back.sum(1, now - 1440 + 1, now, again);
    expect(again).toEqual(day);
  });
});
