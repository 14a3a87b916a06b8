import { useQuery } from '@tanstack/react-query';
import { priceQueries } from '../api/price/queries';
import { useApiClient } from './use-api-client';

/** The API module splits > 50 mints; the key holds the sorted set, so any order shares one entry. */
export function usePrices(mints: readonly string[] | undefined) {
  const client = useApiClient();
  return useQuery(priceQueries.prices(client, mints));
}

export function priceOf(data: Readonly<Record<string, { usdPrice: number }>> | undefined, mint: string): number | null {
  return data?.[mint]?.usdPrice ?? null;
}
