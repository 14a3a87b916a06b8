import { useNow } from '../../../hooks/use-now';
import { useMemo } from 'react';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { useOrderHistory } from '../hooks/use-trigger-data';
import { needsWithdrawal } from '../utils/order-view';
import { OpenOrderRow } from './order-row';

const LIVE_STATES = new Set(['pending', 'open', 'executing', 'pending_withdraw']);

export function OpenOrders() {
  const history = useOrderHistory({ limit: 100, sort: 'updated_at', dir: 'desc' });
  const now = useNow();
  const orders = useMemo(
    () => (history.data?.orders ?? []).filter((o) => LIVE_STATES.has(o.orderState) || needsWithdrawal(o)),
    [history.data],
  );
  const mints = useMemo(() => [...new Set(orders.map((o) => o.triggerMint ?? o.inputMint))], [orders]);
  const prices = usePrices(mints.length > 0 ? mints : undefined);
  if (history.isPending) return <p className="text-sm text-ink-muted">Loading your orders…</p>;
  if (history.isError && !history.data) {
    return <p className="text-sm text-danger">Your orders could not be loaded. They will be tried again shortly.</p>;
  }
  if (orders.length === 0) {
    return <p className="text-sm text-ink-muted">No open orders. Place one with the form; it will show here.</p>;
  }
  return (
    <ul aria-label="Open orders" className="flex flex-col gap-2">
      {orders.map((o) => (
        <li key={o.id}>
          <OpenOrderRow order={o} market={priceOf(prices.data, o.triggerMint ?? o.inputMint)} now={now} />
        </li>
      ))}
    </ul>
  );
}
