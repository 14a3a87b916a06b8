import { parseForm } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import {
  baseOf,
  EXPIRY_MS,
  INITIAL_ORDER,
  orderSchema,
  QUOTE,
  readOrder,
  type ExpiryChip,
  type TriggerMode,
} from '../utils/order-form-schema';
import {
  defaultSlippageBps,
  KIND_CONDITIONS,
  orderSummary,
  type Condition,
  type OrderDraft,
  type OrderKind,
} from '../utils/order-draft';

export const KIND_LABELS: Record<OrderKind, string> = {
  limit: 'Limit',
  oco: 'Take-profit + stop-loss',
  otoco: 'Entry + bracket',
  trailing: 'Trailing stop',
};
export const ABOVE_PRESETS = [5, 10, 25] as const;
export const TRAILING_PRESETS = [2, 5, 10] as const;

export function useOrderForm() {
  const { values: v, set, patch } = useForm(INITIAL_ORDER);
  const prices = usePrices([baseOf(v.baseSymbol).mint, QUOTE.mint]);
  const market = priceOf(prices.data, baseOf(v.baseSymbol).mint);
  const orderPrices = { market, priceOf: (mint: string) => priceOf(prices.data, mint) };
  const { base, input, usdValue, triggerPrice, pct } = readOrder(v, orderPrices);
  const { parsed, errors } = parseForm(orderSchema(orderPrices), v);

  // Uniswap-style guard: a trigger on the wrong side of the market fills at once.
  let warning: string | null = null;
  if (v.kind === 'limit' && pct !== null) {
    const above = v.condition.endsWith('above');
    if (above ? pct <= 0 : pct >= 0) {
      warning = `The market is already ${above ? 'above' : 'below'} this price: the order would fill at once.`;
    }
  }
  // From the chip at the moment of signing: a form left open never sends a time already past.
  const draftAt = (now: number): OrderDraft | null => parsed && { ...parsed, expiresAt: now + EXPIRY_MS[v.expiry] };
  // The summary does not depend on the expiry time.
  const preview = draftAt(0);

  return {
    kind: v.kind,
    setKind: (k: OrderKind) => {
      const allowed = KIND_CONDITIONS[k];
      patch({ kind: k, condition: allowed.includes(v.condition) ? v.condition : (allowed[0] ?? v.condition) });
    },
    conditions: KIND_CONDITIONS[v.kind],
    condition: v.condition,
    setCondition: (c: Condition) => set('condition', c),
    base,
    setBaseSymbol: (s: string) => set('baseSymbol', s),
    input,
    amount: v.amount,
    setAmount: (t: string) => set('amount', t),
    usdValue,
    mode: v.mode,
    setMode: (m: TriggerMode) => set('mode', m),
    trigger: v.trigger,
    setTrigger: (t: string) => set('trigger', t),
    triggerPrice,
    pct,
    tp: v.tp,
    setTp: (t: string) => set('tp', t),
    sl: v.sl,
    setSl: (t: string) => set('sl', t),
    trailPct: v.trailPct,
    setTrailPct: (t: string) => set('trailPct', t),
    expiry: v.expiry,
    setExpiry: (e: ExpiryChip) => set('expiry', e),
    slippage: v.slippage,
    setSlippage: (t: string) => set('slippage', t),
    defaultSlip: defaultSlippageBps(v.kind, v.condition),
    market,
    errors,
    warning,
    draftAt,
    summary: preview ? orderSummary(preview, market) : null,
  };
}
export type OrderForm = ReturnType<typeof useOrderForm>;
