import { useConnection } from '../../../hooks/wallet/use-wallet';
import type { OrderResponse } from '../../../api/swap/schemas-v2';
import { TxActionError, useTxAction, type CraftedTx } from '../../../hooks/tx/use-tx-action';
import type { SwapReceipt } from '../components/swap-success';
import { amountText, impactOf, impactTier, type SideToken } from '../utils/quote-view';
import { IMPACT_CEILING_SENTENCE } from '../utils/swap-action';
import {
  blockHeightOf,
  labelsOf,
  materialChange,
  orderMismatch,
  swapStatement,
  takerLamports,
} from '../utils/swap-statement';

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
  /** The input amount typed, raw: with the pair, taker and receiver it is what the statement binds. */
  amount: bigint;
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
 * The swap's transaction and statement, both bound to the screen: the shown order must be the trade on screen, a
 * re-quote (when the shown one is old or about to expire) may only be equal or better, and what is signed is held
 * to the screen's pair, amount, receiver and minimum.
 */
export async function craftSwap(
  { order, receivedAt, requote, from, to, amount, taker, receiver }: SwapRequest,
  blockHeight: () => Promise<number>,
  now = Date.now(),
): Promise<CraftedTx> {
  const screen = { from, to, amount, taker, receiver };
  const refuse = (message: string) => new TxActionError({ kind: 'changed', message });
  const mismatch = orderMismatch(order, screen);
  if (mismatch) throw refuse(`${mismatch} Nothing was signed.`);
  if (impactTier(impactOf(order)) === 'refuse') throw refuse(IMPACT_CEILING_SENTENCE);
  let current = order;
  if (await needsRequote(order, receivedAt, now, blockHeight)) {
    const fresh = await requote();
    if (!fresh.data?.transaction) {
      throw refuse('A fresh quote could not be fetched; nothing was signed. Try again.');
    }
    const change = materialChange(order, fresh.data, screen);
    if (change) throw refuse(change);
    current = fresh.data;
  }
  if (!current.transaction) {
    throw new TxActionError({
      kind: 'unreadable',
      message: 'The quote came without a transaction; nothing was signed.',
    });
  }
  // The minimum is the one shown; fees and payer are the fresh order's, which materialChange held to the shown.
  const statement = swapStatement(screen, {
    minReceived: order.otherAmountThreshold,
    feesMax: takerLamports(current, taker),
    feePayer: current.signatureFeePayer,
  });
  return {
    transaction: current.transaction,
    labelOf: labelsOf(from, to),
    statement,
    land: 'execute-v2',
    requestId: current.requestId,
    lastValidBlockHeight: blockHeightOf(current.lastValidBlockHeight),
    summary: `Swap ${amountText(current.inAmount, from)} → ${amountText(current.outAmount, to)}`,
    describeResult: (r) =>
      `Swapped ${amountText(r.totalInputAmount ?? current.inAmount, from)} for ${amountText(r.totalOutputAmount ?? current.outAmount, to)}`,
  };
}

/**
 * Swap v2 order → execute on the shared write path: re-quote when the shown quote is old or about to expire, stop
 * when the fresh one differs in anything the user reviewed, then check, sign, execute and track.
 */
export function useSwapExecution() {
  const { connection } = useConnection();
  return useTxAction<SwapRequest, SwapReceipt>({
    kind: 'swap',
    craft: (req) => craftSwap(req, () => connection.getBlockHeight()),
    finish: (outcome, crafted, { from, to, order }) => ({
      signature: outcome.signature ?? '',
      inputAmount: outcome.result?.totalInputAmount ?? order.inAmount,
      outputAmount: outcome.result?.totalOutputAmount ?? order.outAmount,
      from,
      to,
    }),
  });
}
