import type { OrderHistoryItem } from '../../../api/trigger/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { formatTokenAmount, shortAddress } from '../../../utils/format';
import { pctFromMarket, pctText, usdText, type TokenRef } from './order-draft';
import { pickedToken } from './picked-tokens';
import { QUOTE_TOKENS } from './quote-tokens';

export const EXPIRY_WARNING_MS = 24 * 3_600_000;

export function tokenOf(mint: string): TokenRef | undefined {
  return (
    Object.values(KNOWN_TOKENS).find((t) => t.mint === mint) ??
    QUOTE_TOKENS.find((t) => t.mint === mint) ??
    pickedToken(mint)
  );
}

export function amountText(raw: bigint | null | undefined, mint: string): string {
  const t = tokenOf(mint);
  if (raw === null || raw === undefined) return '—';
  return t
    ? `${formatTokenAmount(raw, t.decimals, { maxSignificant: 9 })} ${t.symbol}`
    : `${raw} units of ${shortAddress(mint)}`;
}

const symbolOf = (mint: string) => tokenOf(mint)?.symbol ?? shortAddress(mint);

export function orderTitle(o: OrderHistoryItem): string {
  const amount = amountText(o.initialInputAmount, o.inputMint);
  const watched = o.triggerMint ?? o.inputMint;
  const sells = watched === o.inputMint;
  const trade = sells ? `Sell ${amount} for ${symbolOf(o.outputMint)}` : `Buy ${symbolOf(o.outputMint)} with ${amount}`;
  if (o.trailingBps) return `${trade}, trailing ${(o.trailingBps / 100).toString()} %`;
  if (o.orderType === 'oco') {
    return `${trade}: take-profit ${usdText(o.tpPriceUsd ?? 0)} or stop-loss ${usdText(o.slPriceUsd ?? 0)}`;
  }
  const when = o.triggerPriceUsd
    ? ` ${o.triggerCondition === 'below' ? 'below' : 'above'} ${usdText(o.triggerPriceUsd)}`
    : '';
  const bracket =
    o.orderType === 'otoco' && o.tpPriceUsd && o.slPriceUsd
      ? `, then ${usdText(o.tpPriceUsd)} / ${usdText(o.slPriceUsd)}`
      : '';
  return `${trade}${when}${bracket}`;
}

/** "12 % to go (market $160.70)" for a single trigger; null when not applicable. */
export function distanceText(o: OrderHistoryItem, market: number | null): string | null {
  if (market === null) return null;
  const target = o.triggerPriceUsd ?? null;
  if (target === null) {
    if (o.orderType !== 'oco' || !o.tpPriceUsd || !o.slPriceUsd) return null;
    const tp = pctFromMarket(o.tpPriceUsd, market) ?? 0;
    const sl = pctFromMarket(o.slPriceUsd, market) ?? 0;
    return `Market ${usdText(market)}: take-profit ${pctText(tp)}, stop-loss ${pctText(sl)}`;
  }
  const pct = pctFromMarket(target, market) ?? 0;
  return `Market ${usdText(market)}: trigger ${pctText(pct)} away`;
}

/** "Expires in 2 d 3 h"; `warn` within a day; "Expired" once past. */
export function expiryText(expiresAt: number | null | undefined, now: number): { text: string; warn: boolean } | null {
  if (!expiresAt) return null;
  const left = expiresAt - now;
  if (left <= 0) return { text: 'Expired', warn: true };
  const d = Math.floor(left / 86_400_000);
  const h = Math.floor((left % 86_400_000) / 3_600_000);
  const m = Math.floor((left % 3_600_000) / 60_000);
  const s = Math.floor((left % 60_000) / 1000);
  const parts = d > 0 ? `${d} d ${h} h` : h > 0 ? `${h} h ${m} min` : m > 0 ? `${m} min ${s} s` : `${s} s`;
  return { text: `Expires in ${parts}`, warn: left < EXPIRY_WARNING_MS };
}

export function fillPercentOf(o: OrderHistoryItem): number {
  if (typeof o.fillPercent === 'number') return Math.max(0, Math.min(100, o.fillPercent * 100));
  const initial = o.initialInputAmount ?? 0n;
  const left = o.remainingInputAmount ?? initial;
  return initial > 0n ? Number(((initial - left) * 10_000n) / initial) / 100 : 0;
}

/** Funds still in the vault for an order that can no longer fill: withdraw them (cancel flow, supplement §6). */
export function needsWithdrawal(o: OrderHistoryItem): boolean {
  if (o.orderState === 'pending_withdraw') return true;
  if (o.orderState !== 'expired') return false;
  const withdrawn = (o.events ?? []).some((e) => e.type === 'withdrawal' && e.state !== 'failed');
  return !withdrawn && (o.remainingInputAmount ?? 1n) > 0n;
}

export const STATE_LABELS: Record<string, string> = {
  pending: 'Pending deposit',
  open: 'Open',
  executing: 'Filling',
  filled: 'Filled',
  pending_withdraw: 'Cancelling',
  cancelled: 'Cancelled',
  expired: 'Expired',
  failed: 'Failed',
};
