import { useQuery } from '@tanstack/react-query';
import { tokenQueries } from '../api/tokens/queries';
import { tokenInfosFromRecords } from '../lib/token-info';
import { useApiClient } from './use-api-client';
import { useDebouncedValue } from './use-debounced-value';

/** About the pause of Jupiter's plugin: long enough that typing "bonk" sends one request. */
export const TOKEN_SEARCH_DEBOUNCE_MS = 200;

/**
 * Tokens v2 `search` for what the user typed, sent once typing pauses. A new query replaces the old one and the
 * request in flight is aborted (the endpoint passes TanStack's signal to fetch). `settledQuery` is the text the
 * current `data` answers, so a caller can tell "no result for this text" from "not asked yet".
 */
export function useTokenSearch(text: string, delayMs: number = TOKEN_SEARCH_DEBOUNCE_MS) {
  const client = useApiClient();
  const query = useDebouncedValue(text.trim(), delayMs);
  const { data, isSuccess, isFetching, isError } = useQuery({
    ...tokenQueries.search(client, query),
    select: tokenInfosFromRecords,
  });
  const settledQuery = isSuccess && !isFetching && query === text.trim() ? query : null;
  return { tokens: data, isFetching: isFetching || query !== text.trim(), isError, settledQuery };
}
