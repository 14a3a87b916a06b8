import { describe, expect, it } from 'vitest';
import { niceTicks } from '../../../utils/nice-ticks';
import { dollarTick } from './pnl-line';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten, inside the range, without float drift', () => {
    expect(niceTicks(-2.7, 13.4)).toEqual([0, 5, 10]);
    expect(niceTicks(0, 0.35)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(-1_200, 300)).toEqual([-1_000, -500, 0]);
  });

  it('gives the one value of an empty range', () => {
    expect(niceTicks(3, 3)).toEqual([3]);
  });
});

describe('dollarTick', () => {
  it('writes dollars with the sign first, compact above a thousand', () => {
    expect(dollarTick(0)).toBe('$0');
    expect(dollarTick(-2.5)).toBe('-$2.5');
    expect(dollarTick(12_500)).toBe('$12.5K');
  });
});
