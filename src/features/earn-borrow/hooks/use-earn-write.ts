import { useQueryClient } from '@tanstack/react-query';
import { craftEarnDeposit, craftEarnRedeem, craftEarnWithdraw } from '../../../api/lend/endpoints';
import { lendQueries } from '../../../api/lend/queries';
import type { EarnToken } from '../../../api/lend/schemas';
import { TxActionError, useTxAction } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { amountLabel, type LabelOf } from '../../../lib/tx/statement';
import { earnStatement, type EarnWrite } from '../utils/earn-statement';

export interface EarnWriteVars {
  wallet: string;
  jlMint: string;
  write: EarnWrite;
}

const labelsOf =
  (token: EarnToken): LabelOf =>
  (mint) =>
    mint === token.address
      ? { symbol: token.symbol, decimals: token.decimals }
      : mint === token.assetAddress
        ? { symbol: token.asset.symbol, decimals: token.asset.decimals }
        : undefined;

function summaryOf(token: EarnToken, write: EarnWrite, labelOf: LabelOf): string {
  switch (write.action) {
    case 'deposit':
      return `Deposit ${amountLabel(write.amount, token.assetAddress, labelOf)} to earn`;
    case 'withdraw':
      return `Withdraw ${amountLabel(write.amount, token.assetAddress, labelOf)}`;
    case 'redeem':
      return `Withdraw all ${token.asset.symbol} (${amountLabel(write.shares, token.address, labelOf)})`;
  }
}

/** The rate is re-read just before crafting so the statement's bounds use the rate the transaction meets. */
export function useEarnWrite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useTxAction<EarnWriteVars, { write: EarnWrite }>({
    kind: 'lend',
    invalidates: [lendQueries.all(client)],
    craft: async ({ wallet, jlMint, write }) => {
      const tokens = await queryClient.query({ ...lendQueries.earnTokens(client), staleTime: 0 });
      const token = tokens.find((t) => t.address === jlMint);
      if (!token) {
        throw new TxActionError({
          kind: 'api',
          message: 'This asset is no longer open for deposits or withdrawals. Nothing was signed.',
          fix: 'Reload the page and choose an asset from the list.',
        });
      }
      const asset = token.assetAddress;
      const res =
        write.action === 'deposit'
          ? await craftEarnDeposit(client, { asset, signer: wallet, amount: write.amount })
          : write.action === 'withdraw'
            ? await craftEarnWithdraw(client, { asset, signer: wallet, amount: write.amount })
            : await craftEarnRedeem(client, { asset, signer: wallet, shares: write.shares });
      const labelOf = labelsOf(token);
      return {
        transaction: res.transaction,
        statement: earnStatement(wallet, token, write),
        labelOf,
        land: 'rpc',
        lastValidBlockHeight: null,
        summary: summaryOf(token, write, labelOf),
      };
    },
    finish: (_outcome, _crafted, { write }) => ({ write }),
  });
}
