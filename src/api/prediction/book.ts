import { largestFillWithin, predictionFees } from '../../utils/prediction-fees';
import type { Orderbook } from './schemas';

/* Ticket maths giving the sandbox's fills (sandbox/prediction/book.ts); Kalshi book, bids only (supplement §11). */

export const MICRO = 1_000_000n;
export const CONTRACT_STEP_MICRO = 10_000n;
const CENT = 10_000n;
export const DEFAULT_SLIPPAGE_BPS = 200n;

export interface BookLevel {
  price: bigint;
  size: bigint;
}

/** "0.6500" → 650_000n (six decimals at most; more are truncated). */
export function dollarsToMicro(text: string): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole || '0') * MICRO + BigInt((frac + '000000').slice(0, 6));
}

const sizeMicro = (size: number) => BigInt(Math.round(size * 1e6));
const lots = (x: bigint) => x - (x % CONTRACT_STEP_MICRO);
const valueOf = (contracts: bigint, price: bigint) => (contracts * price + MICRO / 2n) / MICRO;

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

interface RawFill {
  contracts: bigint;
  amount: bigint;
  worst: bigint | null;
}

function walkAsks(levels: readonly BookLevel[], budget: bigint, limit: bigint | undefined): RawFill {
  let contracts = 0n;
  let amount = 0n;
  let worst: bigint | null = null;
  for (const { price, size } of levels) {
    if (limit !== undefined && price > limit) break;
    const affordable = lots(((budget - amount) * MICRO) / price);
    const whole = lots(size);
    const take = affordable < whole ? affordable : whole;
    if (take <= 0n) break;
    contracts += take;
    amount += valueOf(take, price);
    worst = price;
    if (take < size) break;
  }
  return { contracts, amount, worst };
}

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
    (budget) => walkAsks(levels, budget, limit),
    (f) => f,
  );
  const fill: RawFill = fitted?.fill ?? { contracts: 0n, amount: 0n, worst: null };
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
  let left = lots(contractsMicro);
  let gross = 0n;
  let sold = 0n;
  for (const { price, size } of levels) {
    if (left <= 0n) break;
    if (limit !== undefined && price < limit) break;
    const whole = lots(size);
    const take = left < whole ? left : whole;
    if (take <= 0n) break;
    gross += valueOf(take, price);
    sold += take;
    left -= take;
  }
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
