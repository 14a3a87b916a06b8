import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { type PoolState, poolQueries } from '../../../api/studio/pools';
import { searchTokens } from '../../../api/tokens/endpoints';
import { tokenQueries } from '../../../api/tokens/queries';
import { useApiClient } from '../../../hooks/use-api-client';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { poolTrades, topHolders, vaultAmounts } from '../utils/pool-chain';
import type { PoolVaults } from '../utils/pool-trades';

const POLL_MS = 10_000;

/** The curve's vaults, then the DAMM v2 pool's once graduated: where a launch's trades land. */
export function tradedVaults(pool: PoolState): PoolVaults[] {
  const curve = { mint: pool.mint, quoteMint: pool.quoteMint, baseVault: pool.baseVault, quoteVault: pool.quoteVault };
  const damm = pool.dammv2Vaults;
  return damm ? [{ ...curve, baseVault: damm.base, quoteVault: damm.quote }, curve] : [curve];
}

/** A launch's pool from Studio, its token record (price, market cap), trades, holders and DAMM reserves from chain. */
export function useTokenPage(mint: string) {
  const client = useApiClient();
  const endpoint = useConnection().connection.rpcEndpoint;
  const pool = useQuery({
    ...poolQueries.state(client, mint),
    refetchInterval: POLL_MS,
    retry: (count, e) => !(e instanceof ApiError && e.status === 404) && count < 2,
  });
  const state = pool.data;
  const notFound = pool.error instanceof ApiError && pool.error.status === 404;
  const token = useQuery({
    queryKey: [...tokenQueries.all(client), 'launch', mint] as const,
    queryFn: state
      ? async ({ signal }) => (await searchTokens(client, { query: mint }, signal)).find((t) => t.id === mint) ?? null
      : skipToken,
    refetchInterval: POLL_MS,
  });
  const vaults = state ? tradedVaults(state) : null;
  const trades = useQuery({
    queryKey: ['launch-trades', endpoint, vaults] as const,
    queryFn: vaults ? ({ signal }) => poolTrades(endpoint, vaults, signal) : skipToken,
    refetchInterval: POLL_MS,
  });
  const holders = useQuery({
    queryKey: ['launch-holders', endpoint, mint] as const,
    queryFn: state ? ({ signal }) => topHolders(endpoint, mint, signal) : skipToken,
    refetchInterval: POLL_MS,
  });
  const damm = state?.dammv2Vaults;
  const reserves = useQuery({
    queryKey: ['launch-damm-reserves', endpoint, damm ?? null] as const,
    queryFn: damm ? ({ signal }) => vaultAmounts(endpoint, [damm.base, damm.quote], signal) : skipToken,
    refetchInterval: POLL_MS,
  });
  return { pool, notFound, token, trades, holders, reserves };
}
