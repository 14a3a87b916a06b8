import { useConnection } from '@solana/wallet-adapter-react';
import { useCallback, useRef, useState } from 'react';
import type { OrderResponse } from '../../../api/swap/schemas-v2';
import { useExecuteTransaction } from '../../../hooks/tx/use-execute-transaction';
import { decodeTransaction } from '../../../lib/transaction-codec';
import { amountText, type SideToken } from '../utils/quote-view';
import type { SwapReceipt } from '../components/swap-success';

/** A quote older than this is fetched again before the wallet is asked (prices and blockhashes age). */
export const QUOTE_FRESH_MS = 5_000;
/** Re-quote when the blockhash has fewer blocks than this left (~8 s at 400 ms a block): signing takes time. */
export const BLOCKHASH_MARGIN_BLOCKS = 20;
/** Re-quote a market-maker quote that expires within this. */
export const RFQ_MARGIN_MS = 5_000;

export type SwapRunState =
  | { status: 'idle' }
  | { status: 'requoting' | 'signing' | 'sending' | 'confirming' }
  | { status: 'done'; receipt: SwapReceipt }
  | { status: 'error'; message: string };

export interface SwapRequest {
  order: OrderResponse;
  receivedAt: number;
  /** Fetch the order again (the quote hook's refetch); resolves with the new order or an error. */
  requote: () => Promise<{ data?: OrderResponse | undefined; error?: unknown }>;
  from: SideToken;
  to: SideToken;
  taker: string;
}

/** Why a shown quote may not be signed as it is. */
export async function needsRequote(
  order: OrderResponse,
  receivedAt: number,
  now: number,
  blockHeight: () => Promise<number>,
): Promise<boolean> {
  if (now - receivedAt > QUOTE_FRESH_MS) return true;
  if (order.expireAt && Date.parse(order.expireAt) - now < RFQ_MARGIN_MS) return true;
  if (order.lastValidBlockHeight === undefined) return false;
  try {
    return Number(order.lastValidBlockHeight) - (await blockHeight()) < BLOCKHASH_MARGIN_BLOCKS;
  } catch {
    // Without a block height the age rule alone decides; execute refuses an expired blockhash anyway (-1004).
    return false;
  }
}

/**
 * Swap v2 order → execute: re-quote first when the shown quote is old or about to expire, refuse to continue when
 * the fresh quote is worse than the shown one's minimum (the user reviews it instead), then hand the transaction to the
 * shared pipeline (check, sign, execute, re-post until final).
 */
export function useSwapExecution() {
  const { execute } = useExecuteTransaction();
  const { connection } = useConnection();
  const [state, setState] = useState<SwapRunState>({ status: 'idle' });
  const running = useRef(false);

  const swap = useCallback(
    async ({ order, receivedAt, requote, from, to, taker }: SwapRequest) => {
      if (running.current) return;
      running.current = true;
      try {
        let current = order;
        if (await needsRequote(order, receivedAt, Date.now(), () => connection.getBlockHeight())) {
          setState({ status: 'requoting' });
          const fresh = await requote();
          if (!fresh.data?.transaction) {
            setState({
              status: 'error',
              message: 'A fresh quote could not be fetched; nothing was signed. Try again.',
            });
            return;
          }
          if (fresh.data.outAmount < order.otherAmountThreshold) {
            setState({
              status: 'error',
              message: `The price moved: you would now receive ${amountText(fresh.data.outAmount, to)}, below the minimum you saw. Review the new quote; nothing was signed.`,
            });
            return;
          }
          current = fresh.data;
        }
        if (!current.transaction) return;
        const payer = current.signatureFeePayer;
        const outcome = await execute({
          kind: 'swap',
          summary: `Swap ${amountText(current.inAmount, from)} → ${amountText(current.outAmount, to)}`,
          transaction: decodeTransaction(current.transaction).tx,
          land: 'execute-v2',
          requestId: current.requestId,
          lastValidBlockHeight: current.lastValidBlockHeight ? Number(current.lastValidBlockHeight) : null,
          expectedFeePayer: payer && payer !== taker ? payer : null,
          onStage: (stage) => setState({ status: stage }),
          describeResult: (r) =>
            `Swapped ${amountText(r.totalInputAmount ?? current.inAmount, from)} for ${amountText(r.totalOutputAmount ?? current.outAmount, to)}`,
        });
        if (outcome.ok && outcome.signature) {
          setState({
            status: 'done',
            receipt: {
              signature: outcome.signature,
              inputAmount: outcome.result?.totalInputAmount ?? current.inAmount,
              outputAmount: outcome.result?.totalOutputAmount ?? current.outAmount,
              from,
              to,
            },
          });
        } else if (!outcome.ok) {
          setState({ status: 'error', message: outcome.error.message });
        }
      } finally {
        running.current = false;
      }
    },
    [connection, execute],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, swap, reset };
}
