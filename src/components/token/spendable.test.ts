import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../config/tokens';
import { halfSpendable, maxSpendable, SOL_FEE_RESERVE_LAMPORTS, solFeeReserve } from './spendable';

const SOL = KNOWN_TOKENS.SOL.mint;
const USDC = KNOWN_TOKENS.USDC.mint;

describe('maxSpendable / halfSpendable', () => {
  it('spends every unit of a token', () => {
    expect(maxSpendable(USDC, 1_234_567n)).toBe(1_234_567n);
    expect(halfSpendable(USDC, 1_234_567n)).toBe(617_283n);
  });
  it('keeps the fee reserve of SOL, and never goes below zero', () => {
    expect(SOL_FEE_RESERVE_LAMPORTS).toBe(10_000_000n);
    expect(maxSpendable(SOL, 2_000_000_000n)).toBe(1_990_000_000n);
    expect(halfSpendable(SOL, 2_000_000_000n)).toBe(1_000_000_000n);
    expect(maxSpendable(SOL, 5_000_000n)).toBe(0n);
    // Half of a small balance would eat into the reserve: capped at Max.
    expect(halfSpendable(SOL, 15_000_000n)).toBe(5_000_000n);
  });

  it('keeps the configured priority fee (its maximum) and MEV tip on top of the base reserve', () => {
    const auto = solFeeReserve({ priorityFee: { mode: 'auto' }, mevTipLamports: '0' });
    expect(auto).toBe(SOL_FEE_RESERVE_LAMPORTS);
    const custom = solFeeReserve({
      priorityFee: { mode: 'custom', lamports: '50000000', broadcast: 'maxCap' },
      mevTipLamports: '1000000',
    });
    expect(custom).toBe(SOL_FEE_RESERVE_LAMPORTS + 50_000_000n + 1_000_000n);
    expect(maxSpendable(SOL, 2_000_000_000n, custom)).toBe(2_000_000_000n - 61_000_000n);
    expect(halfSpendable(SOL, 100_000_000n, custom)).toBe(39_000_000n);
    expect(maxSpendable(USDC, 5n, custom)).toBe(5n);
  });
});
