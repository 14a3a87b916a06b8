import { useNow } from '../../../hooks/use-now';
import { useRowsAtOnce } from '../../../hooks/use-rows-at-once';
import { useCallback, useMemo, useState } from 'react';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { useOrderHistory } from '../hooks/use-trigger-data';
import { useRowsInSteps } from '../hooks/use-rows-in-steps';
import { needsWithdrawal } from '../utils/order-view';
import { groupKey } from '../utils/cancel-all';
import { CancelAll } from './cancel-all';
import { OpenOrderRow } from './order-row';

const LIVE_STATES = new Set(['pending', 'open', 'executing', 'pending_withdraw']);
/** Each row carries its own renew and cancel: a hundred at once were one long task at 4× CPU (issue 30). */
const ROWS_AT_ONCE = 20;
const ROWS_PER_TASK = 5;

export function OpenOrders() {
  const history = useOrderHistory({ limit: 100, sort: 'updated_at', dir: 'desc' });
  const now = useNow();
  const [renewing, setRenewing] = useState<ReadonlySet<string>>(new Set());
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  // An order being renewed stays listed until its new one is placed, so that the renew's progress stays on screen.
  const orders = useMemo(
    () =>
      (history.data?.orders ?? []).filter(
        (o) => LIVE_STATES.has(o.orderState) || needsWithdrawal(o) || renewing.has(o.id),
      ),
    [history.data, renewing],
  );
  const keep = useCallback(
    (id: string, on: boolean) =>
      setRenewing((all) => {
        const next = new Set(all);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  // An OCO's other leg is withdrawn by its sibling's renew: it does not act meanwhile.
  const renewingGroups = useMemo(
    () => new Set(orders.filter((o) => renewing.has(o.id)).map(groupKey)),
    [orders, renewing],
  );
  const mints = useMemo(() => [...new Set(orders.map((o) => o.triggerMint ?? o.inputMint))], [orders]);
  const prices = usePrices(mints.length > 0 ? mints : undefined);
  const { shown, more, hidden, nextStep } = useRowsAtOnce(orders.length, ROWS_AT_ONCE);
  const target = Math.min(shown, orders.length);
  const drawn = useRowsInSteps(target, ROWS_PER_TASK);
  if (history.isPending) return <p className="text-sm text-ink-muted">Loading your orders…</p>;
  if (history.isError && !history.data) {
    return <p className="text-sm text-danger">Your orders could not be loaded. They will be tried again shortly.</p>;
  }
  // Cancel all stays mounted when the list empties, so that its outcome stays on screen.
  return (
    <>
      <CancelAll orders={orders} onHold={setCancelling} />
      {orders.length === 0 ? (
        <p className="text-sm text-ink-muted">No open orders. Place one with the form; it will show here.</p>
      ) : (
        <ul aria-label="Open orders" className="flex flex-col gap-2">
          {orders.slice(0, drawn).map((o) => (
            <li key={o.id}>
              <OpenOrderRow
                order={o}
                market={priceOf(prices.data, o.triggerMint ?? o.inputMint)}
                now={now}
                held={cancelling.has(o.id) || (!renewing.has(o.id) && renewingGroups.has(groupKey(o)))}
                onRenewing={keep}
              />
            </li>
          ))}
          {hidden > 0 && drawn === target ? (
            <li>
              <button type="button" className="text-sm underline" onClick={more}>
                Show {nextStep} more of {hidden}
              </button>
            </li>
          ) : null}
        </ul>
      )}
    </>
  );
}
