import type { OrderEvent, OrderHistoryItem } from '../../../api/trigger/schemas';
import type { ExplorerTarget } from '../../../lib/explorer';
import { amountText, orderTitle, STATE_LABELS } from './order-view';
import { formatDateTime } from '../../../utils/format';

export type ExplorerLink = (target: ExplorerTarget) => string | null;

export interface HistoryEventView {
  key: string;
  text: string;
  href: string | null;
  linkLabel: string;
}

/** What one history row shows, in words: built once per order (and explorer), not on every scroll frame. */
export interface HistoryRowView {
  title: string;
  state: string;
  meta: string;
  events: HistoryEventView[];
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function eventView(event: OrderEvent, order: OrderHistoryItem, link: ExplorerLink, i: number): HistoryEventView {
  let text: string;
  if (event.type === 'fill') {
    const spent = amountText(event.amount ?? null, order.inputMint);
    const got = amountText(event.outputAmount ?? null, event.outputMint ?? order.outputMint);
    text = `Fill: ${spent === '—' ? '' : `${spent} → `}${got}`;
  } else {
    const amount = event.amount != null && event.mint ? `: ${amountText(event.amount, event.mint)}` : '';
    text = `${event.type ? capitalised(event.type) : 'Event'}${amount}`;
  }
  return {
    key: `${event.timestamp}-${i}`,
    text: `${text}${event.state === 'failed' ? ' (failed)' : ''}`,
    href: event.txSignature ? link({ kind: 'tx', signature: event.txSignature }) : null,
    linkLabel: `View ${event.type ?? 'event'} transaction`,
  };
}

function build(order: OrderHistoryItem, link: ExplorerLink): HistoryRowView {
  const received = order.outputAmount ? ` · received ${amountText(order.outputAmount, order.outputMint)}` : '';
  const created = order.createdAt ? formatDateTime(order.createdAt) : '—';
  return {
    title: orderTitle(order),
    state: STATE_LABELS[order.orderState] ?? order.orderState,
    meta: `${order.orderType.toUpperCase()} · created ${created}${received}`,
    events: (order.events ?? [])
      .filter((e) => e.type === 'fill' || e.type === 'withdrawal')
      .slice(-2)
      .map((e, i) => eventView(e, order, link, i)),
  };
}

const views = new WeakMap<OrderHistoryItem, { link: ExplorerLink; view: HistoryRowView }>();

export function historyRowView(order: OrderHistoryItem, link: ExplorerLink): HistoryRowView {
  const hit = views.get(order);
  if (hit?.link === link) return hit.view;
  const view = build(order, link);
  views.set(order, { link, view });
  return view;
}
