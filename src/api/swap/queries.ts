import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getProgramIdToLabel, getQuote } from './endpoints-v1';
import { getBuild } from './endpoints-v2';
import { orderQuery, QUOTE_STALE_MS, swapKey } from './order-queries';
import { quoteParamsSchema, type QuoteParams } from './schemas-v1';
import { buildParamsSchema, type BuildParams } from './schemas-v2';
import { wireKey } from '../wire-key';

export const swapQueries = {
  all: swapKey,

  quote: (client: ApiClient, params: QuoteParams | undefined) =>
    queryOptions({
      queryKey: [...swapQueries.all(client), 'quote', params ? wireKey(quoteParamsSchema, params) : null] as const,
      queryFn: params ? ({ signal }) => getQuote(client, params, signal) : skipToken,
      staleTime: QUOTE_STALE_MS,
    }),

  order: orderQuery,

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
