import { useMemo, useState } from 'react';
import { parseForm } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import {
  EXPIRY_MS,
  INITIAL_ORDER,
  orderSchema,
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
  type TokenRef,
} from '../utils/order-draft';
import { rememberToken } from '../utils/picked-tokens';
import { quoteOf, type QuoteSymbol } from '../utils/quote-tokens';
import { legWarnings } from '../utils/leg-guard';

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
  const prices = usePrices([v.base.mint, v.quote.mint]);
  const market = priceOf(prices.data, v.base.mint);
  const loaded = prices.isSuccess;
  const orderPrices = useMemo(
    () => ({ market, priceOf: (mint: string) => priceOf(prices.data, mint), loaded }),
    [market, prices.data, loaded],
  );
  // Built once per price answer, not on every keystroke (issue 30).
  const schema = useMemo(() => orderSchema(orderPrices), [orderPrices]);
  const { input, usdValue, triggerPrice, pct } = readOrder(v, orderPrices);
  const { parsed, errors } = parseForm(schema, v);

  const num = (t: string) => (Number(t) > 0 ? Number(t) : null);
  const legs = legWarnings(v.kind, v.condition, { market, trigger: triggerPrice, tp: num(v.tp), sl: num(v.sl) });
  const atOnce = [legs.trigger, legs.tp, legs.sl].filter(Boolean).join(' ');
  // A leg that fills at once asks first: the answer holds for these exact warnings only.
  const [accepted, setAccepted] = useState('');
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
    base: v.base,
    setBase: (t: TokenRef) => {
      rememberToken(t);
      set('base', t);
    },
    quote: v.quote,
    setQuote: (symbol: QuoteSymbol) => set('quote', quoteOf(symbol)),
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
    legs,
    atOnce,
    atOnceAccepted: atOnce === '' || accepted === atOnce,
    acceptAtOnce: (yes: boolean) => setAccepted(yes ? atOnce : ''),
    draftAt,
    summary: preview ? orderSummary(preview, market) : null,
  };
}
export type OrderForm = ReturnType<typeof useOrderForm>;
