import type { OrderResponse } from '../../../api/swap/schemas-v2';
import { TxActionError, type CraftedTx } from '../../../hooks/tx/use-tx-action';
import { amountText, impactOf, impactTier, type SideToken } from './quote-view';
import { IMPACT_CEILING_SENTENCE } from './swap-action';
import { blockHeightOf, labelsOf, materialChange, swapStatement, takerLamports } from './swap-statement';
import { orderMismatch } from './order-mismatch';

export const QUOTE_FRESH_MS = 5_000;
/** Re-quote when the blockhash has fewer blocks than this left (~8 s at 400 ms a block): signing takes time. */
export const BLOCKHASH_MARGIN_BLOCKS = 20;
export const RFQ_MARGIN_MS = 5_000;

export interface SwapRequest {
  order: OrderResponse;
  receivedAt: number;
  requote: () => Promise<{ data?: OrderResponse | undefined; error?: unknown }>;
  from: SideToken;
  to: SideToken;
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
    return false;
  }
}

/** Bound to the screen: a re-quote may only be equal or better than the order shown. */
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
