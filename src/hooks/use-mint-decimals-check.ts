import { useConnection } from '@solana/wallet-adapter-react';
import { useQuery } from '@tanstack/react-query';
import { decimalsProblem, mintDecimalsOnChain } from '../lib/mint-decimals';

/**
 * Issue 11 §3.10: the decimals the page uses for each token must be its mint's on chain before anything is signed.
 * Returns the problem sentence, or null (also while the chain is being read: the check runs again before signing).
 */
export function useMintDecimalsCheck(tokens: readonly { mint: string; symbol: string; decimals: number }[]) {
  const { connection } = useConnection();
  const mints = tokens.map((t) => t.mint);
  // The connection is identified by its endpoint.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const chain = useQuery({
    queryKey: ['mint-decimals', connection.rpcEndpoint, mints],
    queryFn: () => mintDecimalsOnChain(connection, mints),
    staleTime: Infinity,
  });
  return { problem: chain.data ? decimalsProblem(tokens, chain.data) : null, verified: chain.isSuccess };
}
