import { useState } from 'react';
import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../utils/format';
import { renewAnyDraft } from '../utils/renew-bracket';
import { useCancelOrder } from '../hooks/use-cancel-order';
import { useCreateOrder } from '../hooks/use-create-order';
import { orderSummary, type TokenRef } from '../utils/order-draft';
import { amountText, EXPIRY_WARNING_MS, orderTitle, tokenOf } from '../utils/order-view';

/** Within a day of its expiry, or expired with its funds still in the vault. */
export function isRenewable(o: OrderHistoryItem, now: number): boolean {
  const soon = o.orderState === 'open' && !!o.expiresAt && o.expiresAt - now <= EXPIRY_WARNING_MS;
  const expired = o.orderState === 'expired' && (o.remainingInputAmount ?? 0n) > 0n;
  return (soon || expired) && renewAnyDraft(o, now) !== null;
}

type Phase = 'idle' | 'confirm' | 'running' | 'done';

/**
 * The expiry cannot be edited (supplement §6 PATCH), so a renew is the inbox's: withdraw the order (an OCO's one
 * withdrawal empties both legs), then place the same terms again with what it held, each a signed transaction on the
 * page's own write path.
 */
export function RenewOrder({
  order,
  wallet,
  now,
  onBusy,
}: {
  order: OrderHistoryItem;
  wallet: string;
  now: number;
  onBusy: (busy: boolean) => void;
}) {
  const cancel = useCancelOrder();
  const create = useCreateOrder();
  const [phase, setPhase] = useState<Phase>('idle');
  // Kept from the click on: the order the withdrawal empties must not change the terms placed again.
  const [kept, setKept] = useState<OrderHistoryItem | null>(null);
  const draft = renewAnyDraft(kept ?? order, now);
  if (!draft) return null;
  const what = draft.kind === 'oco' ? ' (both legs)' : draft.kind === 'otoco' ? ' (the entry and its bracket)' : '';
  const tokens = [order.inputMint, order.outputMint].map(tokenOf).filter((t): t is TokenRef => !!t);
  const run = async () => {
    setPhase('running');
    setKept(order);
    onBusy(true);
    try {
      await cancel.runAsync({ order, wallet, tokens, summary: `Renew, step 1 of 2 (withdraw): ${orderTitle(order)}` });
      await create.runAsync({ draft, wallet, summary: `Renew, step 2 of 2: ${orderSummary(draft, null)}` });
      setPhase('done');
    } catch {
      setPhase('idle');
    } finally {
      onBusy(false);
    }
  };
  const state = create.state.status !== 'idle' ? create.state : cancel.state;
  return (
    <div className="mt-2 flex flex-col gap-2 text-xs">
      {phase === 'idle' ? (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => setPhase('confirm')}>
          Renew
        </Button>
      ) : null}
      {phase === 'confirm' ? (
        <div className="flex flex-wrap items-center gap-2">
          <p>
            Renew: withdraw {amountText(draft.amount, order.inputMint)} and place it again with the same terms{what},
            until {formatDateTime(draft.expiresAt)}? Your wallet asks twice.
          </p>
          <Button size="sm" onClick={() => void run()}>
            Yes, renew
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setPhase('idle')}>
            Not now
          </Button>
        </div>
      ) : null}
      {phase === 'done' ? <p role="status">Renewed: the order is placed again with the same terms.</p> : null}
      <TxProgress state={state} onRetry={create.state.status === 'error' ? create.retry : cancel.retry} />
    </div>
  );
}
