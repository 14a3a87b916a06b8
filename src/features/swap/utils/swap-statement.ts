import type { BuildResponse, OrderResponse } from '../../../api/swap/schemas-v2';
import { ATA_PROGRAM } from '../../../lib/tx/instructions';
import { base64ToBytes } from '../../../utils/base64';
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

const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';
const SIGNATURE_LAMPORTS = 5_000n;
/** An upper bound of one token account's rent (165 bytes is 2,039,280; Token-2022 extensions add some). */
const TOKEN_ACCOUNT_RENT_MAX = 3_000_000n;

/**
 * SOL a `build` can take from the taker besides the swap: one signature, the priority fee its compute-budget
 * instructions set, and the rent of the token accounts its setup may create. The order's fee lines do not apply:
 * the build sets its own budget.
 */
export function buildFeesMax(build: BuildResponse): bigint {
  let limit = 200_000n;
  let microLamports = 0n;
  for (const ix of build.computeBudgetInstructions) {
    if (ix.programId !== COMPUTE_BUDGET) continue;
    const data = base64ToBytes(ix.data);
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === 2 && data.length >= 5) limit = BigInt(view.getUint32(1, true));
    if (data[0] === 3 && data.length >= 9) microLamports = view.getBigUint64(1, true);
  }
  const priority = (limit * microLamports + 999_999n) / 1_000_000n;
  const accounts = BigInt(build.setupInstructions.filter((ix) => ix.programId === ATA_PROGRAM).length);
  return SIGNATURE_LAMPORTS + priority + accounts * TOKEN_ACCOUNT_RENT_MAX;
}
