import { QueryClient } from '@tanstack/react-query';
import { isApiError, isRetryable } from '../api/errors';

const MAX_RETRIES = 3;

/** Retry only what may succeed next time (network, timeout, 429, 5xx); a 4xx is an answer, not a hiccup. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) return isRetryable(error) && failureCount < MAX_RETRIES;
  return false;
}

const MAX_RETRY_AFTER_MS = 60_000;

export function retryDelay(attempt: number, random: () => number = Math.random, error?: unknown): number {
  if (isApiError(error) && error.retryAfterMs !== null) return Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS);
  const base = Math.min(500 * 2 ** attempt, 8_000);
  return Math.round(base * (0.75 + random() * 0.5));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt, error) => retryDelay(attempt, Math.random, error),
        staleTime: 15_000,
        refetchOnWindowFocus: true,
      },
      // Writes are never retried automatically: a retried signed transaction must be an explicit, idempotent re-post.
      mutations: { retry: false },
    },
  });
}
