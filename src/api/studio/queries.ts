import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getPoolAddresses, getPoolFee } from './endpoints';

export const studioQueries = {
  all: (client: ApiClient) => ['studio', client.baseUrl] as const,
  /** Pool addresses of a launched mint; they only change once, at graduation. */
  poolAddresses: (client: ApiClient, mint: string | undefined) =>
    queryOptions({
      queryKey: [...studioQueries.all(client), 'poolAddresses', mint ?? null] as const,
      queryFn: mint ? ({ signal }) => getPoolAddresses(client, { mint }, signal) : skipToken,
      staleTime: 60_000,
    }),
  poolFee: (client: ApiClient, poolAddress: string | undefined) =>
    queryOptions({
      queryKey: [...studioQueries.all(client), 'poolFee', poolAddress ?? null] as const,
      queryFn: poolAddress ? ({ signal }) => getPoolFee(client, { poolAddress }, signal) : skipToken,
      staleTime: 15_000,
    }),
};
