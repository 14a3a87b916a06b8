import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import type { OrderDraft } from './order-draft';
import { tokenOf } from './order-view';

const WEEK_MS = 7 * 24 * 60 * 60 * 1_000;

/**
 * The same terms as a new order (what is left of the input, the same trigger, slippage and lifetime), or null for
 * what cannot be placed again as it was: OCO and OTOCO brackets, unknown tokens, nothing left. The page's Renew and
 * the inbox's share it.
 */
export function renewDraft(o: OrderHistoryItem, now: number): OrderDraft | null {
  const amount = o.remainingInputAmount ?? o.initialInputAmount ?? 0n;
  const watched = o.triggerMint ?? o.inputMint;
  const sells = watched === o.inputMint;
  const base = tokenOf(watched);
  const quote = tokenOf(sells ? o.outputMint : o.inputMint);
  const condition = o.triggerCondition;
  if (o.orderType !== 'single' || !base || !quote || amount <= 0n) return null;
  if (condition !== 'above' && condition !== 'below') return null;
  const trailing = o.trailingBps !== null && o.trailingBps !== undefined;
  if (!trailing && (o.triggerPriceUsd === null || o.triggerPriceUsd === undefined)) return null;
  const lifetime = o.expiresAt && o.createdAt && o.expiresAt > o.createdAt ? o.expiresAt - o.createdAt : WEEK_MS;
  return {
    kind: trailing ? 'trailing' : 'limit',
    condition: sells
      ? condition === 'above'
        ? 'Sell above'
        : 'Sell below'
      : condition === 'above'
        ? 'Buy above'
        : 'Buy below',
    base,
    quote,
    amount,
    ...(trailing ? { trailingBps: o.trailingBps ?? undefined } : { triggerPriceUsd: o.triggerPriceUsd ?? undefined }),
    slippageBps: o.slippageBps ?? null,
    expiresAt: now + lifetime,
  };
}
