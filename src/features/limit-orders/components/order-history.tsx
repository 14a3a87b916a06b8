import { useMemo } from 'react';
import type { HISTORY_SORTS, OrderEvent, OrderHistoryItem } from '../../../api/trigger/schemas';
import { Button } from '../../../components/ui/button';
import { VirtualList } from '../../../components/ui/virtual-list';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import { BASE_TOKENS } from '../hooks/use-order-form';
import { HISTORY_FILTERS, type LimitPageState } from '../hooks/use-page-state';
import { useOrderHistoryPages } from '../hooks/use-trigger-data';
import { amountText, orderTitle, STATE_LABELS } from '../utils/order-view';

export const HISTORY_PAGE_SIZE = 100;
const ROW_HEIGHT = 96;
const SORT_LABELS: Record<(typeof HISTORY_SORTS)[number], string> = {
  updated_at: 'Last update',
  created_at: 'Created',
  expires_at: 'Expiry',
};
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function EventLine({ event, order }: { event: OrderEvent; order: OrderHistoryItem }) {
  const link = useExplorerLink();
  const href = event.txSignature ? link({ kind: 'tx', signature: event.txSignature }) : null;
  const text =
    event.type === 'fill'
      ? `Fill: ${amountText(event.amount ?? null, order.inputMint) === '—' ? '' : `${amountText(event.amount ?? null, order.inputMint)} → `}${amountText(event.outputAmount ?? null, event.outputMint ?? order.outputMint)}`
      : `${event.type ? event.type.charAt(0).toUpperCase() + event.type.slice(1) : 'Event'}${event.amount != null && event.mint ? `: ${amountText(event.amount, event.mint)}` : ''}`;
  return (
    <span className="whitespace-nowrap">
      {text}
      {event.state === 'failed' ? ' (failed)' : ''}
      {href ? (
        <>
          {' '}
          <a className="text-accent underline" href={href} target="_blank" rel="noreferrer">
            View {event.type ?? 'event'} transaction
          </a>
        </>
      ) : null}
    </span>
  );
}

/** One order of the history in a fixed-height row: what, state, when, and each fill with its amounts and link. */
export function HistoryRow({ order }: { order: OrderHistoryItem }) {
  const shown = (order.events ?? []).filter((e) => e.type === 'fill' || e.type === 'withdrawal').slice(-2);
  return (
    <div className="flex h-full flex-col justify-center gap-0.5 border-b border-line px-1 text-xs">
      <div className="flex justify-between gap-2">
        <span className="truncate text-sm font-medium">{orderTitle(order)}</span>
        <span className="shrink-0 text-ink-muted">{STATE_LABELS[order.orderState] ?? order.orderState}</span>
      </div>
      <span className="text-ink-muted">
        {order.orderType.toUpperCase()} · created {order.createdAt ? dateFormat.format(order.createdAt) : '—'}
        {order.outputAmount ? ` · received ${amountText(order.outputAmount, order.outputMint)}` : ''}
      </span>
      <div className="flex flex-col overflow-hidden">
        {shown.map((e, i) => (
          <EventLine key={`${e.timestamp}-${i}`} event={e} order={order} />
        ))}
      </div>
    </div>
  );
}

/** The order list itself (virtualised: a thousand orders scroll without long tasks). */
export function HistoryList({ orders }: { orders: readonly OrderHistoryItem[] }) {
  return (
    <VirtualList
      label="Order history"
      items={orders}
      rowHeight={ROW_HEIGHT}
      getKey={(o) => o.id}
      renderRow={(o) => <HistoryRow order={o} />}
      className="max-h-[32rem]"
    />
  );
}

const selectClass = 'h-9 rounded-control border border-line bg-surface-sunken px-2 text-sm';

/** History with filters (state group, token), sort and pages; all of them in the URL. */
export function OrderHistory({ url }: { url: LimitPageState }) {
  const { state, token, sort, dir } = url.values;
  const history = useOrderHistoryPages(
    { ...(state === 'all' ? {} : { state }), ...(token === 'all' ? {} : { mint: token }), sort, dir },
    HISTORY_PAGE_SIZE,
  );
  const pages = history.data?.pages;
  const total = pages?.[0]?.pagination.total ?? 0;
  const orders = useMemo(() => (pages ?? []).flatMap((p) => p.orders), [pages]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="History filters">
        <label className="flex items-center gap-1 text-sm">
          Show
          <select
            className={selectClass}
            value={state}
            onChange={(e) => url.set({ state: e.target.value as (typeof HISTORY_FILTERS)[number] })}
          >
            {HISTORY_FILTERS.map((f) => (
              <option key={f} value={f}>
                {f === 'all' ? 'All orders' : f === 'active' ? 'Open' : 'Filled, cancelled, expired'}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1 text-sm">
          Token
          <select className={selectClass} value={token} onChange={(e) => url.set({ token: e.target.value })}>
            <option value="all">All tokens</option>
            {BASE_TOKENS.map((t) => (
              <option key={t.mint} value={t.mint}>
                {t.symbol}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1 text-sm">
          Sort by
          <select
            className={selectClass}
            value={sort}
            onChange={(e) => url.set({ sort: e.target.value as keyof typeof SORT_LABELS })}
          >
            {Object.entries(SORT_LABELS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" variant="secondary" onClick={() => url.set({ dir: dir === 'desc' ? 'asc' : 'desc' })}>
          {dir === 'desc' ? 'Newest first' : 'Oldest first'}
        </Button>
      </div>
      {history.isPending ? <p className="text-sm text-ink-muted">Loading history…</p> : null}
      {history.isError && !history.data ? (
        <p className="text-sm text-danger">The history could not be loaded; try again in a moment.</p>
      ) : null}
      {history.data && orders.length === 0 ? <p className="text-sm text-ink-muted">No orders match.</p> : null}
      {orders.length > 0 ? <HistoryList orders={orders} /> : null}
      <nav aria-label="History pages" className="flex items-center justify-between text-sm">
        <span role="status">
          Showing {orders.length} of {total} orders
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={!history.hasNextPage || history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading…' : `Load the next ${HISTORY_PAGE_SIZE}`}
        </Button>
      </nav>
    </div>
  );
}
