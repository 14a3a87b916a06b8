import { formatUsd, NO_VALUE } from '../../../utils/format';

/** USD as micro-dollars in a bigint: parts add up exactly, and the display edge alone turns them into text. */
export type MicroUsd = bigint;

const PRICE_SCALE = 1_000_000_000_000;
const MICRO_PER_SCALED = 1_000_000n;

/** A service's float price as an integer count of 1e-12 USD; null for a missing, negative or non-finite price. */
export function scaledPrice(price: number | null | undefined): bigint | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price < 0) return null;
  const scaled = Math.round(price * PRICE_SCALE);
  return Number.isFinite(scaled) ? BigInt(scaled) : null;
}

/** Value of `raw` units of a token with `decimals`, rounded down to the micro-dollar; null without a price. */
export function usdOf(raw: bigint, decimals: number, price: number | null | undefined): MicroUsd | null {
  const scaled = scaledPrice(price);
  if (scaled === null || decimals < 0 || !Number.isInteger(decimals)) return null;
  return (raw * scaled) / (10n ** BigInt(decimals) * MICRO_PER_SCALED);
}

export interface UsdSum {
  total: MicroUsd;
  /** Parts without a price: not in the total, and said so beside it. */
  unpriced: number;
}

export function sumUsd(values: Iterable<MicroUsd | null>): UsdSum {
  let total = 0n;
  let unpriced = 0;
  for (const v of values) {
    if (v === null) unpriced += 1;
    else total += v;
  }
  return { total, unpriced };
}

export function usdText(v: MicroUsd | null): string {
  if (v === null) return NO_VALUE;
  const negative = v < 0n;
  const abs = negative ? -v : v;
  const dollars = Number(abs / 1_000_000n) + Number(abs % 1_000_000n) / 1e6;
  return formatUsd(negative ? -dollars : dollars);
}
