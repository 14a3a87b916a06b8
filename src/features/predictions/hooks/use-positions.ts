import { useQuery } from '@tanstack/react-query';
import { predictionQueries } from '../../../api/prediction/queries';
import { useApiClient } from '../../../hooks/use-api-client';

/** The service's own default page: the first screen costs what it did before all pages were read. */
const FIRST_PAGE = 20;

/**
 * The wallet's positions: the first page at once (the first screen), then every page when the first says there are
 * more (a big wallet's hundreds, issue 30), which replaces it.
 */
export function usePositions(owner: string | undefined, marketId?: string) {
  const client = useApiClient();
  const filters = marketId ? { marketId } : {};
  const first = useQuery({
    ...predictionQueries.positions(client, owner, { ...filters, start: 0, end: FIRST_PAGE }),
    placeholderData: (previous) => previous,
  });
  const all = useQuery({
    ...predictionQueries.allPositions(client, owner, filters),
    enabled: first.data?.pagination.hasNext === true,
    placeholderData: (previous) => previous,
  });
  return first.data?.pagination.hasNext && all.data ? all : first;
}
