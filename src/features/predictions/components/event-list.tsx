import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { eventQueries } from '../../../api/prediction/event-queries';
import { EVENT_CATEGORIES, type PredictionEvent } from '../../../api/prediction/event-schemas';
import { QueryState } from '../../../components/page/query-state';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { Tabs } from '../../../components/ui/tabs';
import { useApiClient } from '../../../hooks/use-api-client';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { SORT_LABELS, SORTS, type PredictionsUrl, type Sort } from '../hooks/use-predictions-url';
import { useNowSeconds } from '../hooks/use-now';
import { useWatchlist, useWatchlistStore } from '../state/watchlist-store';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import type { OpenTarget } from './event-card';
import { EVENT_ROW_HEIGHT } from '../utils/event-layout';
import { lazyPart, PartLoading } from '../../../components/page/lazy-part';

// The list's virtual rows load beside the events' first read, not before the page can take a search.
const rows = lazyPart(() => import('./event-rows').then((m) => m.EventRows));
rows.preload();

type Category = (typeof EVENT_CATEGORIES)[number];
const CATEGORY_LABELS: Record<Category, string> = {
  all: 'All',
  crypto: 'Crypto',
  sports: 'Sports',
  politics: 'Politics',
  esports: 'Esports',
  culture: 'Culture',
  economics: 'Economics',
  tech: 'Tech',
};
const FILTER_LABELS = { any: 'All events', new: 'New', live: 'Live', trending: 'Trending', upcoming: 'Upcoming' };
// Ten 176 px rows more than fill the list; a smaller answer parses in a shorter task (issue 15).
const PAGE = 10;
const PREFETCH_ROWS = 8;

const sortParams = (sort: Sort) => {
  const [sortBy, sortDirection] = sort.split('-') as ['volume' | 'beginAt', 'asc' | 'desc'];
  return { sortBy, sortDirection };
};

const titleOf = (e: PredictionEvent) => (e.metadata?.title ?? e.eventId).toLowerCase();

/** The events of the chosen category, filter and sort; the search narrows what is loaded at once and asks the service. */
export function EventList({ url, onOpen }: { url: PredictionsUrl; onOpen: (target: OpenTarget) => void }) {
  const client = useApiClient();
  const { category, filter, sort, q } = url.values;
  const [typed, setTyped] = useState(q);
  const query = useDebouncedValue(typed.trim(), 250);
  // The link follows the search once typing pauses: each URL write re-renders the page through the router.
  const { set: setUrl } = url;
  const written = useRef(query);
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setUrl({ q: query || null });
  }, [query, setUrl]);
  const nowSec = useNowSeconds(30_000);
  const owner = useWallet().publicKey?.toBase58();
  const watched = useWatchlist(owner);
  const toggled = useWatchlistStore((s) => s.toggled);
  const onWatch = useMemo(() => (owner ? (id: string) => toggled(owner, id) : null), [owner, toggled]);

  const events = useInfiniteQuery({
    ...eventQueries.eventPages(
      client,
      {
        category,
        includeMarkets: true,
        includeAllMarkets: true,
        ...sortParams(sort),
        ...(filter === 'any' ? {} : { filter }),
      },
      PAGE,
    ),
    placeholderData: keepPreviousData,
    // A deep comparison of every refetched page cost 50+ ms at 1,000 events (bench:ui).
    structuralSharing: false,
  });
  // A query update renders synchronously; the rows render as an interruptible transition instead (issue 15).
  const data = useDeferredValue(events.data);
  const pages = data?.pages;
  const loaded = useMemo(() => (pages ?? []).flatMap((p) => p.data), [pages]);
  const search = useQuery({
    ...eventQueries.search(client, query ? { query, limit: 20 } : undefined),
    placeholderData: (previous) => previous,
  });

  // The input shows each key at once; narrowing the list follows as an interruptible render.
  const deferredTyped = useDeferredValue(typed);
  const shown = useMemo(() => {
    const needle = deferredTyped.trim().toLowerCase();
    if (!needle) return loaded;
    const local = loaded.filter((e) => titleOf(e).includes(needle));
    const seen = new Set(local.map((e) => e.eventId));
    const remote = (query ? (search.data?.data ?? []) : []).filter(
      (e) => !seen.has(e.eventId) && (category === 'all' || e.category === category),
    );
    return [...local, ...remote];
  }, [loaded, search.data, deferredTyped, query, category]);

  // One callback for every card, whatever the page passes, so memoised cards stay as they are while the list changes.
  const openRef = useRef(onOpen);
  useLayoutEffect(() => {
    openRef.current = onOpen;
  });
  const open = useCallback((target: OpenTarget) => openRef.current(target), []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = events;
  const total = pages?.[0]?.pagination.total ?? loaded.length;
  const searching = deferredTyped.trim() !== '';
  // Reading near the end of what is loaded asks for the next page (the button does the same from the keyboard). A
  // native passive listener: a React scroll handler cost a dispatch through React on every frame of a fast scroll.
  const more = useRef(() => undefined as unknown);
  useLayoutEffect(() => {
    more.current = () => {
      if (!searching && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    };
  });
  const scrollBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scrollBox.current;
    if (!box) return;
    const onScroll = (e: Event) => {
      const el = e.target as HTMLElement;
      if (el.scrollHeight - el.scrollTop - el.clientHeight < PREFETCH_ROWS * EVENT_ROW_HEIGHT) more.current();
    };
    box.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => box.removeEventListener('scroll', onScroll, { capture: true });
  });

  return (
    <Tabs
      label="Category"
      items={EVENT_CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] }))}
      selected={category}
      onSelect={(c) => url.set({ category: c })}
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <div className="flex flex-col gap-1">
          <label htmlFor="prediction-search" className="text-sm font-medium">
            Search events
          </label>
          <input
            id="prediction-search"
            type="search"
            className={inputClass}
            placeholder="Team, coin, election…"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="prediction-filter" className="text-sm font-medium">
            Show
          </label>
          <select
            id="prediction-filter"
            className={`${inputClass} w-40`}
            value={filter}
            onChange={(e) => url.set({ filter: e.target.value as keyof typeof FILTER_LABELS })}
          >
            {Object.entries(FILTER_LABELS).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="prediction-sort" className="text-sm font-medium">
            Sort by
          </label>
          <select
            id="prediction-sort"
            className={`${inputClass} w-52`}
            value={sort}
            onChange={(e) => url.set({ sort: e.target.value as Sort })}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState
        query={{ data, error: events.error, refetch: events.refetch }}
        what="events"
        isEmpty={() => shown.length === 0}
        empty={
          typed.trim()
            ? `No event matches “${typed.trim()}”. Try another word or category.`
            : 'No events match. Try another category or filter.'
        }
      >
        {() => (
          <>
            <h2 className="sr-only">Events</h2>
            <p role="status" className="text-sm text-ink-muted">
              {searching
                ? `${String(shown.length)} ${shown.length === 1 ? 'event' : 'events'} matching “${deferredTyped.trim()}”`
                : `${String(shown.length)} ${hasNextPage ? `of ${String(total)} ` : ''}${shown.length === 1 ? 'event' : 'events'}`}
            </p>
            <div ref={scrollBox}>
              <PartLoading what="the events">
                <rows.Part
                  events={shown}
                  nowSec={nowSec}
                  onOpen={open}
                  watched={watched}
                  onWatch={onWatch}
                  className="h-[70vh] min-h-96"
                />
              </PartLoading>
            </div>
            {hasNextPage ? (
              <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                Show more events
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </Tabs>
  );
}
