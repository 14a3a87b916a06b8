import { describe, expect, it } from 'vitest';
import { solVault } from './borrow-fixtures';
import { netApy } from './net-apy';

describe('netApy', () => {
  it('weighs the supply APY and borrow APR by their USD values, over the position’s net worth', () => {
    // 1 SOL at $150, 4.71 % on 50 USDC of debt, 2 % supply: (150 × 2 − 50 × 4.71) / 100.
    const v = { ...solVault, supplyRate: 200 };
    expect(netApy(v, 1_000_000_000n, 50_000_000n)).toBeCloseTo(0.645, 6);
    expect(netApy(solVault, 1_000_000_000n, 50_000_000n)).toBeCloseTo(-2.355, 6);
    expect(netApy(v, 1_000_000_000n, 0n)).toBeCloseTo(2, 6);
  });
  it('is unknown when the debt is worth the collateral or more, or nothing is deposited', () => {
    expect(netApy(solVault, 1_000_000_000n, 150_000_000n)).toBeNull();
    expect(netApy(solVault, 0n, 0n)).toBeNull();
  });
});
