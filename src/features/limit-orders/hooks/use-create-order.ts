import { useRef } from 'react';
import { craftDeposit, createPriceOrder, getVault } from '../../../api/trigger/endpoints';
import { useTxAction } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { oneResign } from '../../../lib/trigger/with-session';
import { inputOf, orderBody, outputOf, SUBTYPE, type OrderDraft } from '../utils/order-draft';
import { depositStatement } from '../utils/order-tx';
import { useTriggerKey } from './use-trigger-data';

export interface CreateOrderVars {
  draft: OrderDraft;
  wallet: string;
  summary: string;
}

export interface CreatedOrder {
  id: string;
  signature: string | null;
}

/** Deposit craft → check → wallet → `orders/price`, which lands it during the call (supplement §6). */
export function useCreateOrder() {
  const client = useApiClient();
  const { authed } = useTriggerSession();
  const triggerKey = useTriggerKey();
  const created = useRef<string | null>(null);
  return useTxAction<CreateOrderVars, CreatedOrder>({
    kind: 'order',
    invalidates: [triggerKey],
    craft: async ({ draft, wallet, summary }) => {
      const input = inputOf(draft);
      const output = outputOf(draft);
      const budget = oneResign();
      // The deposit's destination comes from the vault the wallet signed in with, not from the deposit's answer.
      const vault = await authed(() => getVault(client), budget);
      const deposit = await authed(
        () =>
          craftDeposit(client, {
            inputMint: input.mint,
            outputMint: output.mint,
            userAddress: wallet,
            amount: draft.amount,
            orderType: 'price',
            orderSubType: SUBTYPE[draft.kind],
          }),
        budget,
      );
      const { decodeTransaction } = await import('../../../lib/transaction-codec');
      const { tx } = decodeTransaction(deposit.transaction);
      const body = orderBody(draft, wallet);
      return {
        transaction: tx,
        statement: depositStatement(wallet, input.mint, draft.amount, vault.vaultPubkey),
        labelOf: (mint) => [input, output].find((t) => t.mint === mint),
        land: 'service',
        lastValidBlockHeight: null,
        summary,
        post: async (signed) => {
          const answer = await authed(
            () => createPriceOrder(client, { ...body, depositRequestId: deposit.requestId, depositSignedTx: signed }),
            budget,
          );
          created.current = answer.id;
          return { signature: answer.txSignature };
        },
      };
    },
    finish: (outcome) => ({ id: created.current ?? '', signature: outcome.signature }),
  });
}
