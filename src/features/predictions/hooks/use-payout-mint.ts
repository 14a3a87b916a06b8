import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Connection } from '@solana/web3.js';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { loadWeb3 } from '../../../lib/lazy-web3';
import { depositMintMoved } from '../utils/deposit';
import { inTurns } from '../../../utils/in-turn';

const inTurn = inTurns(4);

/**
 * The mint a position pays out in, from its latest transaction on chain (the supplement's Position has no mint field).
 * Undefined while it loads; null when none moved (USDC then, the default).
 */
export const payoutMintQuery = (
  connection: Connection,
  positionPubkey: string,
  owner: string | undefined,
  updatedAt?: number | null,
) =>
  queryOptions({
    queryKey: ['prediction', 'payout-mint', connection.rpcEndpoint, positionPubkey, owner, updatedAt],
    enabled: owner !== undefined,
    // A position keeps its mint while it holds contracts (the service refuses a bet in the other one); a landing
    // changes `updatedAt`, hence the key.
    staleTime: Infinity,
    queryFn: () =>
      inTurn(async () => {
        const { PublicKey } = await loadWeb3();
        const [latest] = await connection.getSignaturesForAddress(
          new PublicKey(positionPubkey),
          { limit: 1 },
          'confirmed',
        );
        if (!latest || !owner) return null;
        const tx = await connection.getTransaction(latest.signature, {
          maxSupportedTransactionVersion: 0,
          commitment: 'confirmed',
        });
        return depositMintMoved(tx?.meta ?? null, owner);
      }),
  });

export function usePayoutMint(positionPubkey: string, owner: string | undefined, updatedAt?: number | null) {
  const { connection } = useConnection();
  return useQuery(payoutMintQuery(connection, positionPubkey, owner, updatedAt));
}
