import { describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { wireOrder } from '../../../api/trigger/test-fixtures';
import { distanceText, expiryText, fillPercentOf, needsWithdrawal, orderTitle } from './order-view';

const order = (patch: Record<string, unknown> = {}) => orderHistoryItemSchema.parse({ ...wireOrder, ...patch });

describe('order view', () => {
  it('titles a single order in words', () => {
    expect(orderTitle(order())).toBe('Sell 1 SOL for USDC above $200');
  });
  it('fill progress from fillPercent, else from the amounts', () => {
    expect(fillPercentOf(order({ fillPercent: 0.25 }))).toBe(25);
    expect(fillPercentOf(order({ fillPercent: null, initialInputAmount: '1000', remainingInputAmount: '400' }))).toBe(
      60,
    );
  });
  it('distance to trigger from the live market price', () => {
    expect(distanceText(order(), 160)).toBe('Market $160: trigger +25 % away');
    expect(distanceText(order(), null)).toBeNull();
  });
  it('expiry countdown warns within a day and says expired once past', () => {
    expect(expiryText(1_000 + 2 * 86_400_000 + 3 * 3_600_000, 1_000)).toEqual({
      text: 'Expires in 2 d 3 h',
      warn: false,
    });
    expect(expiryText(1_000 + 5 * 60_000, 1_000)).toEqual({ text: 'Expires in 5 min 0 s', warn: true });
    expect(expiryText(1_000, 2_000)).toEqual({ text: 'Expired', warn: true });
  });
  it('an expired order with funds and no withdrawal needs one; a withdrawn one does not', () => {
    const expired = order({ orderState: 'expired', rawState: 'expired', remainingInputAmount: '1000', events: [] });
    expect(needsWithdrawal(expired)).toBe(true);
    const done = order({
      orderState: 'expired',
      rawState: 'expired',
      remainingInputAmount: '1000',
      events: [{ type: 'withdrawal', timestamp: 1, state: 'success', txSignature: 's' }],
    });
    expect(needsWithdrawal(done)).toBe(false);
    expect(needsWithdrawal(order())).toBe(false);
  });
});
