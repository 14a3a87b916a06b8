import { useQuery } from '@tanstack/react-query';
import { lendQueries } from '../../../api/lend/queries';
import type { Earning, EarnPosition } from '../../../api/lend/schemas';
import { useApiClient } from '../../../hooks/use-api-client';

export function useEarnTokens() {
  return useQuery(lendQueries.earnTokens(useApiClient()));
}

export function useEarnPositions(wallet: string | undefined) {
  const query = useQuery({
    ...lendQueries.earnPositions(useApiClient(), wallet ? [wallet] : undefined),
    select: (list: EarnPosition[]) => list.filter((p) => p.shares > 0n || p.underlyingAssets > 0n),
  });
  return query;
}

/**
 * Earnings by the address the service names (the jlToken, or in its examples the underlying); an answer without
 * `address` is matched by the order of the positions asked for.
 */
export function useEarnings(wallet: string | undefined, positions: readonly EarnPosition[] | undefined) {
  const mints = positions?.map((p) => p.token.address);
  return useQuery({
    ...lendQueries.earnings(useApiClient(), wallet, mints),
    select: (list: Earning[]) => {
      const sorted = [...new Set(mints)].sort();
      const byMint = new Map<string, bigint>();
      list.forEach((e, i) => {
        const mint = e.address ?? sorted[i];
        if (mint) byMint.set(mint, e.earnings);
      });
      return byMint;
    },
  });
}
