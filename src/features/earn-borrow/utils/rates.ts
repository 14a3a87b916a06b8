/**
 * Earn rates arrive in an uncertain scale (supplement §14: "1e4 decimals" in the yaml, `"0.035"` in its example).
 * A value below 1 is read as a fraction, anything else as basis points; both become percent for display.
 */
export function earnRateToPercent(rate: number): number {
  return rate < 1 ? rate * 100 : rate / 100;
}

/** Borrow LTV figures are per-mille (supplement §10: 800 = 80 %). */
export const perMilleToPercent = (v: number): number => v / 10;

/** Borrow rates are basis points (supplement §10: 471 = 4.71 %). */
export const bpsToPercent = (v: number): number => v / 100;
