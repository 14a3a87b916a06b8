/** x·y = k on raw reserves; the fee stays in the pool (Raydium, Orca CP); divisions round in the pool's favour. */

const BPS = 10_000n;
const U64_MAX = (1n << 64n) - 1n;

export interface ExactInQuote {
  readonly amountOut: bigint;
  readonly fee: bigint;
  readonly reserveInAfter: bigint;
  readonly reserveOutAfter: bigint;
}

export interface ExactOutQuote {
  readonly amountIn: bigint;
  readonly fee: bigint;
  readonly reserveInAfter: bigint;
  readonly reserveOutAfter: bigint;
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

function checkFee(feeBps: number) {
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps >= 10_000) throw new RangeError(`bad fee: ${feeBps} bps`);
}

/** 0 out when the input is too small to buy one raw unit after the fee. */
export function quoteExactIn(reserveIn: bigint, reserveOut: bigint, amountIn: bigint, feeBps: number): ExactInQuote {
  checkFee(feeBps);
  if (amountIn < 0n) throw new RangeError('amountIn must not be negative');
  const fee = ceilDiv(amountIn * BigInt(feeBps), BPS);
  const net = amountIn - fee;
  const amountOut = reserveIn + net === 0n ? 0n : (reserveOut * net) / (reserveIn + net);
  return { amountOut, fee, reserveInAfter: reserveIn + amountIn, reserveOutAfter: reserveOut - amountOut };
}

/** Null when the pool cannot pay that much (it never empties a side). */
export function quoteExactOut(
  reserveIn: bigint,
  reserveOut: bigint,
  amountOut: bigint,
  feeBps: number,
): ExactOutQuote | null {
  checkFee(feeBps);
  if (amountOut <= 0n || amountOut >= reserveOut || reserveIn === 0n) return null;
  const net = ceilDiv(reserveIn * amountOut, reserveOut - amountOut);
  const amountIn = ceilDiv(net * BPS, BPS - BigInt(feeBps));
  return {
    amountIn,
    fee: amountIn - net,
    reserveInAfter: reserveIn + amountIn,
    reserveOutAfter: reserveOut - amountOut,
  };
}

export function rawMid(base: bigint, quote: bigint): number {
  return base === 0n ? 0 : Number(quote) / Number(base);
}

/** Where an arbitrageur leaves the pool at `targetRawMid`, k kept; null below `minimum` or above u64::MAX. */
export function reservesAtMid(
  base: bigint,
  quote: bigint,
  targetRawMid: number,
  minimum = 1n,
): { base: bigint; quote: bigint } | null {
  if (!(targetRawMid > 0) || !Number.isFinite(targetRawMid)) return null;
  const k = Number(base) * Number(quote);
  const nextBase = Math.sqrt(k / targetRawMid);
  const nextQuote = Math.sqrt(k * targetRawMid);
  if (!Number.isFinite(nextBase) || !Number.isFinite(nextQuote)) return null;
  const b = BigInt(Math.round(nextBase));
  const q = BigInt(Math.round(nextQuote));
  if (b < minimum || q < minimum || b > U64_MAX || q > U64_MAX) return null;
  return { base: b, quote: q };
}
