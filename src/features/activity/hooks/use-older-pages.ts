import {
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
import { explainError } from '../../../api/explain-error';

type PageOptions<T, K extends QueryKey> = UseQueryOptions<T, Error, T, K>;

export interface OlderPages<T> {
  /** The pages after the first that have been read, in order. */
  pages: T[];
  /** A page that could not be read, named by its number (the pages before it still show). */
  failed: { page: number; reason: string; retry: () => void } | null;
  reading: boolean;
  /** The last page read says there is another. */
  more: boolean;
}

/**
 * Up to `depth` pages after `first`, each asked for only when the one before it says there is more (`next` gives its
 * read, or null at the end). Read once, not polled: the first page is the one that follows what happens now.
 */
export function useOlderPages<T, K extends QueryKey>(
  first: T | undefined,
  next: (prev: T, page: number) => PageOptions<T, K> | null,
  depth: number,
): OlderPages<T> {
  const queryClient = useQueryClient();
  const wanted: PageOptions<T, K>[] = [];
  let prev = first;
  let more = false;
  for (let page = 2; prev !== undefined; page += 1) {
    const options = next(prev, page);
    more = options !== null;
    if (!options || page > depth + 1) break;
    wanted.push({ ...options, staleTime: Infinity, refetchOnWindowFocus: false, retry: 1 });
    prev = queryClient.getQueryData<T>(options.queryKey);
  }
  const read = useQueries({ queries: wanted, combine: combinePages<T> });
  return {
    pages: read.pages,
    failed: read.failing
      ? { page: read.failing.page, reason: explainError(read.failing.error).title, retry: read.failing.retry }
      : null,
    reading: read.reading,
    more: more && !read.failing,
  };
}

// Module-level, so the combined pages keep their identity while no page changes (the timeline's memos rely on it).
function combinePages<T>(results: UseQueryResult<T>[]) {
  const at = results.findIndex((r) => r.isError);
  const failing = results[at];
  return {
    pages: results.flatMap((r) => (r.data === undefined ? [] : [r.data])),
    failing: failing ? { page: at + 2, error: failing.error, retry: () => void failing.refetch() } : null,
    reading: results.some((r) => r.isFetching),
  };
}
