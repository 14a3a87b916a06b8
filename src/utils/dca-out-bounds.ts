/* One conversion for the app's firewall and the sandbox's openDcaV2: what the app expects is what the order holds. */

/** A positive JS number as the exact fraction its shortest decimal text names: 0.1 is 1/10, not the nearest double. */
export function decimalFraction(n: number): { num: bigint; den: bigint } {
  if (!Number.isFinite(n) || n <= 0) throw new RangeError(`Not a positive price: ${String(n)}`);
  const [mantissa = '0', exponent = '0'] = String(n).toLowerCase().split('e');
  const [whole = '', frac = ''] = mantissa.split('.');
  const shift = Number(exponent) - frac.length;
  const digits = BigInt(whole + frac);
  return shift >= 0 ? { num: digits * 10n ** BigInt(shift), den: 1n } : { num: digits, den: 10n ** BigInt(-shift) };
}

export interface PriceRange {
  /** Input per output in UI units, as the recurring form sets them; null is unbounded. */
  minPrice: number | null;
  maxPrice: number | null;
  inputDecimals: number;
  outputDecimals: number;
}

export interface OutBounds {
  minOut: bigint | null;
  maxOut: bigint | null;
}

/**
 * Jupiter DCA's per-round output bounds (raw output units) for a round of `perCycle` raw input. A price is input per
 * output, so price ≤ max ⇔ out ≥ in / max and price ≥ min ⇔ out ≤ in / min: the minimum rounds up and the maximum
 * down, the whole raw amounts that keep exactly the prices the range allows.
 */
export function dcaOutBounds(perCycle: bigint, range: PriceRange): OutBounds {
  const out = (price: number) => {
    const { num, den } = decimalFraction(price);
    return {
      n: perCycle * 10n ** BigInt(range.outputDecimals) * den,
      d: 10n ** BigInt(range.inputDecimals) * num,
    };
  };
  const min = range.maxPrice === null ? null : out(range.maxPrice);
  const max = range.minPrice === null ? null : out(range.minPrice);
  return {
    minOut: min && (min.n + min.d - 1n) / min.d,
    maxOut: max && max.n / max.d,
  };
}
