import type { OrderResponse } from '../../../api/swap/schemas-v2';
import type { LabelOf, TxStatement } from '../../../lib/tx/statement';
import { amountText, impactOf, impactTier, type SideToken } from './quote-view';

/** SOL the taker pays in an order: the fees whose payer is the taker (or unnamed). */
export function takerLamports(order: OrderResponse, taker: string): bigint {
  const mine = (payer: string | null) => payer === null || payer === taker;
  let total = 0n;
  if (mine(order.signatureFeePayer)) total += BigInt(order.signatureFeeLamports);
  if (mine(order.prioritizationFeePayer)) total += BigInt(order.prioritizationFeeLamports);
  if (mine(order.rentFeePayer)) total += BigInt(order.rentFeeLamports);
  return total;
}

/**
 * What the user agrees to with a swap (issue 11 §2): the input at most, the minimum received at least to the
 * receiver, SOL for the fees and rent shown at most.
 */
export function swapStatement(
  order: Pick<OrderResponse, 'inputMint' | 'outputMint' | 'inAmount' | 'otherAmountThreshold'>,
  {
    taker,
    receiver,
    feesMax,
    feePayer,
  }: { taker: string; receiver?: string | undefined; feesMax: bigint; feePayer?: string | null },
): TxStatement {
  return {
    wallet: taker,
    feePayer: feePayer && feePayer !== taker ? feePayer : null,
    send: [{ mint: order.inputMint, max: order.inAmount }],
    receive: [{ mint: order.outputMint, min: order.otherAmountThreshold, to: receiver || taker }],
    feesMax,
  };
}

/**
 * Null when a fresh order may be signed in place of the shown one; else what changed (issue 11 §3.8): a lower
 * minimum received, more SOL for the taker, a higher platform fee, another fee payer, or a higher impact tier.
 */
export function materialChange(
  shown: OrderResponse,
  fresh: OrderResponse,
  taker: string,
  to: SideToken,
): string | null {
  if (fresh.otherAmountThreshold < shown.otherAmountThreshold) {
    return `The price moved: you would now receive at least ${amountText(fresh.otherAmountThreshold, to)}, below the ${amountText(shown.otherAmountThreshold, to)} you saw. Review the new quote; nothing was signed.`;
  }
  if (
    takerLamports(fresh, taker) > takerLamports(shown, taker) ||
    fresh.platformFee.feeBps > shown.platformFee.feeBps
  ) {
    return 'The fees went up since you reviewed the quote. Review the new fees; nothing was signed.';
  }
  if (fresh.signatureFeePayer !== shown.signatureFeePayer) {
    return 'Who pays the network fee changed since you reviewed the quote. Review it; nothing was signed.';
  }
  const rank = { low: 0, warn: 1, confirm: 2 } as const;
  if (rank[impactTier(impactOf(fresh))] > rank[impactTier(impactOf(shown))]) {
    return 'The price impact rose since you reviewed the quote. Review it; nothing was signed.';
  }
  return null;
}

export function labelsOf(...tokens: SideToken[]): LabelOf {
  return (mint) => tokens.find((t) => t.mint === mint);
}

/** A block height from the wire, or null when it is not a safe integer (nothing may treat NaN as a height). */
export function blockHeightOf(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(n) ? n : null;
}
