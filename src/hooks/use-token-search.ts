import { useQuery } from '@tanstack/react-query';
import { tokenQueries } from '../api/tokens/queries';
import { tokenInfosFromRecords } from '../lib/token-info';
import { useApiClient } from './use-api-client';
import { useDebouncedValue } from './use-debounced-value';

/** About the pause of Jupiter's plugin: long enough that typing "bonk" sends one request. */
export const TOKEN_SEARCH_DEBOUNCE_MS = 200;

/** A new query aborts the one in flight; `settledQuery` tells "no result for this text" from "still loading". */
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
