import { describe, expect, it } from 'vitest';
import { valueAt, walkBudget, walkContracts, wholeLots } from './prediction-book';

const never = () => false;
const levels = [
  { price: 400_000n, size: 1_000_000n },
  { price: 450_000n, size: 2_000_000n },
];

describe('prediction book walk', () => {
  it('rounds to lots and values half up', () => {
    expect(wholeLots(1_234_567n)).toBe(1_230_000n);
    expect(valueAt(10_000n, 50n)).toBe(1n);
    expect(valueAt(10_000n, 49n)).toBe(0n);
  });

  it('spends a budget level by level and stops where it cannot clear a level', () => {
    expect(walkBudget(levels, 400_000n, never)).toEqual({ contracts: 1_000_000n, amount: 400_000n, worst: 400_000n });
    const partial = walkBudget(levels, 500_000n, never);
    expect(partial).toEqual({ contracts: 1_220_000n, amount: 499_000n, worst: 450_000n });
    expect(walkBudget(levels, 5_000_000n, (p) => p > 400_000n).contracts).toBe(1_000_000n);
    expect(walkBudget([{ price: 0n, size: 1n }], 1n, never)).toEqual({ contracts: 0n, amount: 0n, worst: null });
  });

  it('takes a number of contracts in whole lots, never past the limit', () => {
    expect(walkContracts(levels, 1_500_000n, never)).toEqual({
      contracts: 1_500_000n,
      amount: 625_000n,
      worst: 450_000n,
    });
    expect(walkContracts(levels, 1_505_000n, never).contracts).toBe(1_500_000n);
    expect(walkContracts(levels, 3_000_000n, (p) => p > 400_000n).contracts).toBe(1_000_000n);
    expect(walkContracts(levels, 0n, never)).toEqual({ contracts: 0n, amount: 0n, worst: null });
  });
});
