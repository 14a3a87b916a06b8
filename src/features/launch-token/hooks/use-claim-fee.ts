import { createClaimFeeTx } from '../../../api/studio/endpoints';
import { studioQueries } from '../../../api/studio/queries';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { useTxAction } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { amountLabel } from '../../../lib/tx/statement';
import type { QuoteSymbol } from '../utils/launch-params';
import { claimStatement, quoteLabels } from '../utils/launch-statement';

export interface ClaimRequest {
  wallet: string;
  poolAddress: string;
  symbol: string;
  quote: QuoteSymbol;
  unclaimed: bigint;
}

/** Claim a pool's unclaimed creator fees on the write path (supplement §8): at least the shown amount must arrive. */
export function useClaimFee() {
  const client = useApiClient();
  return useTxAction<ClaimRequest, { signature: string }>({
    kind: 'launch',
    craft: async ({ wallet, poolAddress, symbol, quote, unclaimed }) => {
      // The spec's `maxQuoteAmount` is a JSON number of raw units: claim exactly what was shown.
      const { transaction } = await createClaimFeeTx(client, {
        ownerWallet: wallet,
        poolAddress,
        maxQuoteAmount: Number(unclaimed),
      });
      return {
        transaction,
        statement: claimStatement(wallet, quote, unclaimed),
        labelOf: quoteLabels,
        land: 'rpc',
        lastValidBlockHeight: null,
        summary: `Claim ${amountLabel(unclaimed, STUDIO_QUOTE_MINTS[quote], quoteLabels)} of creator fees from ${symbol}`,
      };
    },
    finish: (outcome) => ({ signature: outcome.signature ?? '' }),
    invalidates: [studioQueries.all(client)],
  });
}
