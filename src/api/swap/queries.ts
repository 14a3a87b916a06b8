import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getProgramIdToLabel, getQuote } from './endpoints-v1';
import { getBuild, getOrder } from './endpoints-v2';
import { quoteParamsSchema, type QuoteParams } from './schemas-v1';
import { buildParamsSchema, orderParamsSchema, type BuildParams, type OrderParams } from './schemas-v2';
import { wireKey } from '../wire-key';

const QUOTE_STALE_MS = 10_000;

export const swapQueries = {
  all: (client: ApiClient) => ['swap', client.baseUrl] as const,

  quote: (client: ApiClient, params: QuoteParams | undefined) =>
    queryOptions({
      queryKey: [...swapQueries.all(client), 'quote', params ? wireKey(quoteParamsSchema, params) : null] as const,
      queryFn: params ? ({ signal }) => getQuote(client, params, signal) : skipToken,
      staleTime: QUOTE_STALE_MS,
    }),

  /**
   * GET /swap/v2/order. Without `taker` it is a quote; with `taker` it carries an unsigned transaction, so it is
   * never served from cache (architecture: Queries).
   */
  order: (client: ApiClient, params: OrderParams | undefined) => {
    const carriesTransaction = params?.taker !== undefined;
    return queryOptions({
      queryKey: [...swapQueries.all(client), 'order', params ? wireKey(orderParamsSchema, params) : null] as const,
      queryFn: params ? ({ signal }) => getOrder(client, params, signal) : skipToken,
      ...(carriesTransaction ? { staleTime: 0, gcTime: 0 } : { staleTime: QUOTE_STALE_MS }),
    });
  },

  /** GET /swap/v2/build: instructions tied to a recent blockhash, so never cached. */
  build: (client: ApiClient, params: BuildParams | undefined) =>
    queryOptions({
      queryKey: [...swapQueries.all(client), 'build', params ? wireKey(buildParamsSchema, params) : null] as const,
      queryFn: params ? ({ signal }) => getBuild(client, params, signal) : skipToken,
      staleTime: 0,
      gcTime: 0,
    }),

  programIdToLabel: (client: ApiClient) =>
    queryOptions({
      queryKey: [...swapQueries.all(client), 'program-id-to-label'] as const,
      queryFn: ({ signal }) => getProgramIdToLabel(client, signal),
      staleTime: 60 * 60_000,
    }),
};
