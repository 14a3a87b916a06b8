import type { BorrowToken } from '../../../api/lend/schemas';
import { formatPercent, formatPrice, formatTokenAmount, formatUsd, NO_VALUE } from '../../../utils/format';

export type HealthTone = 'success' | 'warning' | 'danger';

export function healthLevel(health: number): { label: string; tone: HealthTone } {
  if (health === Infinity) return { label: 'No debt', tone: 'success' };
  if (health <= 1) return { label: 'Liquidatable', tone: 'danger' };
  if (health < 1.1) return { label: 'Near liquidation', tone: 'danger' };
  if (health < 1.5) return { label: 'At risk', tone: 'warning' };
  return { label: 'Safe', tone: 'success' };
}

export const healthText = (h: number) => (h === Infinity ? '∞' : Number.isFinite(h) ? h.toFixed(2) : NO_VALUE);

export const ltvText = (ltv: number) => (ltv === Infinity ? '∞' : formatPercent(ltv * 100));

export function usdPriceText(price: number | null): string {
  if (price === null || !Number.isFinite(price)) return NO_VALUE;
  return price >= 1 ? formatUsd(price) : `$${formatPrice(price).text}`;
}

export function tokenText(raw: bigint, token: Pick<BorrowToken, 'decimals' | 'symbol'>, maxSignificant = 6) {
  return `${formatTokenAmount(raw, token.decimals, { maxSignificant })} ${token.symbol}`;
}

export function tokenUsd(raw: bigint, token: Pick<BorrowToken, 'decimals' | 'price'>): string {
  return formatUsd((Number(raw) / 10 ** token.decimals) * token.price);
}
