import { type QueryClient, queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import type { ApiClient } from '../../../api/http';
import { studioQueries } from '../../../api/studio/queries';
import { useApiClient } from '../../../hooks/use-api-client';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import type { inTurns } from '../../../utils/in-turn';
import type { ChainLaunch } from '../utils/launches-from-chain';

export interface MyLaunch extends ChainLaunch {
  pool: string;
  graduatedPool: string | null;
  configKey?: string | null;
}

async function poolsOf(
  client: ApiClient,
  queryClient: QueryClient,
  launch: ChainLaunch,
  inTurn: ReturnType<typeof inTurns>,
): Promise<MyLaunch | null> {
  const options = studioQueries.poolAddresses(client, launch.mint);
  const known = queryClient.getQueryData(options.queryKey);
  try {
    // A graduated launch's pools never change again; a launch on its curve is asked each time (it may graduate).
    const answer = known?.data.dammv2PoolAddress
      ? known
      : await inTurn(() => queryClient.query({ ...options, staleTime: 0 }));
    const pool = answer.data.dbcPoolAddress;
    const { dammv2PoolAddress: graduatedPool, configKey } = answer.data;
    return pool ? { ...launch, pool, graduatedPool, configKey } : null;
  } catch (e) {
    // A mint Studio does not know is another program's token the wallet made, not a launch.
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

const myLaunchesQuery = (client: ApiClient, queryClient: QueryClient, endpoint: string, wallet: string | null) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the query client is the cache, not an input
  queryOptions({
    queryKey: [...studioQueries.all(client), 'mine', endpoint, wallet] as const,
    queryFn: wallet
      ? async ({ signal }) => {
          // The scan comes with the first read, not with the page's first load.
          const scan = await import('../utils/launches-scan');
          const found = await scan.scanLaunches(endpoint, wallet, signal);
          if (scan.scanComplete(endpoint, wallet)) walking.delete(`${endpoint} ${wallet}`);
          else walking.add(`${endpoint} ${wallet}`);
          const launches = await Promise.all(found.map((l) => poolsOf(client, queryClient, l, scan.studioTurn)));
          return launches.filter((l): l is MyLaunch => l !== null);
        }
      : skipToken,
    staleTime: 10_000,
  });

/** Older history is read one page a second until it ends, then at the caller's pace. */
const WALK_INTERVAL = 1_000;
const walking = new Set<string>();

/** The wallet's launches from the chain and Studio, so another browser of the same wallet lists them too. */
export function useMyLaunches(
  wallet: string | null,
  poll?: { refetchInterval: number; refetchIntervalInBackground?: boolean },
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { connection } = useConnection();
  const endpoint = connection.rpcEndpoint;
  return useQuery({
    ...myLaunchesQuery(client, queryClient, endpoint, wallet),
    ...poll,
    refetchInterval: (q) =>
      wallet && q.state.status === 'success' && walking.has(`${endpoint} ${wallet}`)
        ? WALK_INTERVAL
        : (poll?.refetchInterval ?? false),
  });
}
