import type { BorrowVault } from '../../../api/lend/schemas';
import { usdNumber, usdScaled } from './borrow-math';
import { bpsToPercent } from './rates';

type NetApyVault = Pick<BorrowVault, 'supplyToken' | 'borrowToken' | 'supplyRate' | 'borrowRate'>;

/** Percent a year on the position's net worth in USD; null when the debt is worth the collateral or more. */
export function netApy(v: NetApyVault, col: bigint, debt: bigint): number | null {
  const colUsd = usdNumber(usdScaled(col, v.supplyToken.decimals, v.supplyToken.price));
  const debtUsd = usdNumber(usdScaled(debt, v.borrowToken.decimals, v.borrowToken.price));
  const equity = colUsd - debtUsd;
  const borrowApr = bpsToPercent(v.borrowRate ?? NaN);
  if (!(equity > 0) || (debt > 0n && !Number.isFinite(borrowApr))) return null;
  const supplyApy = bpsToPercent(v.supplyRate ?? 0);
  return (colUsd * supplyApy - debtUsd * (debt > 0n ? borrowApr : 0)) / equity;
}
