import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feesOf, fillBuy, fillBuyWithFees, fillContracts, fillSell, LOT, MICRO, TICK, type Level } from './book';

const levels = fc.array(
  fc.record({
    price: fc.integer({ min: 1, max: 99 }).map((c) => c * TICK),
    size: fc.integer({ min: 1, max: 50_000 }).map((l) => l * LOT),
  }),
  { maxLength: 12 },
);
const limit = fc.integer({ min: 1, max: 99 }).map((c) => c * TICK);

/** Every level a fill touched is at or better than the limit, and so is its average price. */
function expectWithin(
  fill: { contracts: number; amount: number; worstPrice: number | null },
  lim: number,
  buy: boolean,
) {
  if (fill.contracts === 0) return;
  expect(fill.worstPrice).not.toBeNull();
  if (buy) {
    expect(fill.worstPrice!).toBeLessThanOrEqual(lim);
    expect(fill.amount * MICRO).toBeLessThanOrEqual(lim * fill.contracts);
  } else {
    expect(fill.worstPrice!).toBeGreaterThanOrEqual(lim);
    expect(fill.amount * MICRO).toBeGreaterThanOrEqual(lim * fill.contracts);
  }
  expect(fill.contracts % LOT).toBe(0);
}

describe('the book never fills at a worse price than the order limit', () => {
  it('buys with a budget', () => {
    fc.assert(
      fc.property(levels, fc.integer({ min: 0, max: 10_000 * MICRO }), limit, (asks: Level[], budget, lim) => {
        const fill = fillBuy(asks, budget, lim);
        expectWithin(fill, lim, true);
        expect(fill.amount).toBeLessThanOrEqual(budget);
      }),
    );
  });

  it('buys with fees inside the deposit', () => {
    fc.assert(
      fc.property(levels, fc.integer({ min: 5 * MICRO, max: 10_000 * MICRO }), limit, (asks: Level[], deposit, lim) => {
        const fill = fillBuyWithFees(asks, deposit, lim);
        expectWithin(fill, lim, true);
        expect(fill.amount + fill.fees.total).toBeLessThanOrEqual(deposit);
      }),
    );
  });

  it('buys a number of contracts', () => {
    fc.assert(
      fc.property(
        levels,
        fc.integer({ min: 0, max: 100_000 }).map((l) => l * LOT),
        limit,
        (asks: Level[], want, lim) => {
          const fill = fillContracts(asks, want, lim);
          expectWithin(fill, lim, true);
          expect(fill.contracts).toBeLessThanOrEqual(want);
        },
      ),
    );
  });

  it('sells contracts', () => {
    fc.assert(
      fc.property(
        levels,
        fc.integer({ min: 0, max: 100_000 }).map((l) => l * LOT),
        limit,
        (bids: Level[], want, lim) => {
          const fill = fillSell(bids, want, lim);
          expectWithin(fill, lim, false);
          expect(fill.contracts).toBeLessThanOrEqual(want);
        },
      ),
    );
  });
});

describe('fills and fees', () => {
  it('rounds a buy down to 0.01 contract and takes the cheapest level first', () => {
    const fill = fillBuy(
      [
        { price: 600_000, size: 100 * MICRO },
        { price: 500_000, size: MICRO },
      ],
      10 * MICRO,
      990_000,
    );
    expect(fill.contracts).toBe(MICRO + 15_830_000);
    expect(fill.amount).toBe(500_000 + 9_498_000);
    expect(fill.worstPrice).toBe(600_000);
  });

  it('charges the venue formula rounded up to the cent plus 10 bps', () => {
    expect(feesOf(10 * MICRO, 5 * MICRO)).toEqual({ protocol: 5_000, venue: 180_000, total: 185_000 });
  });
});
