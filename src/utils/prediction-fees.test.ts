import { describe, expect, it } from 'vitest';
import { largestFillWithin, predictionFees } from './prediction-fees';

const MICRO = 1_000_000n;

describe('predictionFees', () => {
  it('charges 7 % × C × P × (1 − P) rounded up to the cent, plus 10 bps of the amount', () => {
    // 10 contracts at 50¢: 7 % × 10 × 0.25 = $0.175 → $0.18; 10 bps of $5 = $0.005.
    expect(predictionFees(10n * MICRO, 5n * MICRO)).toEqual({ venue: 180_000n, protocol: 5_000n, total: 185_000n });
    // 3 contracts at 90¢: 7 % × 3 × 0.09 = $0.0189 → $0.02; 10 bps of $2.70 = $0.0027.
    expect(predictionFees(3n * MICRO, 2_700_000n)).toEqual({ venue: 20_000n, protocol: 2_700n, total: 22_700n });
  });

  it('rounds the protocol’s part up to the micro-USD and charges nothing for nothing', () => {
    expect(predictionFees(10_000n, 5_001n).protocol).toBe(6n);
    expect(predictionFees(0n, 0n)).toEqual({ venue: 0n, protocol: 0n, total: 0n });
  });
});

describe('largestFillWithin', () => {
  // A flat book at 50¢: `budget` buys budget / 0.50 contracts in lots of 0.01.
  const walk = (budget: bigint) => {
    const contracts = ((budget * 2n) / 10_000n) * 10_000n;
    return { contracts, amount: contracts / 2n };
  };

  it('finds a fill whose cost and fees fit in the deposit, leaving no more than fee rounding and a lot', () => {
    const deposit = 10n * MICRO;
    const found = largestFillWithin(deposit, walk, (f) => f);
    if (!found) throw new Error('expected a fill');
    const { fill, fees } = found;
    expect(fill.amount + fees.total).toBeLessThanOrEqual(deposit);
    expect(fees).toEqual(predictionFees(fill.contracts, fill.amount));
    // What is left: at most two cents of fee rounding and one lot (0.01 contract at 50¢).
    expect(deposit - fill.amount - fees.total).toBeLessThanOrEqual(20_000n + 5_000n);
  });

  it('is null when nothing fits', () => {
    expect(largestFillWithin(0n, walk, (f) => f)).toBeNull();
    expect(
      largestFillWithin(
        MICRO,
        () => ({ contracts: 2n * MICRO, amount: 2n * MICRO }),
        (f) => f,
      ),
    ).toBeNull();
  });
});
