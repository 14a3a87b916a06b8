import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import {
  getBorrowPositions,
  getBorrowVaults,
  getEarnings,
  getEarnPositions,
  getEarnRateHistory,
  getEarnTokens,
} from './endpoints';
import type { EarnRateRange, LendMarket } from './schemas';

/** Sorted, de-duplicated, or undefined when empty: the same set of addresses shares one cache entry. */
function addressSet(list: readonly string[] | undefined): string[] | undefined {
  return list && list.length > 0 ? [...new Set(list)].sort() : undefined;
}

export const lendQueries = {
  all: (client: ApiClient) => ['lend', client.baseUrl] as const,
  earnTokens: (client: ApiClient) =>
    queryOptions({
      queryKey: [...lendQueries.all(client), 'earnTokens'] as const,
      queryFn: ({ signal }) => getEarnTokens(client, signal),
      staleTime: 30_000,
    }),
  earnPositions: (client: ApiClient, users: readonly string[] | undefined) => {
    const list = addressSet(users);
    return queryOptions({
      queryKey: [...lendQueries.all(client), 'earnPositions', list ?? []] as const,
      queryFn: list ? ({ signal }) => getEarnPositions(client, { users: list }, signal) : skipToken,
      staleTime: 10_000,
    });
  },
  earnings: (client: ApiClient, user: string | undefined, positions: readonly string[] | undefined) => {
    const list = addressSet(positions);
    return queryOptions({
      queryKey: [...lendQueries.all(client), 'earnings', user ?? null, list ?? []] as const,
      queryFn: user && list ? ({ signal }) => getEarnings(client, { user, positions: list }, signal) : skipToken,
      staleTime: 30_000,
    });
  },
  earnRateHistory: (client: ApiClient, asset: string, range: EarnRateRange) =>
    queryOptions({
      queryKey: [...lendQueries.all(client), 'earnRateHistory', asset, range] as const,
      queryFn: ({ signal }) => getEarnRateHistory(client, { asset, range }, signal),
      staleTime: 30_000,
    }),
  borrowVaults: (client: ApiClient, market?: LendMarket) =>
    queryOptions({
      queryKey: [...lendQueries.all(client), 'borrowVaults', market ?? null] as const,
      queryFn: ({ signal }) => getBorrowVaults(client, market ? { market } : {}, signal),
      staleTime: 30_000,
    }),
  borrowPositions: (client: ApiClient, users: readonly string[] | undefined, market?: LendMarket) => {
    const list = addressSet(users);
    return queryOptions({
      queryKey: [...lendQueries.all(client), 'borrowPositions', list ?? [], market ?? null] as const,
      queryFn: list ? ({ signal }) => getBorrowPositions(client, { users: list, market }, signal) : skipToken,
      staleTime: 10_000,
    });
  },
};
