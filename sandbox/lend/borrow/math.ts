// Prices are decimal strings on the wire; here integers scaled by 1e12, so every check is exact.
export const PRICE_SCALE = 10n ** 12n;
const YEAR_MS = 365n * 86_400_000n;
export const PRICE_TEXT = /^\d{1,12}(\.\d{1,12})?$/;

export function parsePrice(text: string): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * PRICE_SCALE + BigInt(frac.padEnd(12, '0').slice(0, 12) || '0');
}

export function priceText(scaled: bigint): string {
  const whole = scaled / PRICE_SCALE;
  const frac = (scaled % PRICE_SCALE).toString().padStart(12, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString();
}

export function debtAt(principal: bigint, settledMs: number, nowMs: number, rateBps: bigint): bigint {
  const elapsed = BigInt(Math.max(0, Math.floor(nowMs - settledMs)));
  const denominator = 10_000n * YEAR_MS;
  return principal + (principal * rateBps * elapsed + denominator - 1n) / denominator;
}

export interface Valuation {
  colPrice: bigint;
  debtPrice: bigint;
  colDecimals: number;
  debtDecimals: number;
}

// Both values in one unit (each × the other side's decimals), for exact comparisons.
function values(v: Valuation, collateral: bigint, debt: bigint) {
  return {
    col: collateral * v.colPrice * 10n ** BigInt(v.debtDecimals),
    debt: debt * v.debtPrice * 10n ** BigInt(v.colDecimals),
  };
}

export function withinLimit(v: Valuation, collateral: bigint, debt: bigint, perMille: bigint): boolean {
  const x = values(v, collateral, debt);
  return x.debt * 1000n <= x.col * perMille;
}

export function reaches(v: Valuation, collateral: bigint, debt: bigint, perMille: bigint): boolean {
  const x = values(v, collateral, debt);
  return x.debt * 1000n >= x.col * perMille;
}

export function ltvPercent(v: Valuation, collateral: bigint, debt: bigint): string {
  const x = values(v, collateral, debt);
  if (x.col === 0n) return '∞';
  return (Number((x.debt * 1000n) / x.col) / 10).toFixed(1);
}

export function seizedCollateral(v: Valuation, collateral: bigint, debt: bigint, penalty: bigint): bigint {
  const numerator = debt * v.debtPrice * 10n ** BigInt(v.colDecimals) * (1000n + penalty);
  const denominator = v.colPrice * 10n ** BigInt(v.debtDecimals) * 1000n;
  const seized = (numerator + denominator - 1n) / denominator;
  return seized > collateral ? collateral : seized;
}

// The protocol's tick: log base 1.0015 of debt / collateral (raw), 0 without debt.
export function tickOf(collateral: bigint, debt: bigint): number {
  if (debt === 0n || collateral === 0n) return 0;
  return Math.floor(Math.log(Number(debt) / Number(collateral)) / Math.log(1.0015));
}
