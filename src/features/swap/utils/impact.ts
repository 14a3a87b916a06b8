import type { OrderResponse } from '../../../api/swap/schemas-v2-order';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { toDecimalString } from '../../../utils/amount';
import { formatPercent } from '../../../utils/format';

export const SOL_MINT: string = KNOWN_TOKENS.SOL.mint;

export interface SideToken {
  mint: string;
  symbol: string;
  decimals: number;
}

export type ImpactTier = 'low' | 'warn' | 'confirm' | 'typed' | 'refuse';
export const IMPACT_WARN = 0.01;
export const IMPACT_CONFIRM = 0.05;
export const IMPACT_TYPED = 0.15;
export const IMPACT_CEILING = 0.5;

type ImpactFields = Pick<OrderResponse, 'priceImpactPct'> & Partial<Pick<OrderResponse, 'inUsdValue' | 'outUsdValue'>>;

/**
 * The value lost to price impact as a positive fraction (0 when the trade is in the user's favour); null when
 * unreadable, which asks for the typed confirmation, never read as 0 (issue 11 §3.6).
 *
 * Scale (supplement, swap v2 order): `priceImpact` is a fraction in the spec and the sandbox but percentage points
 * on the real service since July 2026, so it is never read; `priceImpactPct` is a fraction on both. Direction: the
 * order's own USD values when it has both (they cannot be on another scale), else the spec's sign (negative = loss).
 * When the USD values show a steeper loss than the field, the steeper one counts.
 */
export function impactOf(order: ImpactFields): number | null {
  const text = order.priceImpactPct.trim();
  const field = text === '' ? NaN : Number(text);
  const pct = Number.isFinite(field) ? field : null;
  const { inUsdValue: inUsd, outUsdValue: outUsd } = order;
  const usd =
    inUsd !== undefined && outUsd !== undefined && inUsd > 0 && Number.isFinite(outUsd / inUsd)
      ? outUsd / inUsd - 1
      : null;
  if (pct === null && usd === null) return null;
  if (usd !== null) return usd >= 0 ? 0 : Math.max(-usd, Math.abs(pct ?? 0));
  return pct !== null && pct < 0 ? -pct : 0;
}

export function impactTier(impact: number | null): ImpactTier {
  if (impact !== null && impact > IMPACT_CEILING) return 'refuse';
  if (impact === null || impact > IMPACT_TYPED) return 'typed';
  if (impact > IMPACT_CONFIRM) return 'confirm';
  if (impact > IMPACT_WARN) return 'warn';
  return 'low';
}

export const IMPACT_RANK: Record<ImpactTier, number> = { low: 0, warn: 1, confirm: 2, typed: 3, refuse: 4 };

export function percentText(fraction: number | null): string {
  if (fraction === null) return 'unknown';
  return formatPercent(fraction * 100);
}

/** A raw amount as a short decimal for the card (at most 6 fraction digits, cut not rounded up). */
export function amountText(raw: bigint | string, token: SideToken): string {
  return `${toDecimalString(BigInt(raw), token.decimals, { maxFractionDigits: 6 })} ${token.symbol}`;
}
