import { largestFillWithin, predictionFees, type PredictionFees } from '../../src/utils/prediction-fees';

/**
 * Order-book arithmetic in integers (supplement §11: prices in micro-USD, 1,000,000 = $1; contracts in micro-contracts,
 * 1,000,000 = 1). Fills are whole lots of 0.01 contract, rounded down; a level priced beyond the order's limit is
 * never touched.
 */
export const MICRO = 1_000_000;
/** One cent: the book's price step. */
export const TICK = 10_000;
/** 0.01 contract, the smallest fill. */
export const LOT = 10_000;

export interface Level {
  /** Micro-USD per contract, a multiple of TICK. */
  readonly price: number;
  /** Micro-contracts. */
  readonly size: number;
}

export interface Fill {
  /** Micro-contracts, a multiple of LOT. */
  readonly contracts: number;
  /** Micro-USD paid (buy) or received (sell), before fees. */
  readonly amount: number;
  /** The least favourable level touched (null when nothing filled). */
  readonly worstPrice: number | null;
}

/** Micro-USD value of `contracts` micro-contracts at `price`: exact for lots and ticks. */
export const valueOf = (contracts: number, price: number) => Math.round((contracts * price) / MICRO);

const lots = (x: number) => Math.floor(x / LOT) * LOT;

/** Spend at most `budget` on the asks (cheapest first), never above `limit`. */
export function fillBuy(asks: readonly Level[], budget: number, limit: number): Fill {
  let contracts = 0;
  let amount = 0;
  let worstPrice: number | null = null;
  for (const level of [...asks].sort((a, b) => a.price - b.price)) {
    if (level.price > limit || level.price <= 0) break;
    const affordable = lots(Math.floor(((budget - amount) * MICRO) / level.price));
    const take = Math.min(lots(level.size), affordable);
    if (take <= 0) break;
    contracts += take;
    amount += valueOf(take, level.price);
    worstPrice = level.price;
    if (take < level.size) break;
  }
  return { contracts, amount, worstPrice };
}

/** Buy exactly `want` micro-contracts (or as many as the asks within `limit` hold). */
export function fillContracts(asks: readonly Level[], want: number, limit: number): Fill {
  let contracts = 0;
  let amount = 0;
  let worstPrice: number | null = null;
  for (const level of [...asks].sort((a, b) => a.price - b.price)) {
    if (contracts >= want || level.price > limit) break;
    const take = Math.min(lots(level.size), lots(want - contracts));
    if (take <= 0) break;
    contracts += take;
    amount += valueOf(take, level.price);
    worstPrice = level.price;
  }
  return { contracts, amount, worstPrice };
}

/** Sell up to `want` micro-contracts into the bids (highest first), never below `limit`. */
export function fillSell(bids: readonly Level[], want: number, limit: number): Fill {
  let contracts = 0;
  let amount = 0;
  let worstPrice: number | null = null;
  for (const level of [...bids].sort((a, b) => b.price - a.price)) {
    if (contracts >= want || level.price < limit) break;
    const take = Math.min(lots(level.size), lots(want - contracts));
    if (take <= 0) break;
    contracts += take;
    amount += valueOf(take, level.price);
    worstPrice = level.price;
  }
  return { contracts, amount, worstPrice };
}

export interface Fees {
  readonly protocol: number;
  readonly venue: number;
  readonly total: number;
}

/** The fees of a fill, in numbers: the app's own formula (src/utils/prediction-fees.ts), so estimates match fills. */
export function feesOf(contracts: number, amount: number): Fees {
  return asNumbers(predictionFees(BigInt(contracts), BigInt(amount)));
}

const asNumbers = (f: PredictionFees): Fees => ({
  protocol: Number(f.protocol),
  venue: Number(f.venue),
  total: Number(f.total),
});

/** The largest buy whose cost and fees fit in `deposit`, within `limit`. */
export function fillBuyWithFees(asks: readonly Level[], deposit: number, limit: number): Fill & { fees: Fees } {
  const fitted = largestFillWithin(
    BigInt(deposit),
    (budget) => fillBuy(asks, Number(budget), limit),
    (f) => ({ contracts: BigInt(f.contracts), amount: BigInt(f.amount) }),
  );
  if (!fitted) return { contracts: 0, amount: 0, worstPrice: null, fees: feesOf(0, 0) };
  return { ...fitted.fill, fees: asNumbers(fitted.fees) };
}
