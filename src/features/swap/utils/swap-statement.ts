import type { BuildResponse, OrderResponse } from '../../../api/swap/schemas-v2';
import { ATA_PROGRAM } from '../../../lib/tx/instructions';
import type { PolicySpec } from '../../../lib/tx/programs';
import { base64ToBytes } from '../../../utils/base64';
import { computeBudgetOf, LAMPORTS_PER_SIGNATURE, priorityFee } from '../../../utils/solana-wire/compute-budget';
import type { LabelOf, TxStatement } from '../../../lib/tx/statement';
import { amountText, IMPACT_RANK, impactOf, impactTier, SOL_MINT, type SideToken } from './quote-view';
import { orderMismatch, type ScreenSwap } from './order-mismatch';

export function takerLamports(order: OrderResponse, taker: string): bigint {
  const mine = (payer: string | null) => payer === null || payer === taker;
  let total = 0n;
  if (mine(order.signatureFeePayer)) total += BigInt(order.signatureFeeLamports);
  if (mine(order.prioritizationFeePayer)) total += BigInt(order.prioritizationFeeLamports);
  if (mine(order.rentFeePayer)) total += BigInt(order.rentFeeLamports);
  return total;
}

/** What the user agrees to with a swap (issue 11 §2), from the screen, never from the order that is signed. */
export function swapStatement(
  screen: ScreenSwap,
  {
    minReceived,
    feesMax,
    feePayer,
    tip,
  }: {
    minReceived: bigint;
    feesMax: bigint;
    feePayer?: string | null;
    tip?: { max: bigint; to: readonly string[] };
  },
): TxStatement {
  const { taker } = screen;
  const send = [{ mint: screen.from.mint, max: screen.amount }];
  if (tip) send.push({ mint: SOL_MINT, max: tip.max });
  return {
    policy: { family: 'swap', anyRoute: true, ...(tip ? { solRecipients: tip.to } : {}) } satisfies PolicySpec,
    wallet: taker,
    feePayer: feePayer && feePayer !== taker ? feePayer : null,
    send,
    receive: [{ mint: screen.to.mint, min: minReceived, to: screen.receiver || taker }],
    feesMax,
  };
}

/** Null when a fresh order may be signed instead; else what changed (issue 11 §3.8, issue 24 §3). */
export function materialChange(shown: OrderResponse, fresh: OrderResponse, screen: ScreenSwap): string | null {
  const mismatch = orderMismatch(fresh, screen);
  if (mismatch) return `${mismatch} Nothing was signed.`;
  const { to, taker } = screen;
  if (fresh.otherAmountThreshold < shown.otherAmountThreshold) {
    return `The price moved: you would now receive at least ${amountText(fresh.otherAmountThreshold, to)}, below the ${amountText(shown.otherAmountThreshold, to)} you saw. Review the new quote; nothing was signed.`;
  }
  if (
    takerLamports(fresh, taker) > takerLamports(shown, taker) ||
    fresh.platformFee.feeBps > shown.platformFee.feeBps
  ) {
    return 'The fees went up since you reviewed the quote. Review the new fees; nothing was signed.';
  }
  if (
    fresh.signatureFeePayer !== shown.signatureFeePayer ||
    fresh.prioritizationFeePayer !== shown.prioritizationFeePayer ||
    fresh.rentFeePayer !== shown.rentFeePayer
  ) {
    return 'Who pays the fees changed since you reviewed the quote. Review it; nothing was signed.';
  }
  if (IMPACT_RANK[impactTier(impactOf(fresh))] > IMPACT_RANK[impactTier(impactOf(shown))]) {
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

/** An upper bound of one token account's rent (165 bytes is 2,039,280; Token-2022 extensions add some). */
const TOKEN_ACCOUNT_RENT_MAX = 3_000_000n;

/** One signature, the compute-budget priority fee, and the rent of accounts its setup may create. */
export function buildFeesMax(build: BuildResponse): bigint {
  const { limit, microLamports } = computeBudgetOf(
    build.computeBudgetInstructions.map((ix) => ({ programId: ix.programId, data: base64ToBytes(ix.data) })),
  );
  const priority = priorityFee(limit ?? 200_000n, microLamports);
  const accounts = BigInt(build.setupInstructions.filter((ix) => ix.programId === ATA_PROGRAM).length);
  return LAMPORTS_PER_SIGNATURE + priority + accounts * TOKEN_ACCOUNT_RENT_MAX;
}
