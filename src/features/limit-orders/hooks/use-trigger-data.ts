import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors';
import { getOrderHistory, getVault, registerVault, vaultFromConflict } from '../../../api/trigger/endpoints';
import { triggerQueries } from '../../../api/trigger/queries';
import type { OrderHistoryParams, Vault } from '../../../api/trigger/schemas';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';

export const LIVE_REFRESH_MS = 3_000;

export function useVault() {
  const client = useApiClient();
  const session = useTriggerSession();
  const queryClient = useQueryClient();
  const options = triggerQueries.vault(client, session.signedIn ? (session.wallet ?? undefined) : undefined);
  const query = useQuery({
    ...options,
    queryFn: session.signedIn
      ? () =>
          session.read(async (): Promise<Vault | null> => {
            try {
              return await getVault(client);
            } catch (e) {
              if (isApiError(e) && e.kind === 'http' && e.status === 404) return null;
              throw e;
            }
          })
      : options.queryFn,
  });
  const register = useMutation({
    mutationFn: () =>
      session.authed(async () => {
        try {
          return await registerVault(client);
        } catch (e) {
          const existing = isApiError(e) ? vaultFromConflict(e) : null;
          if (existing) return existing;
          throw e;
        }
      }),
    onSuccess: (vault) => queryClient.setQueryData(options.queryKey, vault),
  });
  return { query, register };
}

export function useOrderHistory(params: OrderHistoryParams, live = true) {
  const client = useApiClient();
  const session = useTriggerSession();
  const options = triggerQueries.history(client, session.signedIn ? (session.wallet ?? undefined) : undefined, params);
  return useQuery({
    ...options,
    queryFn: session.signedIn ? () => session.read(() => getOrderHistory(client, params)) : options.queryFn,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
    placeholderData: (previous) => previous,
  });
}

export function useTriggerKey() {
  return triggerQueries.all(useApiClient());
}

export function useOrderHistoryPages(params: Omit<OrderHistoryParams, 'limit' | 'offset'>, pageSize: number) {
  const client = useApiClient();
  const session = useTriggerSession();
  const wallet = session.signedIn ? session.wallet : null;
  return useInfiniteQuery({
    queryKey: [...triggerQueries.all(client), 'history-pages', wallet, params, pageSize] as const,
    queryFn: wallet
      ? ({ pageParam }) =>
          session.read(() => getOrderHistory(client, { ...params, limit: pageSize, offset: pageParam }))
      : skipToken,
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.pagination.offset + last.orders.length;
      return last.orders.length > 0 && next < last.pagination.total ? next : undefined;
    },
  });
}
