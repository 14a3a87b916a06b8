import type { EarnToken } from '../../../api/lend/schemas';

/**
 * Underlying per share as a fraction: totalAssets / totalSupply (ERC-4626) once at least one whole share exists,
 * else `convertToAssets` (the underlying of one whole share), which a nearly empty vault's totals cannot resolve.
 */
function ratio(token: EarnToken): { assets: bigint; supply: bigint } {
  const one = 10n ** BigInt(token.decimals);
  const { totalAssets, totalSupply } = token;
  if (totalSupply >= one && totalAssets > 0n) return { assets: totalAssets, supply: totalSupply };
  if (token.convertToAssets > 0n) return { assets: token.convertToAssets, supply: one };
  return { assets: 1n, supply: 1n };
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

export function sharesForDeposit(token: EarnToken, amount: bigint): bigint {
  const { assets, supply } = ratio(token);
  return (amount * supply) / assets;
}

export function sharesForWithdraw(token: EarnToken, amount: bigint): bigint {
  const { assets, supply } = ratio(token);
  return ceilDiv(amount * supply, assets);
}

export function assetsForRedeem(token: EarnToken, shares: bigint): bigint {
  const { assets, supply } = ratio(token);
  return (shares * assets) / supply;
}
