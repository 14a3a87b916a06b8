import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getTokensByTag, searchTokens } from './endpoints';
import { TOKEN_SEARCH_MINTS_MAX, type MintInformation, type TokenTag } from './schemas';

// Token metadata changes rarely; prices in these records are not what the app shows (price v3 is).
const TAG_STALE_MS = 60 * 60_000;
const SEARCH_STALE_MS = 10 * 60_000;

/** One batch search per 100 mints (supplement §2), records joined in one list. */
async function searchMintsInChunks(
  client: ApiClient,
  ids: readonly string[],
  signal: AbortSignal,
): Promise<MintInformation[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += TOKEN_SEARCH_MINTS_MAX) chunks.push(ids.slice(i, i + TOKEN_SEARCH_MINTS_MAX));
  const parts = await Promise.all(chunks.map((chunk) => searchTokens(client, { query: chunk.join(',') }, signal)));
  return parts.flat();
}

export const tokenQueries = {
  all: (client: ApiClient) => ['tokens', client.baseUrl] as const,

  tag: (client: ApiClient, tag: TokenTag | undefined) =>
    queryOptions({
      queryKey: [...tokenQueries.all(client), 'tag', tag ?? null] as const,
      queryFn: tag ? ({ signal }) => getTokensByTag(client, { query: tag }, signal) : skipToken,
      staleTime: TAG_STALE_MS,
    }),

  search: (client: ApiClient, text: string | undefined) => {
    const query = text?.trim() ?? '';
    return queryOptions({
      queryKey: [...tokenQueries.all(client), 'search', query] as const,
      queryFn: query !== '' ? ({ signal }) => searchTokens(client, { query }, signal) : skipToken,
      staleTime: SEARCH_STALE_MS,
    });
  },

  mints: (client: ApiClient, mints: readonly string[] | undefined) => {
    const ids = [...new Set(mints ?? [])].sort();
    return queryOptions({
      queryKey: [...tokenQueries.all(client), 'mints', ids] as const,
      queryFn: ids.length > 0 ? ({ signal }) => searchMintsInChunks(client, ids, signal) : skipToken,
      staleTime: SEARCH_STALE_MS,
    });
  },
};
