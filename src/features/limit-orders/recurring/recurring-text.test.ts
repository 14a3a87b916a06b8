import { describe, expect, it } from 'vitest';
import { everyText, remainingRaw, summaryText, untilText } from './recurring-text';

describe('recurring text', () => {
  it('says the order in plain words', () => {
    const base = { perCycle: '10', inputSymbol: 'USDC', outputSymbol: 'SOL', intervalSeconds: 86_400 };
    expect(summaryText({ ...base, count: 3 })).toBe('Buy 10 USDC of SOL every day, 3 times');
    expect(summaryText({ ...base, count: 2, intervalSeconds: 3_600 })).toBe('Buy 10 USDC of SOL every hour, twice');
    expect(everyText(7_200)).toBe('every 2 hours');
    expect(everyText(90)).toBe('every 90 seconds');
  });

  it('counts what is left and how long until the next round', () => {
    expect(remainingRaw({ rawInDeposited: 150n, rawInUsed: 50n, rawInWithdrawn: 0n })).toBe(100n);
    expect(remainingRaw({ rawInDeposited: 150n, rawInUsed: 50n, rawInWithdrawn: 100n })).toBe(0n);
    expect(untilText(1_000 + 3_723_000, 1_000)).toBe('in 1 h 2 min');
    expect(untilText(0, 1_000)).toBe('due now');
    expect(untilText(2 * 86_400_000, 0)).toBe('in 2 d 0 h');
  });
});
