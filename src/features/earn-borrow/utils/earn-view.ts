import type { EarnToken } from '../../../api/lend/schemas';
import { formatPercent, formatTokenAmount, formatUsd, NO_VALUE } from '../../../utils/format';
import { earnRateToPercent } from './rates';

/** APY from `totalRate` (supply plus rewards), else `supplyRate`. */
export function apyText(token: EarnToken): string {
  const rate = Number.isFinite(token.totalRate) && token.totalRate > 0 ? token.totalRate : token.supplyRate;
  return Number.isFinite(rate) ? formatPercent(earnRateToPercent(rate)) : NO_VALUE;
}

/** What the amount lines need of a token; a position's own token may lack its asset (published examples). */
type WithAsset = Pick<EarnToken, 'asset'> | { asset?: EarnToken['asset'] };

/** The underlying amount with its symbol, or a dash when the asset is unknown. */
export function underlyingText(token: WithAsset, raw: bigint): string {
  if (!token.asset) return NO_VALUE;
  return `${formatTokenAmount(raw, token.asset.decimals)} ${token.asset.symbol}`;
}

/** USD value of an underlying amount at the asset's price, or null without a price. */
export function usdText(token: WithAsset, raw: bigint): string | null {
  const price = token.asset?.price;
  if (!token.asset || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  return formatUsd((Number(raw) / 10 ** token.asset.decimals) * price);
}
