import { describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { wireOrder } from '../../../api/trigger/test-fixtures';
import { cancellableOrders } from './cancel-all';

const order = (patch: Record<string, unknown>) =>
  orderHistoryItemSchema.parse({ ...wireOrder, orderState: 'open', rawState: 'open', ...patch });

describe('cancellableOrders', () => {
  it('keeps open orders only, and one leg per OCO group', () => {
    const orders = [
      order({ id: 'a' }),
      order({ id: 'b', orderState: 'filled', rawState: 'fill_success' }),
      order({ id: 'tp', orderType: 'oco', ocoGroupId: 'g' }),
      order({ id: 'sl', orderType: 'oco', ocoGroupId: 'g' }),
      order({ id: 'c', orderState: 'pending_withdraw', rawState: 'ready_to_cancel' }),
    ];
    expect(cancellableOrders(orders).map((o) => o.id)).toEqual(['a', 'tp']);
  });
  it('pairs OCO legs without a group id by their shared deposit', () => {
    const leg = { orderType: 'oco', createdAt: 5, tpPriceUsd: 200, slPriceUsd: 100 };
    const orders = [order({ ...leg, id: 'tp' }), order({ ...leg, id: 'sl' }), order({ ...leg, id: 'x', createdAt: 6 })];
    expect(cancellableOrders(orders).map((o) => o.id)).toEqual(['tp', 'x']);
  });
});
