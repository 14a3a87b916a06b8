import { useQuery } from '@tanstack/react-query';
import { type PoolState, poolQueries } from '../../../api/studio/pools';
import { tokenQueries } from '../../../api/tokens/queries';
import { useApiClient } from '../../../hooks/use-api-client';

export type DiscoveryList = 'new' | 'graduating' | 'graduated';

/** On the curve and at least this far along: "about to graduate". */
export const GRADUATING_FROM_PERCENT = 50;

export interface DiscoveryRow {
  mint: string;
  name: string;
  symbol: string;
  progress: number;
  createdAt: number | null;
  mcap: number | null;
  list: DiscoveryList;
}

export const listOf = (p: PoolState): DiscoveryList =>
  p.dammv2PoolAddress ? 'graduated' : p.progress >= GRADUATING_FROM_PERCENT ? 'graduating' : 'new';

/** Studio's newest pools, each with its market cap from the token records (one batch search per 100 mints). */
export function useDiscovery() {
  const client = useApiClient();
  const pools = useQuery({ ...poolQueries.list(client), refetchInterval: 15_000 });
  const mints = pools.data?.map((p) => p.mint);
  const tokens = useQuery({ ...tokenQueries.mints(client, mints), staleTime: 15_000, refetchInterval: 15_000 });
  const mcaps = new Map((tokens.data ?? []).map((t) => [t.id, t.mcap ?? null]));
  const rows: DiscoveryRow[] | undefined = pools.data?.map((p) => ({
    mint: p.mint,
    name: p.name,
    symbol: p.symbol,
    progress: p.progress,
    createdAt: p.createdAt ? Date.parse(p.createdAt) : null,
    mcap: mcaps.get(p.mint) ?? null,
    list: listOf(p),
  }));
  return { pools, rows };
}
