import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import type { OrderDraft } from './order-draft';
import { tokenOf } from './order-view';
import { renewDraft } from './renew-draft';

const WEEK_MS = 7 * 24 * 60 * 60 * 1_000;

const bps = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * An OCO pair (either leg, or the bracket an OTOCO opened) or an OTOCO still waiting for its entry, as a new order
 * with the same prices and each leg's slippage; null for anything else or what cannot be placed again as it was.
 */
export function renewBracketDraft(o: OrderHistoryItem, now: number): OrderDraft | null {
  if (o.orderType !== 'oco' && o.orderType !== 'otoco') return null;
  const amount = o.remainingInputAmount ?? o.initialInputAmount ?? 0n;
  const watched = o.triggerMint ?? o.inputMint;
  const sells = watched === o.inputMint;
  const base = tokenOf(watched);
  const quote = tokenOf(sells ? o.outputMint : o.inputMint);
  const { tpPriceUsd, slPriceUsd } = o;
  if (!base || !quote || amount <= 0n || !tpPriceUsd || !slPriceUsd || !(tpPriceUsd > slPriceUsd)) return null;
  const lifetime = o.expiresAt && o.createdAt && o.expiresAt > o.createdAt ? o.expiresAt - o.createdAt : WEEK_MS;
  const legSlippageBps = { tp: bps(o.tpSlippageBps), sl: bps(o.slSlippageBps) };
  const common = { base, quote, amount, tpPriceUsd, slPriceUsd, legSlippageBps, expiresAt: now + lifetime };
  if (o.orderType === 'oco') {
    return sells ? { ...common, kind: 'oco', condition: 'Sell above', slippageBps: null } : null;
  }
  const condition = o.triggerCondition;
  if (sells || !o.triggerPriceUsd || (condition !== 'above' && condition !== 'below')) return null;
  return {
    ...common,
    kind: 'otoco',
    condition: condition === 'above' ? 'Buy above' : 'Buy below',
    triggerPriceUsd: o.triggerPriceUsd,
    slippageBps: o.slippageBps ?? null,
  };
}

/** What the page's Renew places again: a single order's terms, or a bracket's. */
export function renewAnyDraft(o: OrderHistoryItem, now: number): OrderDraft | null {
  return renewDraft(o, now) ?? renewBracketDraft(o, now);
}
