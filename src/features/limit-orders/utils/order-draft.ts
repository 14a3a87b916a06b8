import type { CreatePriceOrderRequest, PriceOrderType } from '../../../api/trigger/schemas';
import { enUsNumberFormat } from '../../../utils/en-us-number';
import { formatTokenAmount } from '../../../utils/format';

export const ORDER_KINDS = ['limit', 'oco', 'otoco', 'trailing'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const CONDITIONS = ['Buy below', 'Buy above', 'Sell above', 'Sell below'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const KIND_CONDITIONS: Record<OrderKind, readonly Condition[]> = {
  limit: CONDITIONS,
  oco: ['Sell above'],
  otoco: ['Buy below', 'Buy above'],
  trailing: ['Sell below', 'Buy above'],
};

export interface TokenRef {
  mint: string;
  symbol: string;
  decimals: number;
}

export interface OrderDraft {
  kind: OrderKind;
  condition: Condition;
  base: TokenRef;
  quote: TokenRef;
  amount: bigint;
  triggerPriceUsd?: number | undefined;
  tpPriceUsd?: number | undefined;
  slPriceUsd?: number | undefined;
  trailingBps?: number | undefined;
  /** null: the documented default (not sent). */
  slippageBps: number | null;
  /** A bracket's own slippage per leg, kept when one is placed again. */
  legSlippageBps?: { tp: number | null; sl: number | null } | undefined;
  expiresAt: number;
}

export const isSell = (d: Pick<OrderDraft, 'kind' | 'condition'>) =>
  d.kind === 'oco' || (d.kind !== 'otoco' && d.condition.startsWith('Sell'));
const isAbove = (c: Condition) => c.endsWith('above');

export function inputOf(d: Pick<OrderDraft, 'kind' | 'condition' | 'base' | 'quote'>): TokenRef {
  return isSell(d) ? d.base : d.quote;
}
export function outputOf(d: Pick<OrderDraft, 'kind' | 'condition' | 'base' | 'quote'>): TokenRef {
  return isSell(d) ? d.quote : d.base;
}

export const SUBTYPE: Record<OrderKind, PriceOrderType> = {
  limit: 'single',
  oco: 'oco',
  otoco: 'otoco',
  trailing: 'single',
};

/**
 * Slippage when none is sent (supplement §6): take-profit and buy-below are automatic, stop-loss and buy-above 20 %.
 * null = automatic.
 */
export function defaultSlippageBps(kind: OrderKind, condition: Condition): number | null {
  if (kind === 'oco') return null;
  return condition === 'Sell below' || condition === 'Buy above' ? 2000 : null;
}

/** The create-order body without the deposit fields (supplement §6 table). */
export function orderBody(
  d: OrderDraft,
  userPubkey: string,
): Omit<CreatePriceOrderRequest, 'depositRequestId' | 'depositSignedTx'> {
  const body: Omit<CreatePriceOrderRequest, 'depositRequestId' | 'depositSignedTx'> = {
    orderType: SUBTYPE[d.kind],
    userPubkey,
    inputMint: inputOf(d).mint,
    inputAmount: d.amount,
    outputMint: outputOf(d).mint,
    triggerMint: d.base.mint,
    expiresAt: d.expiresAt,
  };
  if (d.kind !== 'oco') body.triggerCondition = isAbove(d.condition) ? 'above' : 'below';
  if (d.kind === 'trailing') body.trailingBps = d.trailingBps;
  else if (d.kind !== 'oco') body.triggerPriceUsd = d.triggerPriceUsd;
  if (d.kind === 'oco' || d.kind === 'otoco') {
    body.tpPriceUsd = d.tpPriceUsd;
    body.slPriceUsd = d.slPriceUsd;
  }
  if (d.slippageBps !== null) {
    if (d.kind === 'oco') {
      body.tpSlippageBps = d.slippageBps;
      body.slSlippageBps = d.slippageBps;
    } else body.slippageBps = d.slippageBps;
  }
  if (d.legSlippageBps && (d.kind === 'oco' || d.kind === 'otoco')) {
    if (d.legSlippageBps.tp !== null) body.tpSlippageBps = d.legSlippageBps.tp;
    if (d.legSlippageBps.sl !== null) body.slSlippageBps = d.legSlippageBps.sl;
  }
  return body;
}

export function pctText(pct: number): string {
  const abs = Math.abs(pct);
  const digits = abs >= 10 ? 0 : 1;
  const text = abs.toFixed(digits).replace(/\.0$/, '');
  return `${pct < 0 ? '−' : '+'}${text} %`;
}

// Made once (history rows use many), without Intl (utils/en-us-number.ts).
const USD = [0, 2, 6].map((d) => enUsNumberFormat({ maximumFractionDigits: d }));

export function usdText(n: number): string {
  const usd = USD[n >= 1000 ? 0 : n >= 1 ? 1 : 2] ?? enUsNumberFormat();
  return `$${usd.format(n)}`;
}

export function pctFromMarket(price: number, market: number | null): number | null {
  return market && market > 0 ? ((price - market) / market) * 100 : null;
}

const withPct = (price: number, market: number | null) => {
  const pct = pctFromMarket(price, market);
  return pct === null ? usdText(price) : `${usdText(price)} (${pctText(pct)})`;
};

export function orderSummary(d: OrderDraft, market: number | null): string {
  const input = inputOf(d);
  const amount = `${formatTokenAmount(d.amount, input.decimals, { maxSignificant: 9 })} ${input.symbol}`;
  const trade = isSell(d) ? `Sell ${amount} for ${d.quote.symbol}` : `Buy ${d.base.symbol} with ${amount}`;
  const moves = (c: Condition) => (isAbove(c) ? 'rises above' : 'falls below');
  switch (d.kind) {
    case 'limit':
      return `${trade} when ${d.base.symbol} ${moves(d.condition)} ${withPct(d.triggerPriceUsd ?? 0, market)}`;
    case 'oco':
      return `${trade} when ${d.base.symbol} rises above ${withPct(d.tpPriceUsd ?? 0, market)} (take-profit) or falls below ${withPct(d.slPriceUsd ?? 0, market)} (stop-loss); the first to fill cancels the other`;
    case 'otoco':
      return `${trade} when ${d.base.symbol} ${moves(d.condition)} ${withPct(d.triggerPriceUsd ?? 0, market)}; then sell it above ${usdText(d.tpPriceUsd ?? 0)} (take-profit) or below ${usdText(d.slPriceUsd ?? 0)} (stop-loss)`;
    case 'trailing': {
      const pct = ((d.trailingBps ?? 0) / 100).toString();
      return isAbove(d.condition)
        ? `${trade} when ${d.base.symbol} rises ${pct} % from its lowest price from now on`
        : `${trade} when ${d.base.symbol} falls ${pct} % from its highest price from now on`;
    }
  }
}
