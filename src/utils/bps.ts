import { fromDecimalString, toDecimalString } from './amount';

export const BPS_DENOMINATOR = 10_000n;
/** The spec's slippage bounds (trading-api.md: `slippageBps` 0–10000; default 50). */
export const MAX_BPS = 10_000;
export const DEFAULT_SLIPPAGE_BPS = 50;

function toBpsBigint(bps: number | bigint): bigint {
  const b = typeof bps === 'bigint' ? bps : Number.isInteger(bps) ? BigInt(bps) : null;
  if (b === null || b < 0n || b > BPS_DENOMINATOR) {
    throw new RangeError(`bps must be an integer from 0 to ${MAX_BPS}, got ${String(bps)}`);
  }
  return b;
}

/** floor(a * b / d) for any signs (BigInt `/` truncates toward zero, which is ceil for negatives). */
export function mulDivFloor(a: bigint, b: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  const n = a * b;
  const q = n / d;
  return n % d !== 0n && n < 0n !== d < 0n ? q - 1n : q;
}

export function mulDivCeil(a: bigint, b: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('division by zero');
  const n = a * b;
  const q = n / d;
  return n % d !== 0n && n < 0n === d < 0n ? q + 1n : q;
}

/** Rounded down so the guard is never looser than asked (the service's `otherAmountThreshold` rule). */
export function applySlippage(amount: bigint, bps: number | bigint): bigint {
  return mulDivFloor(amount, BPS_DENOMINATOR - toBpsBigint(bps), BPS_DENOMINATOR);
}

export function applySlippageUp(amount: bigint, bps: number | bigint): bigint {
  return mulDivCeil(amount, BPS_DENOMINATOR + toBpsBigint(bps), BPS_DENOMINATOR);
}

export function bpsToPercentString(bps: number | bigint): string {
  return toDecimalString(toBpsBigint(bps), 2);
}

export function percentStringToBps(percent: string): number {
  const text = percent.trim().replace(/%$/, '').trim();
  return Number(toBpsBigint(fromDecimalString(text, 2)));
}

/** Double precision: fine for display, never feed it back into amounts. */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole === 0n) return 0;
  // Beyond ~1e308 Number() gives Infinity; scale both down together (only matters for absurd inputs).
  let p = part;
  let w = whole;
  while ((w < 0n ? -w : w) > 1n << 1000n || (p < 0n ? -p : p) > 1n << 1000n) {
    p >>= 64n;
    w >>= 64n;
  }
  return w === 0n ? 0 : (Number(p) / Number(w)) * 100;
}
