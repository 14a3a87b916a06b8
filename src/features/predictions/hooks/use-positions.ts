import { useQuery } from '@tanstack/react-query';
import { predictionQueries } from '../../../api/prediction/queries';
import { useApiClient } from '../../../hooks/use-api-client';

/**
 * The wallet's positions: the first page at once, then every page when the first says there are more (a big wallet's
 * hundreds, issue 30), which replaces it. The first page is the service's default one, the read the inbox polls on
 * every page (the same key): a wallet's first screen of positions is on hand before the click that opens them.
 */
export function usePositions(owner: string | undefined, marketId?: string) {
  const client = useApiClient();
  const filters = marketId ? { marketId } : {};
  const first = useQuery({
    ...predictionQueries.positions(client, owner, filters),
    placeholderData: (previous) => previous,
  });
  const all = useQuery({
    ...predictionQueries.allPositions(client, owner, filters),
    enabled: first.data?.pagination.hasNext === true,
    placeholderData: (previous) => previous,
  });
  return first.data?.pagination.hasNext && all.data ? all : first;
}
