import type { Orderbook } from './schemas';

/*
 * Order-book maths shared by the app's ticket and the sandbox's fills, so the estimate the user sees is the fill they
 * get. The book is Kalshi's (supplement §11): `yes` and `no` are BIDS, ascending. Buying YES at p takes a NO bid at
 * 1 − p and buying NO takes a YES bid; selling YES hits the YES bids. Money is micro-USD, contracts are micro-contracts
 * (1e6 = 1 contract), fills round down to 0.01 contract (10_000 micro).
 */

export const MICRO = 1_000_000n;
export const CONTRACT_STEP_MICRO = 10_000n;
/** Protocol fee on buys (of the deposit) and sells (of the proceeds); claims pay $1 a contract with no fee. */
export const PREDICTION_FEE_BPS = 50n;
/** The buy's price limit: the worst price it may fill at is the best ask plus this. */
export const DEFAULT_SLIPPAGE_BPS = 200n;

export interface BookLevel {
  /** Micro-USD per contract. */
  price: bigint;
  /** Micro-contracts. */
  size: bigint;
}

/** "0.6500" → 650_000n (six decimals at most; more are truncated). */
export function dollarsToMicro(text: string): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole || '0') * MICRO + BigInt((frac + '000000').slice(0, 6));
}

const sizeMicro = (size: number) => BigInt(Math.round(size * 1e6));

/** The levels a taker would fill against, best first, with prices the taker pays (buy) or receives (sell). */
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

export const feeOf = (amount: bigint, bps: bigint = PREDICTION_FEE_BPS) => (amount * bps + 9_999n) / 10_000n;

export interface BuyFill {
  deposit: bigint;
  fee: bigint;
  /** What the contracts cost (≤ deposit − fee; the rounding dust stays with the deposit). */
  cost: bigint;
  contractsMicro: bigint;
  /** Average price paid per contract, micro-USD; 0 when nothing fills. */
  avgPrice: bigint;
  bestPrice: bigint | null;
  worstPrice: bigint | null;
  /** True when the book ran out (or the limit stopped the walk) before the deposit was spent. */
  partial: boolean;
}

/** Walk the asks with `deposit − fee`, never above `limit` (micro-USD per contract) when one is given. */
export function fillBuy(levels: readonly BookLevel[], deposit: bigint, limit?: bigint): BuyFill {
  const fee = feeOf(deposit);
  let budget = deposit - fee;
  let contractsMicro = 0n;
  let cost = 0n;
  let worst: bigint | null = null;
  for (const { price, size } of levels) {
    if (budget <= 0n) break;
    if (limit !== undefined && price > limit) break;
    const affordable = (budget * MICRO) / price;
    const take = affordable < size ? affordable : size;
    if (take <= 0n) break;
    const spend = (take * price + MICRO - 1n) / MICRO;
    contractsMicro += take;
    cost += spend;
    budget -= spend;
    worst = price;
  }
  const rounded = contractsMicro - (contractsMicro % CONTRACT_STEP_MICRO);
  // Price the dropped fraction at the last level, so cost and contracts stay consistent.
  if (rounded !== contractsMicro && worst !== null) cost -= ((contractsMicro - rounded) * worst) / MICRO;
  return {
    deposit,
    fee,
    cost,
    contractsMicro: rounded,
    avgPrice: rounded > 0n ? (cost * MICRO) / rounded : 0n,
    bestPrice: levels[0]?.price ?? null,
    worstPrice: worst,
    partial: (budget * MICRO) / (worst ?? MICRO) >= CONTRACT_STEP_MICRO,
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
  let left = contractsMicro - (contractsMicro % CONTRACT_STEP_MICRO);
  let gross = 0n;
  let sold = 0n;
  for (const { price, size } of levels) {
    if (left <= 0n) break;
    if (limit !== undefined && price < limit) break;
    const take = left < size ? left : size;
    gross += (take * price) / MICRO;
    sold += take;
    left -= take;
  }
  const fee = feeOf(gross);
  return {
    contractsMicro: sold,
    gross,
    fee,
    net: gross - fee,
    avgPrice: sold > 0n ? (gross * MICRO) / sold : 0n,
    unfilledMicro: contractsMicro - sold,
  };
}

/** The buy's price limit from the best ask: best × (1 + slippage), capped below $1. */
export function buyLimit(bestPrice: bigint, slippageBps: bigint = DEFAULT_SLIPPAGE_BPS): bigint {
  const limit = (bestPrice * (10_000n + slippageBps)) / 10_000n;
  return limit < MICRO - 1n ? limit : MICRO - 1n;
}
