import { queryOptions, skipToken } from '@tanstack/react-query';
import { nextTask } from '../../utils/next-task';
import type { ApiClient } from '../http';
import { getPrices } from './endpoints';
import { PRICE_IDS_MAX, type PriceResponse } from './schemas';

/** One request per 50 ids (supplement §1), answers merged into one object keyed by mint. */
async function getPricesInChunks(client: ApiClient, ids: readonly string[]) {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += PRICE_IDS_MAX) chunks.push(ids.slice(i, i + PRICE_IDS_MAX));
  const parts = await Promise.all(chunks.map((chunk) => getPrices(client, { ids: chunk })));
  return Object.assign({}, ...parts) as PriceResponse;
}

const pending = new WeakMap<ApiClient, { ids: Set<string>; answer: Promise<PriceResponse> }>();

/** One batched request (one CORS preflight) serves every price read of a task; not aborted with one reader's query. */
export async function batchedPrices(client: ApiClient, ids: readonly string[]): Promise<PriceResponse> {
  let batch = pending.get(client);
  if (!batch) {
    const all = new Set<string>();
    const answer = nextTask().then(() => {
      pending.delete(client);
      return getPricesInChunks(client, [...all].sort());
    });
    batch = { ids: all, answer };
    pending.set(client, batch);
  }
  for (const id of ids) batch.ids.add(id);
  const answer = await batch.answer;
  return Object.fromEntries(ids.flatMap((id) => (answer[id] ? [[id, answer[id]]] : [])));
}

export const priceQueries = {
  all: (client: ApiClient) => ['price', client.baseUrl] as const,
  /** Prices of a set of mints; the key holds them sorted so the same set shares one cache entry. */
  prices: (client: ApiClient, mints: readonly string[] | undefined) => {
    const ids = mints && mints.length > 0 ? [...new Set(mints)].sort() : undefined;
    return queryOptions({
      queryKey: [...priceQueries.all(client), 'prices', ids ?? []] as const,
      queryFn: ids ? () => batchedPrices(client, ids) : skipToken,
      staleTime: 10_000,
      refetchInterval: 30_000,
    });
  },
};
