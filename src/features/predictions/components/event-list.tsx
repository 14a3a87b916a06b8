import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { predictionQueries } from '../../../api/prediction/queries';
import { EVENT_CATEGORIES, type PredictionEvent } from '../../../api/prediction/schemas';
import { QueryState } from '../../../components/page/query-state';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { Tabs } from '../../../components/ui/tabs';
import { VirtualList } from '../../../components/ui/virtual-list';
import { useApiClient } from '../../../hooks/use-api-client';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { SORT_LABELS, SORTS, type PredictionsUrl, type Sort } from '../hooks/use-predictions-url';
import { useNowSeconds } from '../hooks/use-now';
import { EVENT_ROW_HEIGHT, EventCard, type OpenTarget } from './event-card';

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
const PAGE = 200;

const sortParams = (sort: Sort) => {
  const [sortBy, sortDirection] = sort.split('-') as ['volume' | 'beginAt', 'asc' | 'desc'];
  return { sortBy, sortDirection };
};

const titleOf = (e: PredictionEvent) => (e.metadata?.title ?? e.eventId).toLowerCase();

/** The events of the chosen category, filter and sort; the search narrows what is loaded at once and asks the service. */
export function EventList({ url, onOpen }: { url: PredictionsUrl; onOpen: (target: OpenTarget) => void }) {
  const client = useApiClient();
  const { category, filter, sort, q } = url.values;
  const [limit, setLimit] = useState(PAGE);
  const [typed, setTyped] = useState(q);
  const query = useDebouncedValue(typed.trim(), 250);
  const nowSec = useNowSeconds(30_000);

  const events = useQuery({
    ...predictionQueries.events(client, {
      category,
      includeMarkets: true,
      start: 0,
      end: limit,
      ...sortParams(sort),
      ...(filter === 'any' ? {} : { filter }),
    }),
    placeholderData: (previous) => previous,
  });
  const search = useQuery({
    ...predictionQueries.search(client, query ? { query, limit: 20 } : undefined),
    placeholderData: (previous) => previous,
  });

  const shown = useMemo(() => {
    const loaded = events.data?.data ?? [];
    const needle = typed.trim().toLowerCase();
    if (!needle) return loaded;
    const local = loaded.filter((e) => titleOf(e).includes(needle));
    const seen = new Set(local.map((e) => e.eventId));
    const remote = (query ? (search.data?.data ?? []) : []).filter(
      (e) => !seen.has(e.eventId) && (category === 'all' || e.category === category),
    );
    return [...local, ...remote];
  }, [events.data, search.data, typed, query, category]);

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
            onChange={(e) => {
              setTyped(e.target.value);
              url.set({ q: e.target.value.trim() || null });
            }}
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
        query={events}
        what="events"
        isEmpty={() => shown.length === 0}
        empty={
          typed.trim()
            ? `No event matches “${typed.trim()}”. Try another word or category.`
            : 'No events match. Try another category or filter.'
        }
      >
        {(d) => (
          <>
            <h2 className="sr-only">Events</h2>
            <p role="status" className="text-sm text-ink-muted">
              {shown.length} {shown.length === 1 ? 'event' : 'events'}
              {typed.trim() ? ` matching “${typed.trim()}”` : ''}
            </p>
            <VirtualList
              label="Events"
              items={shown}
              rowHeight={EVENT_ROW_HEIGHT}
              getKey={(e) => e.eventId}
              className="h-[70vh] min-h-96"
              renderRow={(e) => (
                <div className="h-full pb-3">
                  <EventCard event={e} nowSec={nowSec} onOpen={onOpen} />
                </div>
              )}
            />
            {d.pagination.hasNext ? (
              <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE)}>
                Show more events
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </Tabs>
  );
}
