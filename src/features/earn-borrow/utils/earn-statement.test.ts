import { describe, expect, it } from 'vitest';
import { assetsForRedeem, sharesForDeposit, sharesForWithdraw } from './earn-math';
import { EARN_FEES_MAX, earnStatement } from './earn-statement';
import { JLUSDC, jlUsdc, USDC, WALLET } from './earn-fixtures';

describe('earn maths (1.02 USDC per jlUSDC)', () => {
  it('deposit shares round down, withdraw shares round up, redeem assets round down', () => {
    expect(sharesForDeposit(jlUsdc, 102_000_000n)).toBe(100_000_000n);
    expect(sharesForDeposit(jlUsdc, 100n)).toBe(98n); // 98.04
    expect(sharesForWithdraw(jlUsdc, 100n)).toBe(99n);
    expect(assetsForRedeem(jlUsdc, 99n)).toBe(100n); // 100.98
  });
  it('a vault with less than one share reads the rate of one share; with no rate either, 1:1', () => {
    const empty = { ...jlUsdc, totalAssets: 0n, totalSupply: 0n };
    expect(sharesForDeposit(empty, 1_020_000n)).toBe(1_000_000n);
    expect(assetsForRedeem(empty, 1_000_000n)).toBe(1_020_000n);
    const blank = { ...empty, convertToAssets: 0n };
    expect(sharesForDeposit(blank, 5n)).toBe(5n);
  });
});

describe('earnStatement', () => {
  it('deposit: at most the amount of USDC leaves, at least the shares (less rounding and 1 bp) arrive', () => {
    const s = earnStatement(WALLET, jlUsdc, { action: 'deposit', amount: 102_000_000n });
    expect(s.send).toEqual([{ mint: USDC, max: 102_000_000n }]);
    expect(s.receive).toEqual([{ mint: JLUSDC, min: 100_000_000n - 10_000n - 1n, to: WALLET }]);
    expect(s.feesMax).toBe(EARN_FEES_MAX);
    expect(EARN_FEES_MAX).toBeLessThan(3_000_000n);
  });
  it('withdraw: the shares it burns (rounded up) leave, at least the amount arrives', () => {
    const s = earnStatement(WALLET, jlUsdc, { action: 'withdraw', amount: 100n });
    expect(s.send).toEqual([{ mint: JLUSDC, max: 100n }]);
    expect(s.receive).toEqual([{ mint: USDC, min: 100n, to: WALLET }]);
  });
  it('redeem: exactly the shares leave, at least their value rounded down arrives', () => {
    const s = earnStatement(WALLET, jlUsdc, { action: 'redeem', shares: 100_000_000n });
    expect(s.send).toEqual([{ mint: JLUSDC, max: 100_000_000n }]);
    expect(s.receive).toEqual([{ mint: USDC, min: 101_999_999n, to: WALLET }]);
  });
});
