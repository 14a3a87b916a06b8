import { useState } from 'react';
import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useCancelOrder } from '../hooks/use-cancel-order';
import { cancellableOrders } from '../utils/cancel-all';
import { orderTitle, tokenOf } from '../utils/order-view';
import type { TokenRef } from '../utils/order-draft';
import { withdrawalBegun, withdrawalEnded } from '../utils/pending-withdrawals';

type Step =
  { status: 'idle' | 'confirm' } | { status: 'running'; done: number; of: number } | { status: 'over'; text: string };

/** One confirmation, then each order's cancel on the page's own write path: one signed withdrawal per order. */
export function CancelAll({
  orders,
  onHold,
}: {
  orders: readonly OrderHistoryItem[];
  onHold: (ids: ReadonlySet<string>) => void;
}) {
  const session = useTriggerSession();
  const cancel = useCancelOrder();
  const [step, setStep] = useState<Step>({ status: 'idle' });
  const targets = cancellableOrders(orders);
  const run = async () => {
    const wallet = session.wallet;
    if (!wallet) return;
    const list = targets;
    onHold(new Set(orders.filter((o) => o.orderState === 'open').map((o) => o.id)));
    let done = 0;
    try {
      for (const order of list) {
        setStep({ status: 'running', done, of: list.length });
        const tokens = [order.inputMint, order.outputMint].map(tokenOf).filter((t): t is TokenRef => !!t);
        withdrawalBegun(wallet, order.id);
        await cancel.runAsync({ order, wallet, tokens, summary: `Cancel: ${orderTitle(order)}` });
        withdrawalEnded(wallet, order.id);
        done++;
      }
      setStep({
        status: 'over',
        text: `${done} ${done === 1 ? 'order' : 'orders'} cancelled; the funds are back in your wallet.`,
      });
    } catch {
      setStep({ status: 'over', text: `${done} of ${list.length} orders cancelled; the next one stopped.` });
    } finally {
      onHold(new Set());
    }
  };
  if (step.status === 'idle' && targets.length === 0) return null;
  const n = targets.length === 1 ? 'the open order' : `all ${targets.length} open orders`;
  return (
    <div className="mb-2 flex flex-col gap-2" role="group" aria-label="All open orders">
      {step.status === 'idle' || step.status === 'over' ? (
        <div className="flex flex-wrap items-center gap-2">
          {targets.length > 0 ? (
            <Button size="sm" variant="secondary" onClick={() => setStep({ status: 'confirm' })}>
              Cancel all
            </Button>
          ) : null}
          {step.status === 'over' ? (
            <p role="status" className="text-xs">
              {step.text}
            </p>
          ) : null}
        </div>
      ) : null}
      {step.status === 'confirm' ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <p>Cancel {n} and withdraw the funds? Your wallet asks once per order.</p>
          <Button size="sm" variant="danger" onClick={() => void run()}>
            Yes, cancel {n}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setStep({ status: 'idle' })}>
            Keep them
          </Button>
        </div>
      ) : null}
      {step.status === 'running' ? (
        <p role="status" className="text-xs">
          Cancelling order {step.done + 1} of {step.of}…
        </p>
      ) : null}
      <TxProgress state={cancel.state} onRetry={cancel.retry} />
    </div>
  );
}
