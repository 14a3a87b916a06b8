import { describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { wireOrder } from '../../../api/trigger/test-fixtures';
import { isRenewable } from './renew-order';

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;
const order = (patch: Record<string, unknown>) =>
  orderHistoryItemSchema.parse({ ...wireOrder, remainingInputAmount: '1000000000', ...patch });

describe('isRenewable', () => {
  it('an open order within 24 h of its expiry, or an expired one with its funds, not one with days left', () => {
    expect(isRenewable(order({ orderState: 'open', rawState: 'open', expiresAt: NOW + 5 * HOUR }), NOW)).toBe(true);
    expect(isRenewable(order({ orderState: 'open', rawState: 'open', expiresAt: NOW + 48 * HOUR }), NOW)).toBe(false);
    expect(isRenewable(order({ orderState: 'expired', rawState: 'expired', expiresAt: NOW - HOUR }), NOW)).toBe(true);
  });
  it('not an expired order already emptied, nor a bracket', () => {
    const expired = { orderState: 'expired', rawState: 'expired', expiresAt: NOW - HOUR };
    expect(isRenewable(order({ ...expired, remainingInputAmount: '0' }), NOW)).toBe(false);
    expect(isRenewable(order({ ...expired, orderType: 'oco' }), NOW)).toBe(false); // no take-profit or stop-loss to place again
  });
});
