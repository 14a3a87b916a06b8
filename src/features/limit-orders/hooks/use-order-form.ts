import { useState } from 'react';
import { TRIGGER_MIN_DEPOSIT_USD } from '../../../api/trigger/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { parseAmountInput, toDecimalString } from '../../../utils/amount';
import {
  defaultSlippageBps,
  inputOf,
  KIND_CONDITIONS,
  orderSummary,
  pctFromMarket,
  type Condition,
  type OrderDraft,
  type OrderKind,
} from '../utils/order-draft';

export const BASE_TOKENS = [KNOWN_TOKENS.SOL, KNOWN_TOKENS.JUP, KNOWN_TOKENS.BONK] as const;
export const QUOTE = KNOWN_TOKENS.USDC;
export const KIND_LABELS: Record<OrderKind, string> = {
  limit: 'Limit',
  oco: 'Take-profit + stop-loss',
  otoco: 'Entry + bracket',
  trailing: 'Trailing stop',
};
export const EXPIRY_CHIPS = ['1 hour', '1 day', '7 days', '30 days'] as const;
export type ExpiryChip = (typeof EXPIRY_CHIPS)[number];
const EXPIRY_MS: Record<ExpiryChip, number> = {
  '1 hour': 3_600_000,
  '1 day': 86_400_000,
  '7 days': 7 * 86_400_000,
  '30 days': 30 * 86_400_000,
};
export const ABOVE_PRESETS = [5, 10, 25] as const;
export const TRAILING_PRESETS = [2, 5, 10] as const;
export type TriggerMode = 'USD price' | '% from market';

function positive(text: string): number | null {
  const n = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
}

function triggerUsd(mode: TriggerMode, text: string, market: number | null): number | null {
  if (mode === 'USD price') return positive(text);
  const pct = Number(text.replace(',', '.').replace('−', '-'));
  if (text.trim() === '' || !Number.isFinite(pct) || market === null) return null;
  const price = market * (1 + pct / 100);
  return price > 0 ? Number(price.toPrecision(8)) : null;
}

export function useOrderForm() {
  const [kind, setKindState] = useState<OrderKind>('limit');
  const [condition, setCondition] = useState<Condition>('Sell above');
  const [baseSymbol, setBaseSymbol] = useState<string>('SOL');
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<TriggerMode>('USD price');
  const [trigger, setTrigger] = useState('');
  const [tp, setTp] = useState('');
  const [sl, setSl] = useState('');
  const [trailPct, setTrailPct] = useState('5');
  const [expiry, setExpiry] = useState<ExpiryChip>('7 days');
  const [slippage, setSlippage] = useState('');

  const base = BASE_TOKENS.find((t) => t.symbol === baseSymbol) ?? KNOWN_TOKENS.SOL;
  const prices = usePrices([base.mint, QUOTE.mint]);
  const market = priceOf(prices.data, base.mint);
  const setKind = (k: OrderKind) => {
    setKindState(k);
    const allowed = KIND_CONDITIONS[k];
    if (!allowed.includes(condition)) setCondition(allowed[0] as Condition);
  };

  const sides = { kind, condition, base, quote: QUOTE };
  const input = inputOf(sides);
  const parsed = amount === '' ? null : parseAmountInput(amount, input.decimals);
  const raw = parsed?.ok ? parsed.raw : null;
  const inputPrice = priceOf(prices.data, input.mint);
  const usdValue =
    raw !== null && inputPrice !== null ? Number(toDecimalString(raw, input.decimals)) * inputPrice : null;
  const triggerPrice = kind === 'limit' || kind === 'otoco' ? triggerUsd(mode, trigger, market) : null;
  const tpPrice = positive(tp);
  const slPrice = positive(sl);
  const trailingBps = Math.round(Number(trailPct) * 100);
  const defaultSlip = defaultSlippageBps(kind, condition);
  const slippageBps = slippage.trim() === '' ? null : Math.round(Number(slippage) * 100);

  const errors: Partial<Record<'amount' | 'trigger' | 'tp' | 'sl' | 'trail' | 'slippage', string>> = {};
  if (raw === 0n) errors.amount = 'Enter an amount above zero.';
  else if (usdValue !== null && usdValue < TRIGGER_MIN_DEPOSIT_USD) {
    errors.amount = `Orders need at least ${TRIGGER_MIN_DEPOSIT_USD} USD (this is $${usdValue.toFixed(2)}).`;
  }
  if ((kind === 'limit' || kind === 'otoco') && trigger !== '' && triggerPrice === null) {
    errors.trigger = mode === 'USD price' ? 'Enter a price above zero.' : 'Enter a percent, like 10 or -5.';
  }
  if ((kind === 'oco' || kind === 'otoco') && tpPrice !== null && slPrice !== null && tpPrice <= slPrice) {
    errors.tp = 'The take-profit must be above the stop-loss.';
  }
  if (kind === 'trailing' && !(trailingBps >= 50 && trailingBps <= 9000)) {
    errors.trail = 'Trail between 0.5 % and 90 %.';
  }
  if (slippageBps !== null && !(Number.isInteger(slippageBps) && slippageBps >= 0 && slippageBps <= 10_000)) {
    errors.slippage = 'Slippage between 0 % and 100 %.';
  }

  // Uniswap-style guard: a trigger on the wrong side of the market fills at once.
  let warning: string | null = null;
  const pct = triggerPrice !== null ? pctFromMarket(triggerPrice, market) : null;
  if (kind === 'limit' && pct !== null) {
    const above = condition.endsWith('above');
    if (above ? pct <= 0 : pct >= 0) {
      warning = `The market is already ${above ? 'above' : 'below'} this price: the order would fill at once.`;
    }
  }

  const amountRaw = raw ?? 0n;
  const complete =
    amountRaw > 0n &&
    (kind === 'trailing' || kind === 'oco' || triggerPrice !== null) &&
    (kind === 'limit' || kind === 'trailing' || (tpPrice !== null && slPrice !== null));
  const valid = complete && Object.keys(errors).length === 0;
  const draftAt = (now: number): OrderDraft | null =>
    valid
      ? {
          kind,
          condition,
          base,
          quote: QUOTE,
          amount: amountRaw,
          triggerPriceUsd: triggerPrice ?? undefined,
          tpPriceUsd: tpPrice ?? undefined,
          slPriceUsd: slPrice ?? undefined,
          trailingBps: kind === 'trailing' ? trailingBps : undefined,
          slippageBps,
          // From the chip at the moment of signing: a form left open never sends a time already past.
          expiresAt: now + EXPIRY_MS[expiry],
        }
      : null;
  // The summary does not depend on the expiry time.
  const preview = draftAt(0);

  return {
    kind,
    setKind,
    conditions: KIND_CONDITIONS[kind],
    condition,
    setCondition,
    base,
    setBaseSymbol,
    input,
    amount,
    setAmount,
    usdValue,
    mode,
    setMode,
    trigger,
    setTrigger,
    triggerPrice,
    pct,
    tp,
    setTp,
    sl,
    setSl,
    trailPct,
    setTrailPct,
    expiry,
    setExpiry,
    slippage,
    setSlippage,
    defaultSlip,
    market,
    errors,
    warning,
    draftAt,
    summary: preview ? orderSummary(preview, market) : null,
  };
}
export type OrderForm = ReturnType<typeof useOrderForm>;
