import { queryOptions, useQuery } from '@tanstack/react-query';
import { KNOWN_TOKENS } from '../config/tokens';
import type { ApiError } from '../api/errors';
import { isApiError } from '../api/errors';
import type { ApiClient } from '../api/http';
import { getPrices } from '../api/price/endpoints';
import { useApiClient } from './use-api-client';

export type ServiceStatus =
  | { state: 'checking' }
  | { state: 'ok' }
  | { state: 'unreachable'; baseUrl: string; error: ApiError }
  | { state: 'key-refused'; baseUrl: string; error: ApiError };

/** The cheapest read (one price); a 4xx other than 401 still means reachable. */
const serviceStatusKey = (client: ApiClient) => ['service-status', client.baseUrl] as const;

export const serviceStatusQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: serviceStatusKey(client),
    queryFn: async ({ signal }) => {
      try {
        await getPrices(client, { ids: [KNOWN_TOKENS.USDC.mint] }, signal);
      } catch (e) {
        if (isApiError(e) && e.kind === 'http') return 'ok' as const;
        throw e;
      }
      return 'ok' as const;
    },
    staleTime: 30_000,
    refetchInterval: (q) => (q.state.status === 'error' ? 10_000 : 60_000),
    retry: 1,
  });

export function useServiceStatus(): ServiceStatus & { recheck: () => void } {
  const client = useApiClient();
  const q = useQuery(serviceStatusQuery(client));
  const recheck = () => void q.refetch();
  if (q.isSuccess) return { state: 'ok', recheck };
  if (q.isError && isApiError(q.error)) {
    const state = q.error.kind === 'unauthorized' ? 'key-refused' : 'unreachable';
    return { state, baseUrl: client.baseUrl, error: q.error, recheck };
  }
  return { state: 'checking', recheck };
}
