import type { BorrowVault } from '../../../api/lend/schemas';
import { usdNumber, usdScaled } from './borrow-math';
import { bpsToPercent } from './rates';

type NetApyVault = Pick<BorrowVault, 'supplyToken' | 'borrowToken' | 'supplyRate' | 'borrowRate'>;

/**
 * The position's yearly return on what it is worth (collateral less debt, in USD), percent: what the collateral earns
 * at its supply APY less what the debt costs at the borrow APR. Null when nothing is left to earn on.
 */
export function netApy(v: NetApyVault, col: bigint, debt: bigint): number | null {
  const colUsd = usdNumber(usdScaled(col, v.supplyToken.decimals, v.supplyToken.price));
  const debtUsd = usdNumber(usdScaled(debt, v.borrowToken.decimals, v.borrowToken.price));
  const equity = colUsd - debtUsd;
  const borrowApr = bpsToPercent(v.borrowRate ?? NaN);
  if (!(equity > 0) || (debt > 0n && !Number.isFinite(borrowApr))) return null;
  const supplyApy = bpsToPercent(v.supplyRate ?? 0);
  return (colUsd * supplyApy - debtUsd * (debt > 0n ? borrowApr : 0)) / equity;
}
