/* Supplement §11: micro-USD prices, micro-contracts, fills in whole lots of 0.01; the app and the sandbox walk alike. */

export const BOOK_MICRO = 1_000_000n;
export const BOOK_LOT = 10_000n;

export interface BookLevel {
  price: bigint;
  size: bigint;
}

export interface BookWalk {
  contracts: bigint;
  amount: bigint;
  worst: bigint | null;
}

export const wholeLots = (x: bigint): bigint => x - (x % BOOK_LOT);
export const valueAt = (contracts: bigint, price: bigint): bigint => (contracts * price + BOOK_MICRO / 2n) / BOOK_MICRO;

/** Asks best first: the most whole lots `budget` pays for; stops at a level past the limit or one it cannot clear. */
export function walkBudget(asks: readonly BookLevel[], budget: bigint, past: (price: bigint) => boolean): BookWalk {
  let contracts = 0n;
  let amount = 0n;
  let worst: bigint | null = null;
  for (const { price, size } of asks) {
    if (past(price) || price <= 0n) break;
    const affordable = wholeLots(((budget - amount) * BOOK_MICRO) / price);
    const whole = wholeLots(size);
    const take = affordable < whole ? affordable : whole;
    if (take <= 0n) break;
    contracts += take;
    amount += valueAt(take, price);
    worst = price;
    if (take < size) break;
  }
  return { contracts, amount, worst };
}

/** Levels best first: up to `want` contracts in whole lots, never at a level past the limit. */
export function walkContracts(levels: readonly BookLevel[], want: bigint, past: (price: bigint) => boolean): BookWalk {
  let contracts = 0n;
  let amount = 0n;
  let worst: bigint | null = null;
  for (const { price, size } of levels) {
    if (contracts >= want || past(price)) break;
    const whole = wholeLots(size);
    const left = wholeLots(want - contracts);
    const take = whole < left ? whole : left;
    if (take <= 0n) break;
    contracts += take;
    amount += valueAt(take, price);
    worst = price;
  }
  return { contracts, amount, worst };
}
