import { useRef, useState } from 'react';
import { confirmCancel, initiateCancel } from '../../../api/trigger/endpoints';
import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import { useTxAction } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { oneResign } from '../../../lib/trigger/with-session';
import { retryWhileNotReady } from '../../../lib/trigger/retry-not-ready';
import { sleep } from '../../../lib/tx/tracker-deps';
import type { TokenRef } from '../utils/order-draft';
import { withdrawalStatement } from '../utils/order-tx';
import { useTriggerKey } from './use-trigger-data';

export interface CancelVars {
  order: OrderHistoryItem;
  wallet: string;
  summary: string;
  tokens: readonly TokenRef[];
}

/** Two steps (supplement §6): initiate (retried while "not ready"), then sign the withdrawal confirm-cancel lands. */
export function useCancelOrder() {
  const client = useApiClient();
  const { authed } = useTriggerSession();
  const triggerKey = useTriggerKey();
  const [waiting, setWaiting] = useState(0);
  const landed = useRef<string | null>(null);
  const action = useTxAction<CancelVars, { id: string; signature: string | null }>({
    kind: 'order',
    invalidates: [triggerKey],
    craft: async ({ order, wallet, summary, tokens }) => {
      setWaiting(0);
      const orderId = order.id;
      const budget = oneResign();
      const init = await retryWhileNotReady(() => authed(() => initiateCancel(client, { orderId }), budget), {
        sleep,
        now: Date.now,
        onWaiting: setWaiting,
      });
      const { decodeTransaction } = await import('../../../lib/transaction-codec');
      const { tx } = decodeTransaction(init.transaction);
      return {
        transaction: tx,
        statement: withdrawalStatement(wallet, order.providerWalletPubkey ?? null),
        labelOf: (mint) => tokens.find((t) => t.mint === mint),
        land: 'service',
        lastValidBlockHeight: null,
        summary,
        post: async (signed) => {
          const answer = await authed(
            () => confirmCancel(client, { orderId, signedTransaction: signed, cancelRequestId: init.requestId }),
            budget,
          );
          landed.current = answer.id;
          return { signature: answer.txSignature };
        },
      };
    },
    finish: (outcome, _crafted, { order }) => ({ id: landed.current ?? order.id, signature: outcome.signature }),
  });
  return { ...action, waiting };
}
