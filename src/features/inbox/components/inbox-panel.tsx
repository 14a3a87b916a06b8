import { useEffect, useMemo, useState } from 'react';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';
import { useInboxAct, type ActOutcome } from '../hooks/use-inbox-act';
import { useInboxStore } from '../state/inbox-store';
import { orderSummary } from '../../limit-orders/utils/order-draft';
import type { InboxItem } from '../utils/model';

const when = (at: number) =>
  new Date(at).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

function Row(props: {
  item: InboxItem;
  isNew: boolean;
  outcome: ActOutcome | undefined;
  busy: boolean;
  onAct: (confirmed?: boolean) => void;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { item, isNew, outcome, busy } = props;
  return (
    <li aria-label={item.title} className="flex flex-col gap-1 rounded-control border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-medium">
          {isNew ? (
            <span className="mr-2 rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-ink">New</span>
          ) : null}
          {item.title}
        </h3>
        <time className="text-xs text-ink-muted" dateTime={new Date(item.at).toISOString()}>
          {when(item.at)}
        </time>
      </div>
      <p className="text-sm">{item.detail}</p>
      {item.action?.kind === 'renew' && outcome?.status === 'confirm' ? (
        <div className="flex flex-col gap-2 rounded-control bg-surface-raised p-2 text-sm">
          <p>
            Renewing asks for two signatures: cancel this order (what is left comes back to your wallet), then place it
            again: {orderSummary(item.action.draft, null)}, until {when(item.action.draft.expiresAt)}.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => props.onAct(true)}>
              Confirm renew
            </Button>
            <Button size="sm" variant="ghost" onClick={props.onCancel}>
              Keep it as it is
            </Button>
          </div>
        </div>
      ) : null}
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {item.action && outcome?.status !== 'done' && outcome?.status !== 'confirm' ? (
          <Button
            size="sm"
            variant="secondary"
            className="!h-auto min-h-8 max-w-full py-1"
            disabled={busy}
            onClick={() => props.onAct()}
          >
            <span className="text-left whitespace-normal">{item.action.label}</span>
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={props.onDismiss} aria-label={`Dismiss: ${item.title}`}>
          Dismiss
        </Button>
        {outcome?.status === 'done' || outcome?.status === 'failed' ? (
          <p role="status" className={cn('text-sm', outcome.status === 'failed' ? 'text-danger' : 'text-success')}>
            {outcome.status === 'failed' ? `Not done: ${outcome.text}` : outcome.text}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The list: opening it marks everything read; what was unread when it opened keeps its "New" mark until it closes. */
export function InboxPanel({ wallet, onClose }: { wallet: string | null; onClose: () => void }) {
  const items = useInboxStore((s) => s.items);
  const memory = useInboxStore((s) => s.memory);
  const current = useMemo(() => items.filter((i) => !memory.dismissed.includes(i.id)), [items, memory.dismissed]);
  const [unreadAtOpen] = useState(() => new Set(current.filter((i) => !memory.read.includes(i.id)).map((i) => i.id)));
  useEffect(() => {
    useInboxStore.getState().read(current.map((i) => i.id));
  }, [current]);
  const { act, cancelled, outcomes, acted, busy, state } = useInboxAct(onClose);
  const gone = acted.filter((a) => !current.some((i) => i.id === a.id) && !memory.dismissed.includes(a.id));
  const visible = [...current, ...gone].sort((a, b) => b.at - a.at);

  if (!wallet)
    return <p className="py-6 text-center text-sm text-ink-muted">Connect a wallet to see what needs you.</p>;
  if (visible.length === 0)
    return (
      <p className="py-6 text-center text-sm text-ink-muted">
        Nothing needs you right now. Fills, resolved markets, expiring orders and invites, and falling borrow health
        show up here.
      </p>
    );
  return (
    <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto pr-1">
      {state && busy ? <TxProgress state={state} /> : null}
      <ul aria-label="Inbox items" className="flex flex-col gap-2">
        {visible.map((item) => (
          <Row
            key={item.id}
            item={item}
            isNew={unreadAtOpen.has(item.id)}
            outcome={outcomes[item.id]}
            busy={busy}
            onAct={(confirmed) => void act(item, confirmed)}
            onCancel={() => cancelled(item.id)}
            onDismiss={() => useInboxStore.getState().dismissed(item.id)}
          />
        ))}
      </ul>
    </div>
  );
}
