import { describe, expect, it } from 'vitest';
import { buyLimit, dollarsToMicro, feeOf, fillBuy, fillSell, takerLevels } from './book';
import { orderbookSchema } from './schemas';

const book = orderbookSchema.parse({
  yes: [
    [58, 100],
    [60, 50],
  ],
  no: [
    [30, 20],
    [35, 10],
  ],
  yes_dollars: [
    ['0.5800', 100],
    ['0.6000', 50],
  ],
  no_dollars: [
    ['0.3000', 20],
    ['0.3500', 10],
  ],
});

describe('takerLevels', () => {
  it('buys YES against the NO bids at 1 − bid, cheapest first', () => {
    expect(takerLevels(book, 'yes', 'buy')).toEqual([
      { price: 650_000n, size: 10_000_000n },
      { price: 700_000n, size: 20_000_000n },
    ]);
  });
  it('sells YES into the YES bids, best first', () => {
    expect(takerLevels(book, 'yes', 'sell').map((l) => l.price)).toEqual([600_000n, 580_000n]);
  });
  it('has no levels without a book', () => {
    expect(takerLevels(null, 'no', 'buy')).toEqual([]);
  });
});

describe('fillBuy', () => {
  const asks = takerLevels(book, 'yes', 'buy');
  it('takes the fee first, walks the levels and rounds down to 0.01 contract', () => {
    const fill = fillBuy(asks, 10_000_000n);
    expect(fill.fee).toBe(50_000n);
    // 6.5 USD buys 10 at 0.65, the 3.45 left buys 4.928571 at 0.70 → 14.92 contracts.
    expect(fill.contractsMicro).toBe(14_920_000n);
    expect(fill.cost).toBeLessThanOrEqual(9_950_000n);
    expect(fill.avgPrice).toBeGreaterThan(650_000n);
    expect(fill.avgPrice).toBeLessThan(700_000n);
    expect(fill.partial).toBe(false);
  });
  it('never fills above the limit and says it stopped', () => {
    const fill = fillBuy(asks, 10_000_000n, 660_000n);
    expect(fill.contractsMicro).toBe(10_000_000n);
    expect(fill.worstPrice).toBe(650_000n);
    expect(fill.partial).toBe(true);
  });
  it('fills nothing on an empty book', () => {
    expect(fillBuy([], 5_000_000n)).toMatchObject({ contractsMicro: 0n, avgPrice: 0n, partial: true });
  });
});

describe('fillSell', () => {
  it('hits the bids best first and charges the fee on the proceeds', () => {
    const fill = fillSell(takerLevels(book, 'yes', 'sell'), 60_000_000n);
    expect(fill.gross).toBe(30_000_000n + 5_800_000n);
    expect(fill.fee).toBe(feeOf(fill.gross));
    expect(fill.unfilledMicro).toBe(0n);
  });
  it('leaves what the limit refuses unfilled', () => {
    const fill = fillSell(takerLevels(book, 'yes', 'sell'), 60_000_000n, 590_000n);
    expect(fill.contractsMicro).toBe(50_000_000n);
    expect(fill.unfilledMicro).toBe(10_000_000n);
  });
});

it('reads dollar strings and caps the limit below $1', () => {
  expect(dollarsToMicro('0.6500')).toBe(650_000n);
  expect(dollarsToMicro('1')).toBe(1_000_000n);
  expect(buyLimit(650_000n)).toBe(663_000n);
  expect(buyLimit(990_000n, 500n)).toBe(999_999n);
});
