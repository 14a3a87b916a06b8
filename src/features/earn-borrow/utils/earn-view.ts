import type { EarnToken } from '../../../api/lend/schemas';
import { formatPercent, formatTokenAmount, formatUsd, NO_VALUE } from '../../../utils/format';
import { earnRateToPercent } from './rates';

export function apyText(token: EarnToken): string {
  const rate = Number.isFinite(token.totalRate) && token.totalRate > 0 ? token.totalRate : token.supplyRate;
  return Number.isFinite(rate) ? formatPercent(earnRateToPercent(rate)) : NO_VALUE;
}

/** "5.20% base + 1.00% rewards": the parts read on the scale the total shows (a 0.5 bps reward is not 50 %). */
export function apySplitText(token: EarnToken): string | null {
  const { supplyRate, rewardsRate, totalRate } = token;
  if (![supplyRate, rewardsRate].every(Number.isFinite)) return null;
  const scale =
    earnRateToPercent(Math.max(totalRate, supplyRate, rewardsRate)) / Math.max(totalRate, supplyRate, rewardsRate) || 0;
  const [base, rewards] = [supplyRate * scale, rewardsRate * scale];
  return `${formatPercent(base)} base + ${formatPercent(rewards)} rewards`;
}

export function liquidityOf(token: EarnToken): { supply: bigint; withdrawable: bigint | null } {
  const data = token.liquiditySupplyData;
  return { supply: data?.supply ?? token.totalAssets, withdrawable: data?.withdrawable ?? null };
}

/** The share of the supplied liquidity that is lent out: what cannot be withdrawn now, over what was supplied. */
export function utilisationText(token: EarnToken): string {
  const { supply, withdrawable } = liquidityOf(token);
  if (withdrawable === null || supply <= 0n) return NO_VALUE;
  const lent = supply > withdrawable ? supply - withdrawable : 0n;
  return formatPercent(Number((lent * 10_000n) / supply) / 100);
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
