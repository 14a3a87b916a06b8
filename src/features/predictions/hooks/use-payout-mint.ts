import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Connection } from '@solana/web3.js';
import * as z from 'zod/mini';
import { useConnection } from '../../../hooks/wallet/use-wallet';
import { rpcResult } from '../../../lib/json-rpc';
import { depositMintMoved } from '../utils/deposit';
import { inTurns } from '../../../utils/in-turn';

const inTurn = inTurns(4);

const signaturesSchema = z.array(z.object({ signature: z.string() }));
const balancesSchema = z.optional(z.nullable(z.array(z.object({ mint: z.string(), owner: z.optional(z.string()) }))));
const transactionSchema = z.nullable(
  z.object({ meta: z.nullable(z.object({ preTokenBalances: balancesSchema, postTokenBalances: balancesSchema })) }),
);

/**
 * The mint a position pays out in, from its latest transaction on chain (the supplement's Position has no mint field).
 * Undefined while it loads; null when none moved (USDC then, the default). Read as plain JSON-RPC, only the token
 * balances parsed: web3.js validated each whole transaction, a long task per row of a big wallet (issue 30).
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
    queryFn: ({ signal }) =>
      inTurn(async () => {
        const endpoint = connection.rpcEndpoint;
        const options = { limit: 1, commitment: 'confirmed' };
        const [latest] = signaturesSchema.parse(
          await rpcResult(endpoint, 'getSignaturesForAddress', [positionPubkey, options], signal),
        );
        if (!latest || !owner) return null;
        const read = { maxSupportedTransactionVersion: 0, commitment: 'confirmed', encoding: 'json' };
        const tx = transactionSchema.parse(
          await rpcResult(endpoint, 'getTransaction', [latest.signature, read], signal),
        );
        return depositMintMoved(tx?.meta ?? null, owner);
      }),
  });

export function usePayoutMint(positionPubkey: string, owner: string | undefined, updatedAt?: number | null) {
  const { connection } = useConnection();
  return useQuery(payoutMintQuery(connection, positionPubkey, owner, updatedAt));
}
