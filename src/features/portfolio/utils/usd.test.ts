import { describe, expect, it } from 'vitest';
import { scaledPrice, sumUsd, usdOf, usdText } from './usd';

describe('usd valuation', () => {
  it('values raw amounts exactly, rounding down to the micro-dollar', () => {
    expect(usdOf(1_500_000_000n, 9, 150.25)).toBe(225_375_000n);
    expect(usdOf(12_345_678n, 6, 1)).toBe(12_345_678n);
    expect(usdOf(1n, 9, 150)).toBe(0n);
    expect(usdOf(123_456_789_012_345_678_901n, 6, 0.5)).toBe(61_728_394_506_172_839_450n);
  });

  it('has no value without a usable price', () => {
    expect(usdOf(1n, 6, null)).toBeNull();
    expect(usdOf(1n, 6, undefined)).toBeNull();
    expect(usdOf(1n, 6, Number.NaN)).toBeNull();
    expect(usdOf(1n, 6, -1)).toBeNull();
    expect(scaledPrice(Infinity)).toBeNull();
    expect(scaledPrice(0.000_000_01)).toBe(10_000n);
  });

  it('sums exactly and counts the parts that have no price', () => {
    const parts = [0.1, 0.2, 0.3].map((p) => usdOf(1_000_000n, 6, p));
    expect(sumUsd(parts)).toEqual({ total: 600_000n, unpriced: 0 });
    expect(sumUsd([1n, null, -3n, null])).toEqual({ total: -2n, unpriced: 2 });
  });

  it('shows dollars and cents, negative values with a sign', () => {
    expect(usdText(225_375_000n)).toBe('$225.38');
    expect(usdText(-1_250_000n)).toBe('-$1.25');
    expect(usdText(null)).toBe('—');
    expect(usdText(5n)).toBe('<$0.01');
  });
});
