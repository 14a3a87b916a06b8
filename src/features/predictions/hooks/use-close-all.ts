import { useCallback, useState } from 'react';
import { DEFAULT_SLIPPAGE_BPS } from '../../../api/prediction/book';
import { closeAllPositions } from '../../../api/prediction/endpoints';
import { predictionQueries } from '../../../api/prediction/queries';
import { explainError } from '../../../api/explain-error';
import { useTxAction } from '../../../hooks/tx/use-tx-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { useConnection, useWallet } from '../../../hooks/wallet/use-wallet';
import { pairCloseOrders, type CloseLine, type CloseOrder } from '../utils/close-all';
import { contractsText } from '../utils/event-view';
import { sellFloorProblem } from '../utils/bindings';
import { checkedOrders } from '../utils/order-ix';
import { outcomeMoves, redeemStatement } from '../utils/statements';
import { crafted, noTx, ownerOf, refuse } from './use-prediction-writes';

export type CloseAllStep =
  | { status: 'idle' }
  | { status: 'running'; done: number; of: number }
  | { status: 'over'; closed: number; of: number; problem: string | null };

interface CloseVars {
  order: CloseOrder;
  line: CloseLine;
  index: number;
  of: number;
}

/** One close of the service's close-all, held to the line the summary showed: its floor, the contracts, the payout. */
function useCloseOne() {
  const client = useApiClient();
  const { publicKey } = useWallet();
  const { connection } = useConnection();
  return useTxAction<CloseVars, null>({
    kind: 'prediction',
    invalidates: [predictionQueries.all(client)],
    craft: async ({ order, line, index, of }) => {
      const owner = ownerOf(publicKey);
      if (!order.transaction) throw noTx();
      refuse(sellFloorProblem(order.order.minSellPriceUsd, line.floor));
      const sell = { contracts: line.heldMicro, floor: line.floor };
      refuse((await checkedOrders(order.transaction, { wallet: owner, side: line.side, sell }, connection)).problem);
      const burnt = (await outcomeMoves(order.transaction)).burnt.find((m) => m.account === line.positionPubkey);
      const statement = redeemStatement(
        owner,
        burnt ? { mint: burnt.mint, max: line.heldMicro } : null,
        line.minProceeds,
        line.payoutMint,
      );
      return crafted(order, line.side, {
        statement,
        summary: `Close ${String(index + 1)} of ${String(of)}: sell ${contractsText(line.heldMicro)} ${line.side.toUpperCase()} · ${line.title}`,
      });
    },
    finish: () => null,
  });
}

/** The service's close-all (spec: DELETE /positions), then each transaction on the one write path, in turn. */
export function useCloseAll() {
  const client = useApiClient();
  const { publicKey } = useWallet();
  const one = useCloseOne();
  const [step, setStep] = useState<CloseAllStep>({ status: 'idle' });
  const { runAsync } = one;
  const run = useCallback(
    async (lines: readonly CloseLine[]) => {
      const owner = publicKey?.toBase58();
      if (!owner) return;
      const over = (closed: number, of: number, problem: string | null) =>
        setStep({ status: 'over', closed, of, problem });
      setStep({ status: 'running', done: 0, of: lines.length });
      let orders: CloseOrder[];
      try {
        const minSellPriceSlippageBps = Number(DEFAULT_SLIPPAGE_BPS);
        orders = (await closeAllPositions(client, { ownerPubkey: owner, minSellPriceSlippageBps })).data;
      } catch (e) {
        const { title, fix } = explainError(e);
        over(0, lines.length, `${title}. ${fix}`);
        return;
      }
      const paired = pairCloseOrders(orders, lines);
      if ('problem' in paired) {
        over(0, lines.length, paired.problem);
        return;
      }
      const of = paired.pairs.length;
      for (const [index, pair] of paired.pairs.entries()) {
        setStep({ status: 'running', done: index, of });
        try {
          await runAsync({ ...pair, index, of });
        } catch {
          // The failed close's own sentence stays in its progress; the rest are not sent.
          over(index, of, null);
          return;
        }
      }
      over(of, of, null);
    },
    [client, publicKey, runAsync],
  );
  return { step, run, tx: one.state };
}
