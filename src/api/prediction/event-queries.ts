import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { wireKey } from '../wire-key';
import { getEvents, getTradingStatus, searchEvents } from './event-endpoints';
import {
  eventsParamsSchema,
  searchEventsParamsSchema,
  type EventsParams,
  type SearchEventsParams,
} from './event-schemas';

/** The events list's queries (keys under `predictionQueries.all`), loaded with the page apart from the rest. */
export const eventQueries = {
  all: (client: ApiClient) => ['prediction', client.baseUrl] as const,

  /** Spec §4.11 event list; no input is required (the service defaults to `provider_b`). */
  events: (client: ApiClient, params: EventsParams = {}) =>
    queryOptions({
      queryKey: [...eventQueries.all(client), 'events', wireKey(eventsParamsSchema, params)] as const,
      queryFn: ({ signal }) => getEvents(client, params, signal),
      staleTime: 30_000,
    }),

  eventPages: (client: ApiClient, params: Omit<EventsParams, 'start' | 'end'>, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: [...eventQueries.all(client), 'event-pages', wireKey(eventsParamsSchema, params), pageSize] as const,
      queryFn: ({ signal, pageParam }) =>
        getEvents(client, { ...params, start: pageParam, end: pageParam + pageSize }, signal),
      initialPageParam: 0,
      getNextPageParam: (last) =>
        last.pagination.hasNext && last.data.length > 0 ? last.pagination.start + last.data.length : undefined,
      staleTime: 30_000,
    }),

  search: (client: ApiClient, params: SearchEventsParams | undefined) => {
    const ready = params !== undefined && params.query.trim() !== '';
    return queryOptions({
      queryKey: [
        ...eventQueries.all(client),
        'search',
        params ? wireKey(searchEventsParamsSchema, params) : null,
      ] as const,
      queryFn: ready ? ({ signal }) => searchEvents(client, params, signal) : skipToken,
      staleTime: 30_000,
    });
  },

  tradingStatus: (client: ApiClient) =>
    queryOptions({
      queryKey: [...eventQueries.all(client), 'trading-status'] as const,
      queryFn: ({ signal }) => getTradingStatus(client, signal),
      staleTime: 30_000,
      refetchInterval: 60_000,
    }),
};
