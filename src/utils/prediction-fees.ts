/*
 * Prediction fees, the one implementation used by the app's ticket (src/api/prediction/book.ts) and by the sandbox's
 * fills (sandbox/prediction/book.ts), so the estimate the user sees is what the sandbox charges. Money is micro-USD,
 * contracts micro-contracts (1e6 = 1 contract). The real per-market formula is unknown (supplement §14).
 */

const CENT = 10_000n;

export interface PredictionFees {
  /** The venue's 7 % × C × P × (1 − P), rounded up to the cent. */
  venue: bigint;
  /** The protocol's 10 bps of the amount, rounded up to the micro-USD. */
  protocol: bigint;
  total: bigint;
}

/** The fees of trading `contracts` micro-contracts for `amount` micro-USD (P = amount / contracts). */
export function predictionFees(contracts: bigint, amount: bigint): PredictionFees {
  if (contracts <= 0n) return { venue: 0n, protocol: 0n, total: 0n };
  // 7 % × C × P × (1 − P) = 7 % × amount × (C − amount) / C, in micro-USD rounded up, then up to the cent.
  const venueMicro = (7n * amount * (contracts - amount) + 100n * contracts - 1n) / (100n * contracts);
  const venue = ((venueMicro + CENT - 1n) / CENT) * CENT;
  const protocol = (amount + 999n) / 1_000n;
  return { venue, protocol, total: venue + protocol };
}

interface FillSize {
  contracts: bigint;
  amount: bigint;
}

/**
 * The largest buy whose cost and fees fit in `deposit`: `walk(budget)` fills the book with `budget` to spend, and the
 * budget shrinks by what went over until cost + fees fit. Null when nothing fits (within 50 tries).
 */
export function largestFillWithin<F>(
  deposit: bigint,
  walk: (budget: bigint) => F,
  sizeOf: (fill: F) => FillSize,
): { fill: F; fees: PredictionFees } | null {
  let budget = deposit;
  for (let i = 0; i < 50 && budget > 0n; i++) {
    const fill = walk(budget);
    const { contracts, amount } = sizeOf(fill);
    const fees = predictionFees(contracts, amount);
    if (amount + fees.total <= deposit) return { fill, fees };
    const over = amount + fees.total - deposit;
    budget -= over > 1n ? over : 1n;
  }
  return null;
}
