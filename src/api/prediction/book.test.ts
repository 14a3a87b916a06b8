import { describe, expect, it } from 'vitest';
import { buyLimit, dollarsToMicro, feesOf, fillBuy, fillSell, minContractsAt, takerLevels } from './book';
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

describe('feesOf', () => {
  it('charges 7 % × C × P × (1 − P) rounded up to the cent, plus 10 bps', () => {
    // 10 contracts at 50¢: 0.07 × 10 × 0.25 = $0.175 → $0.18, plus $0.005.
    expect(feesOf(10_000_000n, 5_000_000n)).toBe(185_000n);
    expect(feesOf(0n, 0n)).toBe(0n);
  });
});

describe('fillBuy', () => {
  const asks = takerLevels(book, 'yes', 'buy');
  it('spends the deposit on contracts and fees, never more, in whole lots', () => {
    const fill = fillBuy(asks, 10_000_000n);
    expect(fill.cost + fill.fee).toBeLessThanOrEqual(10_000_000n);
    expect(fill.fee).toBe(feesOf(fill.contractsMicro, fill.cost));
    // 10 at 65¢, then 4.64 at 70¢ once the fees are taken.
    expect(fill.contractsMicro).toBe(14_640_000n);
    expect(fill.contractsMicro % 10_000n).toBe(0n);
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
  it('gives at least the minimum computed at the limit', () => {
    const fill = fillBuy(asks, 10_000_000n, 700_000n);
    expect(fill.contractsMicro).toBeGreaterThanOrEqual(minContractsAt(700_000n, 10_000_000n, fill.fee));
  });
});

describe('fillSell', () => {
  it('hits the bids best first and charges the fee on the proceeds', () => {
    const fill = fillSell(takerLevels(book, 'yes', 'sell'), 60_000_000n);
    expect(fill.gross).toBe(30_000_000n + 5_800_000n);
    expect(fill.fee).toBe(feesOf(60_000_000n, fill.gross));
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
