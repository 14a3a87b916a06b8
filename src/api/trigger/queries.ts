import { queryOptions, skipToken } from '@tanstack/react-query';
import { isApiError } from '../errors';
import type { ApiClient } from '../http';
import { getOrder, getOrderHistory, getVault } from './endpoints';
import type { OrderHistoryParams, Vault } from './schemas';

/** Keys hold the wallet (the JWT names it) and wait for one; history params are their own wire form. */
export const triggerQueries = {
  all: (client: ApiClient) => ['trigger', client.baseUrl] as const,

  vault: (client: ApiClient, wallet: string | undefined) =>
    queryOptions({
      queryKey: [...triggerQueries.all(client), 'vault', wallet ?? null] as const,
      queryFn: wallet
        ? async ({ signal }): Promise<Vault | null> => {
            try {
              return await getVault(client, signal);
            } catch (e) {
              if (isApiError(e) && e.kind === 'http' && e.status === 404) return null;
              throw e;
            }
          }
        : skipToken,
      // A vault never changes once registered.
      staleTime: Infinity,
    }),

  history: (client: ApiClient, wallet: string | undefined, params: OrderHistoryParams = {}) =>
    queryOptions({
      queryKey: [...triggerQueries.all(client), 'history', wallet ?? null, params] as const,
      queryFn: wallet ? ({ signal }) => getOrderHistory(client, params, signal) : skipToken,
      staleTime: 5_000,
    }),

  order: (client: ApiClient, wallet: string | undefined, orderId: string | undefined) =>
    queryOptions({
      queryKey: [...triggerQueries.all(client), 'order', wallet ?? null, orderId ?? null] as const,
      queryFn: wallet && orderId ? ({ signal }) => getOrder(client, { orderId }, signal) : skipToken,
      staleTime: 5_000,
    }),
};
