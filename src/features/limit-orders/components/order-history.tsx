import { memo, useCallback, useMemo } from 'react';
import type { HISTORY_SORTS, OrderHistoryItem } from '../../../api/trigger/schemas';
import { Button } from '../../../components/ui/button';
import { VirtualList } from '../../../components/ui/virtual-list';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import { historyTokenOptions } from '../utils/history-tokens';
import { HISTORY_FILTERS, type LimitPageState } from '../hooks/use-page-state';
import { useOrderHistory, useOrderHistoryPages } from '../hooks/use-trigger-data';
import { historyRowView, type ExplorerLink } from '../utils/history-view';

export const HISTORY_PAGE_SIZE = 100;
const ROW_HEIGHT = 96;
const SORT_LABELS: Record<(typeof HISTORY_SORTS)[number], string> = {
  updated_at: 'Last update',
  created_at: 'Created',
  expires_at: 'Expiry',
};
const orderKey = (o: OrderHistoryItem) => o.id;
export const HistoryRow = memo(function HistoryRow({ order, link }: { order: OrderHistoryItem; link: ExplorerLink }) {
  const view = historyRowView(order, link);
  return (
    <div className="flex h-full flex-col justify-center gap-0.5 border-b border-line px-1 text-xs">
      <div className="flex justify-between gap-2">
        <span className="truncate text-sm font-medium">{view.title}</span>
        <span className="shrink-0 text-ink-muted">{view.state}</span>
      </div>
      <span className="text-ink-muted">{view.meta}</span>
      <div className="flex flex-col overflow-hidden">
        {view.events.map((e) => (
          <span key={e.key} className="whitespace-nowrap">
            {e.text}
            {e.href ? (
              <>
                {' '}
                <a className="text-accent underline" href={e.href} target="_blank" rel="noreferrer">
                  {e.linkLabel}
                </a>
              </>
            ) : null}
          </span>
        ))}
      </div>
    </div>
  );
});

/** Virtualised, memoised rows with texts built once: a thousand orders scroll without long tasks. */
export function HistoryList({ orders }: { orders: readonly OrderHistoryItem[] }) {
  const link = useExplorerLink();
  const renderRow = useCallback((o: OrderHistoryItem) => <HistoryRow order={o} link={link} />, [link]);
  return (
    <VirtualList
      label="Order history"
      items={orders}
      rowHeight={ROW_HEIGHT}
      getKey={orderKey}
      renderRow={renderRow}
      className="max-h-[32rem]"
    />
  );
}

const selectClass = 'h-9 rounded-control border border-line bg-surface-sunken px-2 text-sm';

export function OrderHistory({ url }: { url: LimitPageState }) {
  const { state, token, sort, dir } = url.values;
  const history = useOrderHistoryPages(
    { ...(state === 'all' ? {} : { state }), ...(token === 'all' ? {} : { mint: token }), sort, dir },
    HISTORY_PAGE_SIZE,
  );
  // The open orders' read (one cache entry): the pairs the wallet traded lately, whatever the filter shows.
  const recent = useOrderHistory({ limit: 100, sort: 'updated_at', dir: 'desc' }, false).data?.orders;
  const tokens = useMemo(() => historyTokenOptions(recent ?? [], token), [recent, token]);
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
            {tokens.map((t) => (
              <option key={t.mint} value={t.mint}>
                {t.label}
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
