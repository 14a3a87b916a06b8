import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getPrices } from './endpoints';

export const priceQueries = {
  all: (client: ApiClient) => ['price', client.baseUrl] as const,
  /** Prices of a set of mints; the key holds them sorted so the same set shares one cache entry. */
  prices: (client: ApiClient, mints: readonly string[] | undefined) => {
    const ids = mints && mints.length > 0 ? [...new Set(mints)].sort() : undefined;
    return queryOptions({
      queryKey: [...priceQueries.all(client), 'prices', ids ?? []] as const,
      queryFn: ids ? ({ signal }) => getPrices(client, { ids }, signal) : skipToken,
      staleTime: 10_000,
      refetchInterval: 30_000,
    });
  },
};
