import {
  BOOK_LOT,
  BOOK_MICRO,
  walkBudget,
  walkContracts,
  wholeLots as lots,
  type BookLevel,
} from '../../utils/prediction-book';
import { largestFillWithin, predictionFees } from '../../utils/prediction-fees';
import type { Orderbook } from './schemas';

export type { BookLevel };

/* Ticket maths giving the sandbox's fills (sandbox/prediction/book.ts); Kalshi book, bids only (supplement §11). */

export const MICRO = BOOK_MICRO;
export const CONTRACT_STEP_MICRO = BOOK_LOT;
const CENT = 10_000n;
export const DEFAULT_SLIPPAGE_BPS = 200n;

/** "0.6500" → 650_000n (six decimals at most; more are truncated). */
export function dollarsToMicro(text: string): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole || '0') * MICRO + BigInt((frac + '000000').slice(0, 6));
}

const sizeMicro = (size: number) => BigInt(Math.round(size * 1e6));

export function takerLevels(book: Orderbook, side: 'yes' | 'no', action: 'buy' | 'sell'): BookLevel[] {
  if (!book) return [];
  const bidsOf = (s: 'yes' | 'no') =>
    (s === 'yes' ? book.yes_dollars : book.no_dollars).map(([p, size]) => ({
      price: dollarsToMicro(p),
      size: sizeMicro(size),
    }));
  const levels =
    action === 'sell'
      ? bidsOf(side)
      : bidsOf(side === 'yes' ? 'no' : 'yes').map((l) => ({ price: MICRO - l.price, size: l.size }));
  return levels
    .filter((l) => l.price > 0n && l.price < MICRO && l.size > 0n)
    .sort((a, b) => (action === 'buy' ? Number(a.price - b.price) : Number(b.price - a.price)));
}

export const feesOf = (contracts: bigint, amount: bigint): bigint => predictionFees(contracts, amount).total;

export interface BuyFill {
  deposit: bigint;
  fee: bigint;
  /** What the contracts cost, before fees. */
  cost: bigint;
  contractsMicro: bigint;
  avgPrice: bigint;
  bestPrice: bigint | null;
  worstPrice: bigint | null;
  partial: boolean;
}

/** The largest buy whose cost and fees fit in `deposit`, never above `limit` when one is given. */
export function fillBuy(levels: readonly BookLevel[], deposit: bigint, limit?: bigint): BuyFill {
  const fitted = largestFillWithin(
    deposit,
    (budget) => walkBudget(levels, budget, (price) => limit !== undefined && price > limit),
    (f) => f,
  );
  const fill = fitted?.fill ?? { contracts: 0n, amount: 0n, worst: null };
  const fee = fitted?.fees.total ?? 0n;
  const left = deposit - fill.amount - fee;
  return {
    deposit,
    fee,
    cost: fill.amount,
    contractsMicro: fill.contracts,
    avgPrice: fill.contracts > 0n ? (fill.amount * MICRO) / fill.contracts : 0n,
    bestPrice: levels[0]?.price ?? null,
    worstPrice: fill.worst,
    // Fee rounding leaves up to a cent or two, and lot rounding one lot: anything beyond that went unspent.
    partial: left > 2n * CENT + (fill.worst ?? MICRO) / 100n,
  };
}

export interface SellFill {
  contractsMicro: bigint;
  gross: bigint;
  fee: bigint;
  net: bigint;
  avgPrice: bigint;
  /** Contracts the bids could not take. */
  unfilledMicro: bigint;
}

/** Hit the bids with `contractsMicro`, never below `limit` when one is given. */
export function fillSell(levels: readonly BookLevel[], contractsMicro: bigint, limit?: bigint): SellFill {
  const walk = walkContracts(levels, contractsMicro, (price) => limit !== undefined && price < limit);
  const gross = walk.amount;
  const sold = walk.contracts;
  const fee = feesOf(sold, gross);
  return {
    contractsMicro: sold,
    gross,
    fee,
    net: gross - fee,
    avgPrice: sold > 0n ? (gross * MICRO) / sold : 0n,
    unfilledMicro: contractsMicro - sold,
  };
}

export function buyLimit(bestPrice: bigint, slippageBps: bigint = DEFAULT_SLIPPAGE_BPS): bigint {
  const limit = (bestPrice * (10_000n + slippageBps)) / 10_000n;
  return limit < MICRO - 1n ? limit : MICRO - 1n;
}

/** The fewest contracts `deposit` buys if every contract costs `limit` (fees as `fee`, plus a cent of rounding). */
export function minContractsAt(limit: bigint, deposit: bigint, fee: bigint): bigint {
  const spend = deposit - fee - CENT;
  return spend > 0n ? lots((spend * MICRO) / limit) : 0n;
}
