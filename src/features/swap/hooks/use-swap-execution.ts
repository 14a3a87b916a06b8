import { useConnection } from '../../../hooks/wallet/use-wallet';
import type { OrderResponse } from '../../../api/swap/schemas-v2';
import { TxActionError, useTxAction } from '../../../hooks/tx/use-tx-action';
import type { SwapReceipt } from '../components/swap-success';
import { amountText, type SideToken } from '../utils/quote-view';
import { blockHeightOf, labelsOf, materialChange, swapStatement, takerLamports } from '../utils/swap-statement';

/** A quote older than this is fetched again before the wallet is asked (prices and blockhashes age). */
export const QUOTE_FRESH_MS = 5_000;
/** Re-quote when the blockhash has fewer blocks than this left (~8 s at 400 ms a block): signing takes time. */
export const BLOCKHASH_MARGIN_BLOCKS = 20;
/** Re-quote a market-maker quote that expires within this. */
export const RFQ_MARGIN_MS = 5_000;

export interface SwapRequest {
  order: OrderResponse;
  receivedAt: number;
  /** Fetch the order again (the quote hook's refetch); resolves with the new order or an error. */
  requote: () => Promise<{ data?: OrderResponse | undefined; error?: unknown }>;
  from: SideToken;
  to: SideToken;
  taker: string;
  receiver?: string | undefined;
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
 * Swap v2 order → execute on the shared write path: re-quote when the shown quote is old or about to expire, stop
 * when the fresh one differs in anything the user reviewed, then check, sign, execute and track.
 */
export function useSwapExecution() {
  const { connection } = useConnection();
  return useTxAction<SwapRequest, SwapReceipt>({
    kind: 'swap',
    craft: async ({ order, receivedAt, requote, from, to, taker, receiver }) => {
      let current = order;
      if (await needsRequote(order, receivedAt, Date.now(), () => connection.getBlockHeight())) {
        const fresh = await requote();
        if (!fresh.data?.transaction) {
          throw new TxActionError({
            kind: 'changed',
            message: 'A fresh quote could not be fetched; nothing was signed. Try again.',
          });
        }
        const change = materialChange(order, fresh.data, taker, to);
        if (change) throw new TxActionError({ kind: 'changed', message: change });
        current = fresh.data;
      }
      if (!current.transaction) {
        throw new TxActionError({
          kind: 'unreadable',
          message: 'The quote came without a transaction; nothing was signed.',
        });
      }
      const payer = current.signatureFeePayer;
      return {
        transaction: current.transaction,
        labelOf: labelsOf(from, to),
        statement: swapStatement(current, { taker, receiver, feesMax: takerLamports(current, taker), feePayer: payer }),
        land: 'execute-v2',
        requestId: current.requestId,
        lastValidBlockHeight: blockHeightOf(current.lastValidBlockHeight),
        summary: `Swap ${amountText(current.inAmount, from)} → ${amountText(current.outAmount, to)}`,
        describeResult: (r) =>
          `Swapped ${amountText(r.totalInputAmount ?? current.inAmount, from)} for ${amountText(r.totalOutputAmount ?? current.outAmount, to)}`,
      };
    },
    finish: (outcome, crafted, { from, to, order }) => ({
      signature: outcome.signature ?? '',
      inputAmount: outcome.result?.totalInputAmount ?? order.inAmount,
      outputAmount: outcome.result?.totalOutputAmount ?? order.outAmount,
      from,
      to,
    }),
  });
}
