import * as z from 'zod/mini';
import { TRIGGER_MIN_DEPOSIT_USD } from '../../../api/trigger/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { parseAmountInput, toDecimalString } from '../../../utils/amount';
import {
  CONDITIONS,
  inputOf,
  ORDER_KINDS,
  pctFromMarket,
  type Condition,
  type OrderDraft,
  type OrderKind,
  type TokenRef,
} from './order-draft';
import { QUOTE_TOKENS } from './quote-tokens';

export const BASE_TOKENS = [KNOWN_TOKENS.SOL, KNOWN_TOKENS.JUP, KNOWN_TOKENS.BONK] as const;
export const QUOTE = KNOWN_TOKENS.USDC;
export const EXPIRY_CHIPS = ['1 hour', '1 day', '7 days', '30 days'] as const;
export type ExpiryChip = (typeof EXPIRY_CHIPS)[number];
export const EXPIRY_MS: Record<ExpiryChip, number> = {
  '1 hour': 3_600_000,
  '1 day': 86_400_000,
  '7 days': 7 * 86_400_000,
  '30 days': 30 * 86_400_000,
};
const TRIGGER_MODES = ['USD price', '% from market'] as const;
export type TriggerMode = (typeof TRIGGER_MODES)[number];

export interface OrderValues {
  kind: OrderKind;
  condition: Condition;
  /** Any token the picker offers; the service refuses a stablecoin as the watched mint (supplement §6). */
  base: TokenRef;
  /** USDC, PYUSD or JupUSD (quote-tokens.ts). */
  quote: TokenRef;
  amount: string;
  mode: TriggerMode;
  trigger: string;
  tp: string;
  sl: string;
  trailPct: string;
  expiry: ExpiryChip;
  slippage: string;
}

export const INITIAL_ORDER: OrderValues = {
  kind: 'limit',
  condition: 'Sell above',
  base: KNOWN_TOKENS.SOL,
  quote: QUOTE,
  amount: '',
  mode: 'USD price',
  trigger: '',
  tp: '',
  sl: '',
  trailPct: '5',
  expiry: '7 days',
  slippage: '',
};

export interface OrderPrices {
  /** The base token's USD price. */
  market: number | null;
  priceOf: (mint: string) => number | null;
  /** The price service answered: a token it gave no price for has none. */
  loaded?: boolean;
}

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

/** USD-pegged: the service answers "Trigger mint is not supported" for them. */
export const STABLE_MINTS: ReadonlySet<string> = new Set([KNOWN_TOKENS.USDT.mint, ...QUOTE_TOKENS.map((t) => t.mint)]);

type Sides = Pick<OrderValues, 'kind' | 'condition' | 'base' | 'quote' | 'amount' | 'mode' | 'trigger'>;

/** What the typed text means, valid or not: the form shows these while it is being filled in. */
export function readOrder(v: Sides, prices: OrderPrices) {
  const base = v.base;
  const input = inputOf({ kind: v.kind, condition: v.condition, base, quote: v.quote });
  const parsed = v.amount === '' ? null : parseAmountInput(v.amount, input.decimals);
  const raw = parsed?.ok ? parsed.raw : null;
  const inputPrice = prices.priceOf(input.mint);
  const usdValue =
    raw !== null && inputPrice !== null ? Number(toDecimalString(raw, input.decimals)) * inputPrice : null;
  const triggerPrice = v.kind === 'limit' || v.kind === 'otoco' ? triggerUsd(v.mode, v.trigger, prices.market) : null;
  const pct = triggerPrice !== null ? pctFromMarket(triggerPrice, prices.market) : null;
  return { base, input, raw, usdValue, triggerPrice, pct };
}

const price = z.pipe(z.string(), z.transform(positive));
const bps = z.pipe(
  z.string(),
  z.transform((t) => Math.round(Number(t) * 100)),
);
const slippageBps = z
  .pipe(
    z.string(),
    z.transform((t) => (t.trim() === '' ? null : Math.round(Number(t) * 100))),
  )
  .check(
    z.refine((b) => b === null || (Number.isInteger(b) && b >= 0 && b <= 10_000), 'Slippage between 0 % and 100 %.'),
  );

/** The order the values describe, without its expiry time (set when signing), or null while it is incomplete. */
export const orderSchema = (prices: OrderPrices) =>
  z.pipe(
    z
      .object({
        kind: z.enum(ORDER_KINDS),
        condition: z.enum(CONDITIONS),
        base: z.custom<TokenRef>(),
        quote: z.custom<TokenRef>(),
        amount: z.string(),
        mode: z.enum(TRIGGER_MODES),
        trigger: z.string(),
        tp: price,
        sl: price,
        trailPct: bps,
        expiry: z.enum(EXPIRY_CHIPS),
        slippage: slippageBps,
      })
      .check((ctx) => {
        const o = ctx.value;
        const r = readOrder(o, prices);
        const refuse = (field: string, message: string) =>
          ctx.issues.push({ code: 'custom', path: [field], message, input: o });
        if (STABLE_MINTS.has(o.base.mint))
          refuse('base', `${o.base.symbol} is priced at 1 USD: pick a token that moves.`);
        if (r.raw === 0n) refuse('amount', 'Enter an amount above zero.');
        else if (r.raw !== null && r.usdValue === null && prices.loaded) {
          refuse(
            'amount',
            `No USD price for ${r.input.symbol}: the ${TRIGGER_MIN_DEPOSIT_USD} USD minimum cannot be checked.`,
          );
        } else if (r.usdValue !== null && r.usdValue < TRIGGER_MIN_DEPOSIT_USD) {
          refuse('amount', `Orders need at least ${TRIGGER_MIN_DEPOSIT_USD} USD (this is $${r.usdValue.toFixed(2)}).`);
        }
        if ((o.kind === 'limit' || o.kind === 'otoco') && o.trigger !== '' && r.triggerPrice === null) {
          refuse('trigger', o.mode === 'USD price' ? 'Enter a price above zero.' : 'Enter a percent, like 10 or -5.');
        }
        if ((o.kind === 'oco' || o.kind === 'otoco') && o.tp !== null && o.sl !== null && o.tp <= o.sl) {
          refuse('tp', 'The take-profit must be above the stop-loss.');
        }
        if (o.kind === 'trailing' && !(o.trailPct >= 50 && o.trailPct <= 9000)) {
          refuse('trail', 'Trail between 0.5 % and 90 %.');
        }
      }),
    z.transform((o): Omit<OrderDraft, 'expiresAt'> | null => {
      const r = readOrder(o, prices);
      const amount = r.raw ?? 0n;
      const complete =
        amount > 0n &&
        r.usdValue !== null &&
        (o.kind === 'trailing' || o.kind === 'oco' || r.triggerPrice !== null) &&
        (o.kind === 'limit' || o.kind === 'trailing' || (o.tp !== null && o.sl !== null));
      if (!complete) return null;
      return {
        kind: o.kind,
        condition: o.condition,
        base: { mint: r.base.mint, symbol: r.base.symbol, decimals: r.base.decimals },
        quote: o.quote,
        amount,
        triggerPriceUsd: r.triggerPrice ?? undefined,
        tpPriceUsd: o.tp ?? undefined,
        slPriceUsd: o.sl ?? undefined,
        trailingBps: o.kind === 'trailing' ? o.trailPct : undefined,
        slippageBps: o.slippage,
      };
    }),
  );
