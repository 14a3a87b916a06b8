import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { wireKey } from '../wire-key';
import { getAllPositions } from './all-positions';
import { eventQueries } from './event-queries';
import * as z from 'zod/mini';
import {
  getEvent,
  getHistory,
  getLeaderboards,
  getMarket,
  getOrderbook,
  getOrders,
  getOrderStatus,
  getPnlHistory,
  getPositions,
  getPriceHistory,
  getProfile,
  getTrades,
} from './endpoints';
import {
  eventParamsSchema,
  historyParamsSchema,
  leaderboardParamsSchema,
  type LeaderboardParams,
  ordersParamsSchema,
  positionsParamsSchema,
  type EventParams,
  type HistoryParams,
  type OrdersParams,
  type PositionsParams,
  tradesParamsSchema,
  type TradesParams,
} from './schemas';

type OwnerFilters<P> = Omit<P, 'ownerPubkey'>;

const eventOptionsSchema = z.omit(eventParamsSchema, { eventId: true });

const FINAL_FILL_STATUSES: readonly string[] = ['filled', 'failed'];

export const predictionQueries = {
  ...eventQueries,

  event: (client: ApiClient, eventId: string | undefined, options: Omit<EventParams, 'eventId'> = {}) => {
    return queryOptions({
      queryKey: [
        ...predictionQueries.all(client),
        'event',
        eventId ?? null,
        wireKey(eventOptionsSchema, options),
      ] as const,
      queryFn: eventId ? ({ signal }) => getEvent(client, { ...options, eventId }, signal) : skipToken,
      staleTime: 15_000,
    });
  },

  market: (client: ApiClient, marketId: string | undefined) =>
    queryOptions({
      queryKey: [...predictionQueries.all(client), 'market', marketId ?? null] as const,
      queryFn: marketId ? ({ signal }) => getMarket(client, { marketId }, signal) : skipToken,
      staleTime: 10_000,
    }),

  /** Depth moves fast: refreshed on a timer while shown. */
  orderbook: (client: ApiClient, marketId: string | undefined) =>
    queryOptions({
      queryKey: [...predictionQueries.all(client), 'orderbook', marketId ?? null] as const,
      queryFn: marketId ? ({ signal }) => getOrderbook(client, { marketId }, signal) : skipToken,
      staleTime: 5_000,
      refetchInterval: 10_000,
    }),

  orders: (client: ApiClient, ownerPubkey: string | undefined, page: OwnerFilters<OrdersParams> = {}) =>
    queryOptions({
      queryKey: [
        ...predictionQueries.all(client),
        'orders',
        wireKey(ordersParamsSchema, { ...page, ownerPubkey: ownerPubkey ?? '' }),
      ] as const,
      queryFn: ownerPubkey ? ({ signal }) => getOrders(client, { ...page, ownerPubkey }, signal) : skipToken,
      staleTime: 10_000,
    }),

  /** Polled until the keeper fills or fails the order (supplement §11: wait a few slots, then poll). */
  orderStatus: (client: ApiClient, orderPubkey: string | undefined) =>
    queryOptions({
      queryKey: [...predictionQueries.all(client), 'order-status', orderPubkey ?? null] as const,
      queryFn: orderPubkey ? ({ signal }) => getOrderStatus(client, { orderPubkey }, signal) : skipToken,
      staleTime: 0,
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        return status !== undefined && FINAL_FILL_STATUSES.includes(status) ? false : 2_000;
      },
    }),

  positions: (client: ApiClient, ownerPubkey: string | undefined, filters: OwnerFilters<PositionsParams> = {}) =>
    queryOptions({
      queryKey: [
        ...predictionQueries.all(client),
        'positions',
        wireKey(positionsParamsSchema, { ...filters, ownerPubkey: ownerPubkey ?? '' }),
      ] as const,
      queryFn: ownerPubkey ? ({ signal }) => getPositions(client, { ...filters, ownerPubkey }, signal) : skipToken,
      staleTime: 10_000,
    }),

  /** Every page of the positions as one list ({@link getAllPositions}). */
  allPositions: (
    client: ApiClient,
    ownerPubkey: string | undefined,
    filters: Omit<OwnerFilters<PositionsParams>, 'start' | 'end'> = {},
  ) =>
    queryOptions({
      queryKey: [
        ...predictionQueries.all(client),
        'positions',
        'all',
        wireKey(positionsParamsSchema, { ...filters, ownerPubkey: ownerPubkey ?? '' }),
      ] as const,
      queryFn: ownerPubkey ? ({ signal }) => getAllPositions(client, { ...filters, ownerPubkey }, signal) : skipToken,
      staleTime: 10_000,
    }),

  history: (client: ApiClient, ownerPubkey: string | undefined, filters: OwnerFilters<HistoryParams> = {}) =>
    queryOptions({
      queryKey: [
        ...predictionQueries.all(client),
        'history',
        wireKey(historyParamsSchema, { ...filters, ownerPubkey: ownerPubkey ?? '' }),
      ] as const,
      queryFn: ownerPubkey ? ({ signal }) => getHistory(client, { ...filters, ownerPubkey }, signal) : skipToken,
      staleTime: 10_000,
    }),

  trades: (client: ApiClient, params: TradesParams) =>
    queryOptions({
      queryKey: [...predictionQueries.all(client), 'trades', wireKey(tradesParamsSchema, params)] as const,
      queryFn: ({ signal }) => getTrades(client, params, signal),
      staleTime: 5_000,
      refetchInterval: 15_000,
    }),

  profile: (client: ApiClient, ownerPubkey: string | undefined) =>
    queryOptions({
      queryKey: [...predictionQueries.all(client), 'profile', ownerPubkey ?? null] as const,
      queryFn: ownerPubkey ? ({ signal }) => getProfile(client, { ownerPubkey }, signal) : skipToken,
      staleTime: 10_000,
    }),

  leaderboard: (client: ApiClient, params: LeaderboardParams) =>
    queryOptions({
      queryKey: [...predictionQueries.all(client), 'leaderboard', wireKey(leaderboardParamsSchema, params)] as const,
      queryFn: ({ signal }) => getLeaderboards(client, params, signal),
      staleTime: 60_000,
    }),

  pnlHistory: (client: ApiClient, ownerPubkey: string | undefined) =>
    queryOptions({
      queryKey: [...predictionQueries.all(client), 'pnl-history', ownerPubkey ?? null] as const,
      queryFn: ownerPubkey
        ? ({ signal }) => getPnlHistory(client, { ownerPubkey, interval: '1w', count: 200 }, signal)
        : skipToken,
      staleTime: 30_000,
    }),

  /** Not retried: a service without this extension answers 404 and the chart falls back to the trades. */
  priceHistory: (client: ApiClient, marketId: string | undefined) =>
    queryOptions({
      queryKey: [...predictionQueries.all(client), 'price-history', marketId ?? null] as const,
      queryFn: marketId ? ({ signal }) => getPriceHistory(client, { marketId, interval: '1w' }, signal) : skipToken,
      staleTime: 60_000,
      retry: false,
    }),
};
