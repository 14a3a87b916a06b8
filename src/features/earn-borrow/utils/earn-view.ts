import type { EarnToken } from '../../../api/lend/schemas';
import { formatPercent, formatTokenAmount, formatUsd, NO_VALUE } from '../../../utils/format';
import { earnRateToPercent } from './rates';

export function apyText(token: EarnToken): string {
  const rate = Number.isFinite(token.totalRate) && token.totalRate > 0 ? token.totalRate : token.supplyRate;
  return Number.isFinite(rate) ? formatPercent(earnRateToPercent(rate)) : NO_VALUE;
}

type WithAsset = Pick<EarnToken, 'asset'> | { asset?: EarnToken['asset'] };

export function underlyingText(token: WithAsset, raw: bigint): string {
  if (!token.asset) return NO_VALUE;
  return `${formatTokenAmount(raw, token.asset.decimals)} ${token.asset.symbol}`;
}

export function usdText(token: WithAsset, raw: bigint): string | null {
  const price = token.asset?.price;
  if (!token.asset || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  return formatUsd((Number(raw) / 10 ** token.asset.decimals) * price);
}
