// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isWithdrawalBegun, withdrawalBegun, withdrawalEnded } from './pending-withdrawals';

describe('pending withdrawals', () => {
  it('remembers a begun withdrawal per wallet until it ends', () => {
    withdrawalBegun('W1', 'order-1');
    expect(isWithdrawalBegun('W1', 'order-1')).toBe(true);
    expect(isWithdrawalBegun('W2', 'order-1')).toBe(false);
    withdrawalEnded('W1', 'order-1');
    expect(isWithdrawalBegun('W1', 'order-1')).toBe(false);
  });
});
