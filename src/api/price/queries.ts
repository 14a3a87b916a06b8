import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getPrices } from './endpoints';
import { PRICE_IDS_MAX, type PriceResponse } from './schemas';

/** One request per 50 ids (supplement §1), answers merged into one object keyed by mint. */
async function getPricesInChunks(client: ApiClient, ids: readonly string[], signal: AbortSignal) {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += PRICE_IDS_MAX) chunks.push(ids.slice(i, i + PRICE_IDS_MAX));
  const parts = await Promise.all(chunks.map((chunk) => getPrices(client, { ids: chunk }, signal)));
  return Object.assign({}, ...parts) as PriceResponse;
}

export const priceQueries = {
  all: (client: ApiClient) => ['price', client.baseUrl] as const,
  /** Prices of a set of mints; the key holds them sorted so the same set shares one cache entry. */
  prices: (client: ApiClient, mints: readonly string[] | undefined) => {
    const ids = mints && mints.length > 0 ? [...new Set(mints)].sort() : undefined;
    return queryOptions({
      queryKey: [...priceQueries.all(client), 'prices', ids ?? []] as const,
      queryFn: ids ? ({ signal }) => getPricesInChunks(client, ids, signal) : skipToken,
      staleTime: 10_000,
      refetchInterval: 30_000,
    });
  },
};
