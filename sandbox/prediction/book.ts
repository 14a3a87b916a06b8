import { walkBudget, walkContracts, type BookLevel, type BookWalk } from '../../src/utils/prediction-book';
import { largestFillWithin, predictionFees, type PredictionFees } from '../../src/utils/prediction-fees';

/** Supplement §11: micro-USD, micro-contracts; fills in whole lots of 0.01; a level beyond the limit is untouched. */
export const MICRO = 1_000_000;
export const TICK = 10_000;
export const LOT = 10_000;

export interface Level {
  readonly price: number;
  readonly size: number;
}

export interface Fill {
  readonly contracts: number;
  readonly amount: number;
  readonly worstPrice: number | null;
}

export const valueOf = (contracts: number, price: number) => Math.round((contracts * price) / MICRO);

const toBig = (levels: readonly Level[], order: (a: Level, b: Level) => number): BookLevel[] =>
  [...levels].sort(order).map((l) => ({ price: BigInt(l.price), size: BigInt(l.size) }));
const ascending = (a: Level, b: Level) => a.price - b.price;
const descending = (a: Level, b: Level) => b.price - a.price;
const whole = (n: number) => BigInt(Math.floor(n));
const toFill = (w: BookWalk): Fill => ({
  contracts: Number(w.contracts),
  amount: Number(w.amount),
  worstPrice: w.worst === null ? null : Number(w.worst),
});

export function fillBuy(asks: readonly Level[], budget: number, limit: number): Fill {
  return toFill(walkBudget(toBig(asks, ascending), whole(budget), (price) => Number(price) > limit));
}

export function fillContracts(asks: readonly Level[], want: number, limit: number): Fill {
  return toFill(walkContracts(toBig(asks, ascending), whole(want), (price) => Number(price) > limit));
}

export function fillSell(bids: readonly Level[], want: number, limit: number): Fill {
  return toFill(walkContracts(toBig(bids, descending), whole(want), (price) => Number(price) < limit));
}

export interface Fees {
  readonly protocol: number;
  readonly venue: number;
  readonly total: number;
}

/** The app's own formula (src/utils/prediction-fees.ts), so estimates match fills. */
export function feesOf(contracts: number, amount: number): Fees {
  return asNumbers(predictionFees(BigInt(contracts), BigInt(amount)));
}

const asNumbers = (f: PredictionFees): Fees => ({
  protocol: Number(f.protocol),
  venue: Number(f.venue),
  total: Number(f.total),
});

export function fillBuyWithFees(asks: readonly Level[], deposit: number, limit: number): Fill & { fees: Fees } {
  const fitted = largestFillWithin(
    BigInt(deposit),
    (budget) => fillBuy(asks, Number(budget), limit),
    (f) => ({ contracts: BigInt(f.contracts), amount: BigInt(f.amount) }),
  );
  if (!fitted) return { contracts: 0, amount: 0, worstPrice: null, fees: feesOf(0, 0) };
  return { ...fitted.fill, fees: asNumbers(fitted.fees) };
}
