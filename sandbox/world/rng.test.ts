import { describe, expect, it } from 'vitest';
import { hashBytes } from './address';
import { rngFromBytes } from './rng';

const sample = (seed: string, n: number): number[] => {
  const rng = rngFromBytes(hashBytes(seed));
  return Array.from({ length: n }, () => rng.next());
};

describe('rngFromBytes', () => {
  it('is deterministic per seed and differs between seeds', () => {
    expect(sample('a', 50)).toEqual(sample('a', 50));
    expect(sample('a', 50)).not.toEqual(sample('b', 50));
  });

  it('stays in range and is roughly uniform', () => {
    const values = sample('uniform', 20000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const buckets = new Array<number>(10).fill(0);
    for (const v of values) buckets[Math.floor(v * 10)]! += 1;
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it('int, logRange, weighted and bytes honour their bounds', () => {
    const rng = rngFromBytes(hashBytes('helpers'));
    const ints = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const v = rng.int(3, 6);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(6);
      ints.add(v);
      const l = rng.logRange(10, 1000);
      expect(l).toBeGreaterThanOrEqual(10);
      expect(l).toBeLessThan(1000);
      expect(rng.weighted([['never', 0] as const, ['always', 1] as const])).toBe('always');
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
    expect(rng.bytes(32)).toHaveLength(32);
    expect(rng.bytes(5)).toHaveLength(5);
    expect(() => rng.pick([])).toThrow();
  });
});
