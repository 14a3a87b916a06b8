import type { OrderHistoryItem } from '../../../api/trigger/schemas';

/** An OCO's two legs share one deposit: cancelling either withdraws both, so each group is cancelled once. */
export function groupKey(o: OrderHistoryItem): string {
  if (o.orderType !== 'oco') return o.id;
  if (typeof o.ocoGroupId === 'string' && o.ocoGroupId) return `oco:${o.ocoGroupId}`;
  return `oco:${o.createdAt ?? ''}:${o.inputMint}:${o.initialInputAmount ?? ''}:${o.tpPriceUsd}:${o.slPriceUsd}`;
}

/** The open orders "Cancel all" withdraws, one transaction each. */
export function cancellableOrders(orders: readonly OrderHistoryItem[]): OrderHistoryItem[] {
  const seen = new Set<string>();
  return orders.filter((o) => {
    if (o.orderState !== 'open') return false;
    const key = groupKey(o);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
