import { useQuery } from '@tanstack/react-query';
import { priceQueries } from '../api/price/queries';
import { useApiClient } from './use-api-client';

/**
 * USD prices (price v3) of a set of mints, keyed by mint; a mint without a reliable price is absent. The API module
 * splits more than 50 mints into several requests; the key holds the sorted set, so callers asking for the same
 * mints in another order share one entry.
 */
export function usePrices(mints: readonly string[] | undefined) {
  const client = useApiClient();
  return useQuery(priceQueries.prices(client, mints));
}

/** The USD price of one mint from a {@link usePrices} answer, or null. */
export function priceOf(data: Readonly<Record<string, { usdPrice: number }>> | undefined, mint: string): number | null {
  return data?.[mint]?.usdPrice ?? null;
}
