import { useQueries } from '@tanstack/react-query';
import type { BorrowPosition } from '../../../api/lend/schemas';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { type ChainLiquidation, findLiquidation } from '../utils/liquidation-chain';

const NONE: ReadonlyMap<string, ChainLiquidation> = new Map();

/** Each liquidated position's transaction and time from the chain, by position address; read once (they never change). */
export function useChainLiquidations(positions: readonly BorrowPosition[] | undefined) {
  const { connection } = useConnection();
  const liquidated = (positions ?? []).filter((p) => p.isLiquidated);
  return useQueries({
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the connection is named by its endpoint
    queries: liquidated.map((p) => ({
      queryKey: ['activity', 'liquidation', connection.rpcEndpoint, p.address] as const,
      queryFn: async () => ({ address: p.address, found: await findLiquidation(connection, p) }),
      staleTime: Infinity,
    })),
    combine: foundByAddress,
  });
}

function foundByAddress(results: { data?: { address: string; found: ChainLiquidation | null } }[]) {
  const found = results.flatMap((r) => (r.data?.found ? [[r.data.address, r.data.found] as const] : []));
  return found.length === 0 ? NONE : new Map(found);
}
