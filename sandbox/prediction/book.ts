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

const lots = (x: number) => Math.floor(x / LOT) * LOT;

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
