import { memo, useEffect, useRef, useState } from 'react';
import { explainError } from '../../../api/explain-error';
import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { cn } from '../../../utils/cn';
import { useCancelOrder } from '../hooks/use-cancel-order';
import { OrderFills } from './order-fills';
import { isRenewable, RenewOrder } from './renew-order';
import { parseForm } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { priceEditSchema, slippageField, useEditOrder } from '../hooks/use-edit-order';
import { isWithdrawalBegun, withdrawalBegun, withdrawalEnded } from '../utils/pending-withdrawals';
import {
  amountText,
  distanceText,
  expiryText,
  fillPercentOf,
  needsWithdrawal,
  orderTitle,
  STATE_LABELS,
  tokenOf,
} from '../utils/order-view';
import type { TokenRef } from '../utils/order-draft';

function EditPrices({ order, onDone }: { order: OrderHistoryItem; onDone: () => void }) {
  const edit = useEditOrder(order);
  const { values, set } = useForm(() => ({
    trigger: order.triggerPriceUsd?.toString() ?? '',
    tp: order.tpPriceUsd?.toString() ?? '',
    sl: order.slPriceUsd?.toString() ?? '',
    slip: order.slippageBps === null || order.slippageBps === undefined ? '' : String(order.slippageBps / 100),
  }));
  const { parsed } = parseForm(priceEditSchema(order), values);
  const { trigger, tp, sl, slip } = values;
  const hasTrigger = order.orderType !== 'oco' && !order.trailingBps;
  const hasBracket = order.orderType !== 'single';
  const save = () => {
    if (parsed) edit.mutate(parsed, { onSuccess: onDone });
  };
  return (
    <form
      className="mt-2 flex flex-col gap-2"
      aria-label="Edit the order"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      {hasTrigger ? (
        <Field
          label="New trigger price (USD)"
          value={trigger}
          onChange={(e) => set('trigger', e.target.value)}
          inputMode="decimal"
        />
      ) : null}
      {hasBracket ? (
        <div className="grid grid-cols-2 gap-2">
          <Field
            label="New take-profit (USD)"
            value={tp}
            onChange={(e) => set('tp', e.target.value)}
            inputMode="decimal"
          />
          <Field
            label="New stop-loss (USD)"
            value={sl}
            onChange={(e) => set('sl', e.target.value)}
            inputMode="decimal"
          />
        </div>
      ) : null}
      {slippageField(order) ? (
        <Field
          label="Slippage (%)"
          value={slip}
          placeholder="Service default"
          onChange={(e) => set('slip', e.target.value)}
          inputMode="decimal"
        />
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Keep as is
        </Button>
      </div>
      {edit.isError ? <p className="text-xs text-danger">{explainError(edit.error).title}</p> : null}
    </form>
  );
}

type RowProps = {
  order: OrderHistoryItem;
  market: number | null;
  now: number;
  held?: boolean;
  onRenewing?: (id: string, on: boolean) => void;
};

/** What the clock changes in a row: its expiry line, and all of it while it can be renewed (the new expiry shows). */
const clockView = (o: OrderHistoryItem, now: number) =>
  isRenewable(o, now) ? String(now) : o.orderState === 'open' ? (expiryText(o.expiresAt, now)?.text ?? '') : '';

// The list's clock ticks every second: a row redraws on a tick only where what it shows changes (issue 30).
const sameRow = (a: RowProps, b: RowProps) =>
  a.order === b.order &&
  a.market === b.market &&
  a.held === b.held &&
  a.onRenewing === b.onRenewing &&
  (a.now === b.now || clockView(a.order, a.now) === clockView(b.order, b.now));

/** `held`: "Cancel all" is withdrawing this order, so the row neither acts nor resumes a cancel meanwhile. */
export const OpenOrderRow = memo(function OpenOrderRow({ order, market, now, held = false, onRenewing }: RowProps) {
  const session = useTriggerSession();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const title = orderTitle(order);
  const fill = fillPercentOf(order);
  const expiry = order.orderState === 'open' ? expiryText(order.expiresAt, now) : null;
  const withdraw = needsWithdrawal(order);
  const tokens = [order.inputMint, order.outputMint].map(tokenOf).filter((t): t is TokenRef => t !== undefined);
  const start = () => {
    if (!session.wallet) return;
    setConfirming(false);
    withdrawalBegun(session.wallet, order.id);
    cancel.run({
      order,
      wallet: session.wallet,
      tokens,
      summary: `${withdraw ? 'Withdraw' : 'Cancel'}: ${title}`,
    });
  };
  const cancelling = cancel.busy || held || renewing;
  // A cancel requested before a reload (the service holds the order in `ready_to_cancel`) resumes: the withdrawal is
  // asked for again and signed, once per page.
  const resumed = useRef(false);
  const pendingCancel =
    order.orderState === 'pending_withdraw' ||
    (withdraw && session.wallet !== null && isWithdrawalBegun(session.wallet, order.id));
  useEffect(() => {
    if (!pendingCancel || held || renewing || resumed.current || cancel.busy || cancel.state.status !== 'idle') return;
    resumed.current = true;
    start();
  });
  useEffect(() => {
    if (cancel.state.status === 'done' && session.wallet) withdrawalEnded(session.wallet, order.id);
  }, [cancel.state.status, session.wallet, order.id]);
  return (
    <article aria-label={title} className="rounded-control border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-medium">{title}</h3>
        <span className="text-xs text-ink-muted">
          {cancelling ? 'Cancelling…' : (STATE_LABELS[order.orderState] ?? order.orderState)}
        </span>
      </div>
      <div className="mt-2 flex items-center gap-2 text-xs text-ink-muted">
        <progress className="h-1.5 flex-1" max={100} value={fill} aria-label={`Filled ${fill.toFixed(0)} %`} />
        <span>
          {fill.toFixed(0)} % filled · {amountText(order.remainingInputAmount, order.inputMint)} left
        </span>
      </div>
      <OrderFills order={order} />
      {order.orderState === 'open' ? <p className="mt-1 text-xs">{distanceText(order, market)}</p> : null}
      {expiry ? (
        <p className={cn('mt-1 text-xs', expiry.warn ? 'text-warning' : 'text-ink-muted')}>{expiry.text}</p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {order.orderState === 'open' && !editing && !cancelling ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
        {(order.orderState === 'open' || withdraw) && !confirming && !cancelling ? (
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            {withdraw ? 'Withdraw funds' : 'Cancel order'}
          </Button>
        ) : null}
        {confirming ? (
          <>
            <Button size="sm" variant="danger" onClick={start}>
              {withdraw ? 'Yes, withdraw to my wallet' : 'Yes, cancel and withdraw'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep the order
            </Button>
          </>
        ) : null}
      </div>
      {editing ? <EditPrices order={order} onDone={() => setEditing(false)} /> : null}
      {session.wallet && (renewing || (!cancelling && !confirming && !editing && isRenewable(order, now))) ? (
        <RenewOrder
          order={order}
          wallet={session.wallet}
          now={now}
          onBusy={(on) => {
            setRenewing(on);
            onRenewing?.(order.id, on);
          }}
        />
      ) : null}
      <TxProgress
        state={cancel.state}
        onRetry={cancel.retry}
        stages={{
          crafting:
            cancel.waiting > 0
              ? `Cancelling… the service is not ready yet, retrying (${cancel.waiting})`
              : 'Cancelling…',
        }}
      />
    </article>
  );
}, sameRow);
