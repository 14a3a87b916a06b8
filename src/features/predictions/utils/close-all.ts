import { CONTRACT_STEP_MICRO } from '../../../api/prediction/book';
import type { CloseAllPositionsResponse, Orderbook, Position } from '../../../api/prediction/schemas';
import { positionContractsMicro, positionState } from './position-view';
import { quoteSell } from './ticket';

export interface CloseLine {
  positionPubkey: string;
  title: string;
  side: 'yes' | 'no';
  heldMicro: bigint;
  payoutMint: string;
  avgPrice: bigint;
  /** The floor and what must arrive at it, from the book the summary showed: each close is signed against them. */
  floor: bigint;
  minProceeds: bigint;
}

export type CloseOrder = CloseAllPositionsResponse['data'][number];

/** The positions the service's close-all sells (open markets, at least one lot), each quoted at the book now. */
export function closeLinesOf(
  positions: readonly Position[],
  bookOf: (marketId: string) => Orderbook | undefined,
  payoutMintOf: (positionPubkey: string) => string | undefined,
): { lines: CloseLine[]; pending: boolean; unsellable: string[] } {
  const lines: CloseLine[] = [];
  const unsellable: string[] = [];
  let pending = false;
  for (const p of positions) {
    const held = positionContractsMicro(p);
    if (positionState(p) !== 'open' || held < CONTRACT_STEP_MICRO) continue;
    const title = p.marketMetadata?.title ?? p.eventMetadata?.title ?? p.marketId;
    const side = p.isYes ? 'yes' : 'no';
    const book = bookOf(p.marketId);
    const payoutMint = payoutMintOf(p.pubkey);
    if (!book || payoutMint === undefined) {
      pending = true;
      continue;
    }
    const quote = quoteSell(book, side, held);
    if (!quote) unsellable.push(`${side.toUpperCase()} · ${title}`);
    else lines.push({ positionPubkey: p.pubkey, title, side, heldMicro: held, payoutMint, ...quote });
  }
  return { lines, pending, unsellable };
}

/**
 * Each order the service built, paired with the line the user saw; an order for a position not in the summary, or
 * the same position twice, stops everything before the first signature.
 */
export function pairCloseOrders(
  orders: readonly CloseOrder[],
  lines: readonly CloseLine[],
): { pairs: { order: CloseOrder; line: CloseLine }[] } | { problem: string } {
  const byPubkey = new Map(lines.map((l) => [l.positionPubkey, l]));
  const seen = new Set<string>();
  const pairs = [];
  for (const order of orders) {
    const key = order.order.positionPubkey ?? '';
    const line = byPubkey.get(key);
    if (!line || seen.has(key) || order.order.isBuy) {
      return {
        problem: `The service would close a position you were not shown (${key || 'unnamed'}): nothing was signed.`,
      };
    }
    seen.add(key);
    pairs.push({ order, line });
  }
  return { pairs };
}

export const totalMinProceeds = (lines: readonly CloseLine[]) => lines.reduce((a, l) => a + l.minProceeds, 0n);
