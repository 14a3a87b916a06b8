import type { QueryClient } from '@tanstack/react-query';
import { settingsApiClient } from '../hooks/use-api-client';

// A page's first reads, started when the app's query client is made rather than once its first render has committed,
// under the keys the page's hooks read, which then find them under way (issue 30). main.tsx has loaded the page's API.
const PAGE_READS: Readonly<Record<string, (queryClient: QueryClient) => Promise<void>>> = {
  '/earn': async (queryClient) => {
    const { lendQueries } = await import('../api/lend/queries');
    await queryClient.query(lendQueries.earnTokens(settingsApiClient()));
  },
};

export function startPageReads(queryClient: QueryClient, pathname: string): void {
  void PAGE_READS[`/${pathname.split('/')[1] ?? ''}`]?.(queryClient).catch(() => undefined);
}
