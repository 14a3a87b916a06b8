/** Uncertain scale (supplement §14): below 1 is a fraction, else basis points. */
export function earnRateToPercent(rate: number): number {
  return rate < 1 ? rate * 100 : rate / 100;
}

/** Borrow LTV figures are per-mille (supplement §10: 800 = 80 %). */
export const perMilleToPercent = (v: number): number => v / 10;

/** Borrow rates are basis points (supplement §10: 471 = 4.71 %). */
export const bpsToPercent = (v: number): number => v / 100;
