import type { OrderResponse } from '../../../api/swap/schemas-v2';
import { toDecimalString } from '../../../utils/amount';
import type { SideToken } from './quote-view';

/** What the page shows for a swap: its statement and every check are built from this, never from an answer. */
export interface ScreenSwap {
  from: SideToken;
  to: SideToken;
  amount: bigint;
  taker: string;
  receiver?: string | undefined;
}

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

type OrderTrade = Pick<OrderResponse, 'inputMint' | 'outputMint' | 'inAmount'> &
  Partial<Pick<OrderResponse, 'taker'>> & { receiver?: unknown };

export function orderMismatch(order: OrderTrade, screen: ScreenSwap): string | null {
  const { from, to } = screen;
  if (order.inputMint !== from.mint || order.outputMint !== to.mint) {
    return `The quote is for another pair than the ${from.symbol} → ${to.symbol} on screen (${short(order.inputMint)} → ${short(order.outputMint)}).`;
  }
  if (order.inAmount !== screen.amount) {
    // Every digit: a difference below the card's 6 fraction digits must still read as a difference.
    const exact = (raw: bigint) => `${toDecimalString(raw, from.decimals)} ${from.symbol}`;
    return `The quote is for ${exact(order.inAmount)}, not the ${exact(screen.amount)} you entered.`;
  }
  if (order.taker !== undefined && order.taker !== screen.taker) {
    return `The quote was made for ${order.taker ? short(order.taker) : 'no wallet'}, not your wallet.`;
  }
  // The order answer has no receiver field today; one that names a receiver must name the one shown.
  const receiver = screen.receiver ?? screen.taker;
  if (order.receiver !== undefined && order.receiver !== receiver) {
    return `The quote sends the output to ${typeof order.receiver === 'string' ? short(order.receiver) : 'an unreadable address'}, not to ${screen.receiver ? short(receiver) : 'your wallet'}.`;
  }
  return null;
}
