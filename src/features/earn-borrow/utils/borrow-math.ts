import type { BorrowVault } from '../../../api/lend/schemas';

/** The vault's oracle prices, as the service's own LTV checks use; amounts stay bigint raw units. */

const SCALE = 10n ** 12n;
const YEAR_SECONDS = 365n * 24n * 3600n;

export type VaultRisk = Pick<
  BorrowVault,
  'supplyToken' | 'borrowToken' | 'collateralFactor' | 'liquidationThreshold' | 'borrowRate'
>;

export function scaledPrice(price: number): bigint {
  return Number.isFinite(price) && price > 0 ? BigInt(Math.round(price * 1e12)) : 0n;
}

export function usdScaled(raw: bigint, decimals: number, price: number): bigint {
  return (raw * scaledPrice(price)) / 10n ** BigInt(decimals);
}

export const usdNumber = (scaled: bigint): number => Number(scaled) / 1e12;

export const maxLtvPerMille = (v: VaultRisk) => BigInt(Math.round(v.collateralFactor ?? 0));
export const liquidationPerMille = (v: VaultRisk) => BigInt(Math.round(v.liquidationThreshold ?? 0));

export interface Figures {
  ltv: number;
  health: number;
  liquidationPrice: number | null;
  collateralUsd: number;
  debtUsd: number;
}

export function figures(v: VaultRisk, col: bigint, debt: bigint, colPrice = v.supplyToken.price): Figures {
  const colUsd = usdScaled(col, v.supplyToken.decimals, colPrice);
  const debtUsd = usdScaled(debt, v.borrowToken.decimals, v.borrowToken.price);
  const liq = Number(liquidationPerMille(v)) / 1000;
  const colUnits = Number(col) / 10 ** v.supplyToken.decimals;
  if (debt <= 0n) {
    return { ltv: 0, health: Infinity, liquidationPrice: null, collateralUsd: usdNumber(colUsd), debtUsd: 0 };
  }
  const ltv = colUsd > 0n ? Number((debtUsd * SCALE) / colUsd) / 1e12 : Infinity;
  return {
    ltv,
    health: ltv > 0 ? liq / ltv : Infinity,
    liquidationPrice: colUnits > 0 && liq > 0 ? usdNumber(debtUsd) / (colUnits * liq) : null,
    collateralUsd: usdNumber(colUsd),
    debtUsd: usdNumber(debtUsd),
  };
}

export function debtCapacity(v: VaultRisk, col: bigint, perMille: bigint): bigint {
  const debtPrice = scaledPrice(v.borrowToken.price);
  if (debtPrice === 0n) return 0n;
  const colUsd = usdScaled(col, v.supplyToken.decimals, v.supplyToken.price);
  return (colUsd * perMille * 10n ** BigInt(v.borrowToken.decimals)) / (1000n * debtPrice);
}

export const SAFE_SHARE_PERMILLE = 900n;

/** Debt counted ten minutes ahead: the service checks it at crafting and landing while interest runs. */
export function maxBorrow(v: VaultRisk, col: bigint, debt: bigint, safe = false): bigint {
  const limit = safe ? (maxLtvPerMille(v) * SAFE_SHARE_PERMILLE) / 1000n : maxLtvPerMille(v);
  const room = debtCapacity(v, col, limit) - (debt > 0n ? debtWithInterest(v, debt, 600n) : 0n);
  return room > 0n ? room : 0n;
}

/** Debt after `seconds` of interest at the vault's rate, rounded up: what a repay must cover by then. */
export function debtWithInterest(v: VaultRisk, debt: bigint, seconds: bigint): bigint {
  const bps = BigInt(Math.max(0, Math.ceil(v.borrowRate ?? 0)));
  const num = debt * bps * seconds;
  const den = 10_000n * YEAR_SECONDS;
  return debt + (num + den - 1n) / den;
}

export function yearlyInterest(v: VaultRisk, debt: bigint): bigint {
  const bps = BigInt(Math.max(0, Math.round(v.borrowRate ?? 0)));
  return (debt * bps) / 10_000n;
}

/** Debt counted ten minutes ahead of interest; collateral kept rounds up. */
export function maxWithdraw(v: VaultRisk, col: bigint, debt: bigint): bigint {
  if (debt <= 0n) return col;
  const perMille = maxLtvPerMille(v);
  const colPrice = scaledPrice(v.supplyToken.price);
  if (perMille === 0n || colPrice === 0n) return 0n;
  const debtUsd = usdScaled(debtWithInterest(v, debt, 600n), v.borrowToken.decimals, v.borrowToken.price);
  const num = debtUsd * 1000n * 10n ** BigInt(v.supplyToken.decimals);
  const keep = (num + perMille * colPrice - 1n) / (perMille * colPrice);
  return col > keep ? col - keep : 0n;
}
