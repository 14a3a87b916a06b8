/* The one fee implementation shared by the app's ticket and the sandbox's fills, so estimate equals charge. */

const CENT = 10_000n;

export interface PredictionFees {
  venue: bigint;
  protocol: bigint;
  total: bigint;
}

export function predictionFees(contracts: bigint, amount: bigint): PredictionFees {
  if (contracts <= 0n) return { venue: 0n, protocol: 0n, total: 0n };
  const venueMicro = (7n * amount * (contracts - amount) + 100n * contracts - 1n) / (100n * contracts);
  const venue = ((venueMicro + CENT - 1n) / CENT) * CENT;
  const protocol = (amount + 999n) / 1_000n;
  return { venue, protocol, total: venue + protocol };
}

interface FillSize {
  contracts: bigint;
  amount: bigint;
}

/** Budget shrinks by the excess until cost + fees fit; null when nothing fits (within 50 tries). */
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
