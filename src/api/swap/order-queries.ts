import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { wireKey } from '../wire-key';
import { getOrder } from './endpoints-v2-order';
import { orderParamsSchema, type OrderParams } from './schemas-v2-order';

export const QUOTE_STALE_MS = 10_000;

export const swapKey = (client: ApiClient) => ['swap', client.baseUrl] as const;

/**
 * GET /swap/v2/order. Without `taker` it is a quote; with `taker` it carries an unsigned transaction, so it is never
 * served from cache (architecture: Queries). A module of its own: Swap's first load needs no other swap endpoint.
 */
export function orderQuery(client: ApiClient, params: OrderParams | undefined) {
  const carriesTransaction = params?.taker !== undefined;
  return queryOptions({
    queryKey: [...swapKey(client), 'order', params ? wireKey(orderParamsSchema, params) : null] as const,
    queryFn: params ? ({ signal }) => getOrder(client, params, signal) : skipToken,
    ...(carriesTransaction ? { staleTime: 0, gcTime: 0 } : { staleTime: QUOTE_STALE_MS }),
  });
}
