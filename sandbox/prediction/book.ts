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

/**
 * The venue's fee is the exchange formula 7 % × C × P × (1 − P) rounded up to the cent; the protocol adds 10 bps of
 * the amount, rounded up to the micro-USD. (The real per-market formula is unknown, supplement §14.)
 */
export function feesOf(contracts: number, amount: number): Fees {
  if (contracts <= 0) return { protocol: 0, venue: 0, total: 0 };
  // In integers, exactly as the app's ticket (src/api/prediction/book.ts): 7 % × amount × (1 − P), P = amount / C.
  const c = BigInt(contracts);
  const a = BigInt(amount);
  const venueMicro = (7n * a * (c - a) + 100n * c - 1n) / (100n * c);
  const venue = Number(((venueMicro + BigInt(TICK) - 1n) / BigInt(TICK)) * BigInt(TICK));
  const protocol = Math.ceil(amount / 1_000);
  return { protocol, venue, total: protocol + venue };
}

/** The largest buy whose cost and fees fit in `deposit`, within `limit`. */
export function fillBuyWithFees(asks: readonly Level[], deposit: number, limit: number): Fill & { fees: Fees } {
  let budget = deposit;
  for (let i = 0; i < 50 && budget > 0; i++) {
    const fill = fillBuy(asks, budget, limit);
    const fees = feesOf(fill.contracts, fill.amount);
    if (fill.amount + fees.total <= deposit) return { ...fill, fees };
    budget -= Math.max(1, fill.amount + fees.total - deposit);
  }
  return { contracts: 0, amount: 0, worstPrice: null, fees: feesOf(0, 0) };
}
