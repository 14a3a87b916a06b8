import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BPS_DENOMINATOR,
  applySlippage,
  applySlippageUp,
  bpsToPercentString,
  mulDivCeil,
  mulDivFloor,
  percentOf,
  percentStringToBps,
} from './bps';

describe('mulDivFloor / mulDivCeil', () => {
  it('rounds down and up', () => {
    expect(mulDivFloor(10n, 1n, 3n)).toBe(3n);
    expect(mulDivCeil(10n, 1n, 3n)).toBe(4n);
    expect(mulDivFloor(9n, 1n, 3n)).toBe(3n);
    expect(mulDivCeil(9n, 1n, 3n)).toBe(3n);
  });

  it('floors and ceils negatives mathematically (not toward zero)', () => {
    expect(mulDivFloor(-10n, 1n, 3n)).toBe(-4n);
    expect(mulDivCeil(-10n, 1n, 3n)).toBe(-3n);
    expect(mulDivFloor(10n, 1n, -3n)).toBe(-4n);
    expect(mulDivCeil(-10n, 1n, -3n)).toBe(4n);
  });

  it('throws on a zero divisor', () => {
    expect(() => mulDivFloor(1n, 1n, 0n)).toThrow(RangeError);
    expect(() => mulDivCeil(1n, 1n, 0n)).toThrow(RangeError);
  });

  it('brackets the exact quotient', () => {
    const big = fc.bigInt({ min: -(1n << 100n), max: 1n << 100n });
    fc.assert(
      fc.property(
        big,
        big,
        big.filter((d) => d !== 0n),
        (a, b, d) => {
          const lo = mulDivFloor(a, b, d);
          const hi = mulDivCeil(a, b, d);
          const n = a * b;
          // lo ≤ n/d ≤ hi with hi − lo ∈ {0, 1}, compared without division.
          const sign = d > 0n ? 1n : -1n;
          expect(lo * d * sign <= n * sign).toBe(true);
          expect(hi * d * sign >= n * sign).toBe(true);
          expect(hi - lo).toBe(n % d === 0n ? 0n : 1n);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('applySlippage', () => {
  it('floors the minimum received', () => {
    expect(applySlippage(17_057_460n, 10)).toBe(17_040_402n); // 17057460 × 0.999 = 17040402.54
    expect(applySlippage(1000n, 50)).toBe(995n);
    expect(applySlippage(999n, 50)).toBe(994n); // 994.005
    expect(applySlippage(1000n, 0)).toBe(1000n);
    expect(applySlippage(1000n, 10_000)).toBe(0n);
    expect(applySlippage(1000n, 50n)).toBe(995n);
  });

  it('ceils the maximum spent', () => {
    expect(applySlippageUp(999n, 50)).toBe(1004n); // 1003.995
    expect(applySlippageUp(1000n, 0)).toBe(1000n);
  });

  it('refuses bps outside 0..10000 or fractional', () => {
    expect(() => applySlippage(1n, -1)).toThrow(RangeError);
    expect(() => applySlippage(1n, 10_001)).toThrow(RangeError);
    expect(() => applySlippage(1n, 0.5)).toThrow(RangeError);
  });

  it('never exceeds the amount and is within 1 unit of the exact value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), fc.integer({ min: 0, max: 10_000 }), (amt, bps) => {
        const min = applySlippage(amt, bps);
        expect(min <= amt).toBe(true);
        const exactTimes = amt * (BPS_DENOMINATOR - BigInt(bps));
        expect(min * BPS_DENOMINATOR <= exactTimes).toBe(true);
        expect((min + 1n) * BPS_DENOMINATOR > exactTimes).toBe(true);
      }),
    );
  });
});

describe('bps <-> percent', () => {
  it('converts both ways', () => {
    expect(bpsToPercentString(50)).toBe('0.5');
    expect(bpsToPercentString(100)).toBe('1');
    expect(bpsToPercentString(1)).toBe('0.01');
    expect(bpsToPercentString(10_000)).toBe('100');
    expect(bpsToPercentString(0)).toBe('0');
    expect(percentStringToBps('0.5')).toBe(50);
    expect(percentStringToBps('1')).toBe(100);
    expect(percentStringToBps(' 2.5 % ')).toBe(250);
    expect(percentStringToBps('.01')).toBe(1);
  });

  it('refuses finer than 1 bp or above 100 %', () => {
    expect(() => percentStringToBps('0.005')).toThrow(/at most 2/);
    expect(() => percentStringToBps('100.01')).toThrow(RangeError);
    expect(() => percentStringToBps('abc')).toThrow(SyntaxError);
  });

  it('round-trips every bps value', () => {
    for (let bps = 0; bps <= 10_000; bps++) expect(percentStringToBps(bpsToPercentString(bps))).toBe(bps);
  });
});

describe('percentOf', () => {
  it('gives a percent number', () => {
    expect(percentOf(1n, 8n)).toBe(12.5);
    expect(percentOf(0n, 8n)).toBe(0);
    expect(percentOf(8n, 8n)).toBe(100);
    expect(percentOf(1n, 3n)).toBeCloseTo(33.3333333333, 9);
    expect(percentOf(5n, 0n)).toBe(0);
    expect(percentOf(1n, 10n ** 30n)).toBeCloseTo(1e-28, 40);
    expect(percentOf((1n << 64n) - 1n, 1n << 65n)).toBeCloseTo(50, 9);
    expect(percentOf(-1n, 4n)).toBe(-25);
    expect(percentOf(1n << 2000n, 1n << 2001n)).toBe(50);
  });
});
