import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteExactIn, quoteExactOut, rawMid, reservesAtMid } from './cp-math';

const reserve = fc.bigInt({ min: 1_000n, max: 10n ** 18n });

describe('constant-product quotes', () => {
  it('pays out less than the pool holds, keeps the fee in the pool and never lowers k', () => {
    fc.assert(
      fc.property(
        reserve,
        reserve,
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.integer({ min: 0, max: 500 }),
        (x, y, dx, fee) => {
          const q = quoteExactIn(x, y, dx, fee);
          expect(q.amountOut).toBeGreaterThanOrEqual(0n);
          expect(q.amountOut).toBeLessThan(y);
          expect(q.reserveInAfter).toBe(x + dx);
          expect(q.reserveOutAfter).toBe(y - q.amountOut);
          expect(q.reserveInAfter * q.reserveOutAfter).toBeGreaterThanOrEqual(x * y);
          expect(q.fee).toBe((dx * BigInt(fee) + 9_999n) / 10_000n);
        },
      ),
    );
  });

  it('matches the textbook figure: 1,000 in at 30 bps against 1,000,000 × 1,000,000', () => {
    const q = quoteExactIn(1_000_000n, 1_000_000n, 1_000n, 30);
    // net 997 in: 1e6 · 997 / (1e6 + 997) = 996.00…
    expect(q).toMatchObject({ amountOut: 996n, fee: 3n });
  });

  it('gives nothing for an input too small to buy one unit after the fee', () => {
    expect(quoteExactIn(10n ** 12n, 1_000n, 1n, 25).amountOut).toBe(0n);
  });

  it('exact-out asks for an input that really buys at least that output', () => {
    fc.assert(
      fc.property(
        reserve,
        reserve,
        fc.double({ min: 0.0001, max: 0.9, noNaN: true }),
        fc.integer({ min: 0, max: 300 }),
        (x, y, share, fee) => {
          const want = BigInt(Math.max(1, Math.floor(Number(y) * share)));
          const q = quoteExactOut(x, y, want, fee);
          if (!q) return;
          expect(quoteExactIn(x, y, q.amountIn, fee).amountOut).toBeGreaterThanOrEqual(want);
          // …and one unit less would not (the rounding is not generous beyond a unit of slack).
          if (q.amountIn > 1n) expect(quoteExactIn(x, y, q.amountIn - 2n, fee).amountOut).toBeLessThanOrEqual(want);
        },
      ),
    );
  });

  it('refuses an exact output the pool cannot pay', () => {
    expect(quoteExactOut(100n, 100n, 100n, 30)).toBeNull();
    expect(quoteExactOut(100n, 100n, 0n, 30)).toBeNull();
  });

  it('moves a pool to a target mid along its curve', () => {
    const next = reservesAtMid(1_000_000_000n, 150_000_000n, 0.2);
    expect(next).not.toBeNull();
    expect(rawMid(next!.base, next!.quote)).toBeCloseTo(0.2, 6);
    const k = Number(1_000_000_000n * 150_000_000n);
    expect(Number(next!.base * next!.quote) / k).toBeCloseTo(1, 6);
    expect(reservesAtMid(1_000n, 1_000n, 0)).toBeNull();
    expect(reservesAtMid(1_000n, 1_000n, 1e30)).toBeNull();
  });

  it('rejects a fee outside [0, 10000) bps', () => {
    expect(() => quoteExactIn(1n, 1n, 1n, 10_000)).toThrow(RangeError);
    expect(() => quoteExactIn(1n, 1n, 1n, -1)).toThrow(RangeError);
  });
});
