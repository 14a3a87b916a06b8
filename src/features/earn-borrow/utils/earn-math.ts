import type { EarnToken } from '../../../api/lend/schemas';

/** jlToken shares per underlying: totalSupply / totalAssets (ERC-4626); 1:1 for an empty vault. */
function ratio(token: EarnToken): { assets: bigint; supply: bigint } {
  const { totalAssets: assets, totalSupply: supply } = token;
  return assets > 0n && supply > 0n ? { assets, supply } : { assets: 1n, supply: 1n };
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Shares a deposit of `amount` mints, rounded down as the program does. */
export function sharesForDeposit(token: EarnToken, amount: bigint): bigint {
  const { assets, supply } = ratio(token);
  return (amount * supply) / assets;
}

/** Shares a withdraw of `amount` burns, rounded up as the program does. */
export function sharesForWithdraw(token: EarnToken, amount: bigint): bigint {
  const { assets, supply } = ratio(token);
  return ceilDiv(amount * supply, assets);
}

/** Underlying a redeem of `shares` pays, rounded down. */
export function assetsForRedeem(token: EarnToken, shares: bigint): bigint {
  const { assets, supply } = ratio(token);
  return (shares * assets) / supply;
}
