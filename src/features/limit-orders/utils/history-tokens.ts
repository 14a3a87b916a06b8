import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import { shortAddress } from '../../../utils/format';
import { BASE_TOKENS, QUOTE } from './order-form-schema';
import { tokenOf } from './order-view';

export interface TokenOption {
  mint: string;
  label: string;
}

/**
 * The history's token filter: the usual bases and the quote, then both tokens of every pair the wallet's orders
 * traded, then the one in the address (a link may name a token no recent order has).
 */
export function historyTokenOptions(orders: readonly OrderHistoryItem[], selected: string): TokenOption[] {
  const mints = new Set<string>([...BASE_TOKENS.map((t) => t.mint), QUOTE.mint]);
  for (const o of orders) {
    mints.add(o.inputMint);
    mints.add(o.outputMint);
  }
  if (selected !== 'all') mints.add(selected);
  return [...mints].map((mint) => ({ mint, label: tokenOf(mint)?.symbol ?? shortAddress(mint) }));
}
