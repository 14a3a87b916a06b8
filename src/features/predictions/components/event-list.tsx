import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
} from 'react';
import { eventQueries } from '../../../api/prediction/event-queries';
import { EVENT_CATEGORIES, type PredictionEvent } from '../../../api/prediction/event-schemas';
import { QueryState } from '../../../components/page/query-state';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { useApiClient } from '../../../hooks/use-api-client';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { PredictionsUrl, Sort } from '../hooks/use-predictions-url';
import { useNowSeconds } from '../hooks/use-now';
import { useWatchlist, useWatchlistStore } from '../state/watchlist-store';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import type { OpenTarget } from './event-card';
import { EventFilters } from './event-filters';
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
const TABS = EVENT_CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] }));
// Ten 176 px rows more than fill the list; a smaller answer parses in a shorter task (issue 15).
const PAGE = 10;
const PREFETCH_ROWS = 8;

const sortParams = (sort: Sort) => {
  const [sortBy, sortDirection] = sort.split('-') as ['volume' | 'beginAt', 'asc' | 'desc'];
  return { sortBy, sortDirection };
};

const titleOf = (e: PredictionEvent) => (e.metadata?.title ?? e.eventId).toLowerCase();

type ListProps = { url: PredictionsUrl; onOpen: (target: OpenTarget) => void };

/** The events of the chosen category, filter and sort; the search narrows what is loaded at once and asks the service. */
export function EventList({ url, onOpen }: ListProps) {
  // The tab shows as chosen in the tap's own frame; the list follows in a transition (bench:ui, issue 30).
  const [tab, showTab] = useOptimistic(url.values.category);
  return (
    <Tabs
      label="Category"
      items={TABS}
      selected={tab}
      onSelect={(c) =>
        startTransition(() => {
          showTab(c);
          url.set({ category: c }, { transition: true });
        })
      }
    >
      <EventListBody url={url} onOpen={onOpen} />
    </Tabs>
  );
}

const EventListBody = memo(function EventListBody({ url, onOpen }: ListProps) {
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
    <>
      <EventFilters
        typed={typed}
        onType={setTyped}
        filter={filter}
        onFilter={(f) => url.set({ filter: f })}
        sort={sort}
        onSort={(v) => url.set({ sort: v })}
      />
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
    </>
  );
});
