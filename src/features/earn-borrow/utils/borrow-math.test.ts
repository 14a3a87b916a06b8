import { describe, expect, it } from 'vitest';
import { solVault } from './borrow-fixtures';
import { debtCapacity, debtWithInterest, figures, maxBorrow, maxWithdraw, yearlyInterest } from './borrow-math';

const SOL = 1_000_000_000n;
const USDC = 1_000_000n;

describe('figures (1 SOL at $150, max LTV 80 %, liquidation 85 %)', () => {
  it('50 USDC of debt: LTV 1/3, health 2.55, liquidated when SOL is worth $58.82', () => {
    const f = figures(solVault, SOL, 50n * USDC);
    expect(f.ltv).toBeCloseTo(1 / 3, 9);
    expect(f.health).toBeCloseTo(2.55, 9);
    expect(f.liquidationPrice).toBeCloseTo(58.8235, 3);
    expect(f.collateralUsd).toBe(150);
    expect(f.debtUsd).toBe(50);
  });
  it('no debt: LTV 0, health infinite, no liquidation price', () => {
    expect(figures(solVault, SOL, 0n)).toMatchObject({ ltv: 0, health: Infinity, liquidationPrice: null });
  });
  it('a what-if price moves LTV and health, not the liquidation price', () => {
    const f = figures(solVault, SOL, 50n * USDC, 75);
    expect(f.ltv).toBeCloseTo(2 / 3, 9);
    expect(f.health).toBeCloseTo(1.275, 9);
    expect(figures(solVault, SOL, 50n * USDC, 58.8).health).toBeLessThan(1);
  });
  it('debt with no collateral is infinitely leveraged', () => {
    expect(figures(solVault, 0n, USDC)).toMatchObject({ ltv: Infinity, health: 0, liquidationPrice: null });
  });
});

describe('limits', () => {
  it('1 SOL carries 120 USDC at 80 %; Max safe is 90 % of that; borrowed debt counts', () => {
    expect(debtCapacity(solVault, SOL, 800n)).toBe(120n * USDC);
    expect(maxBorrow(solVault, SOL, 0n)).toBe(120n * USDC);
    expect(maxBorrow(solVault, SOL, 0n, true)).toBe(108n * USDC);
    // Ten minutes of 4.71 % on 100 USDC (90 units) stay free for the interest until it lands.
    expect(maxBorrow(solVault, SOL, 100n * USDC)).toBe(20n * USDC - 90n);
    expect(maxBorrow(solVault, SOL, 130n * USDC)).toBe(0n);
  });
  it('withdraw: everything with no debt; with debt, what keeps LTV at the max (debt ten minutes ahead)', () => {
    expect(maxWithdraw(solVault, SOL, 0n)).toBe(SOL);
    const most = maxWithdraw(solVault, SOL, 60n * USDC);
    // 60 USDC needs 0.5 SOL at 80 %; ten minutes of 4.71 % on 60 USDC is 54 units, 0.00000045 SOL more.
    expect(most).toBe(SOL / 2n - 450n);
    expect(figures(solVault, SOL - most, 60n * USDC).ltv).toBeLessThanOrEqual(0.8);
    expect(maxWithdraw(solVault, SOL, 200n * USDC)).toBe(0n);
  });
  it('interest: the rate per year, and a few seconds of it rounded up', () => {
    expect(yearlyInterest(solVault, 50n * USDC)).toBe(2_355_000n);
    expect(debtWithInterest(solVault, 50n * USDC, 120n)).toBe(50n * USDC + 9n);
    expect(debtWithInterest(solVault, 50_000n * USDC, 31_536_000n)).toBe(52_355n * USDC);
  });
});
