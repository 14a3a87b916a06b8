import { describe, expect, it } from 'vitest';
import { dcaOutBounds, decimalFraction } from './dca-out-bounds';

const usdcToSol = { inputDecimals: 6, outputDecimals: 9 };
const solToUsdc = { inputDecimals: 9, outputDecimals: 6 };

describe('decimalFraction', () => {
  it('reads the number’s decimal text exactly, exponents included', () => {
    expect(decimalFraction(0.07)).toEqual({ num: 7n, den: 100n });
    expect(decimalFraction(2)).toEqual({ num: 2n, den: 1n });
    expect(decimalFraction(1e-7)).toEqual({ num: 1n, den: 10_000_000n });
    expect(decimalFraction(1.5e-10)).toEqual({ num: 15n, den: 10n ** 11n });
    expect(decimalFraction(2.5e21)).toEqual({ num: 25n * 10n ** 20n, den: 1n });
  });

  it('refuses what is not a positive price', () => {
    for (const n of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => decimalFraction(n)).toThrow(RangeError);
  });
});

describe('dcaOutBounds', () => {
  it('is unbounded on the sides the range leaves open', () => {
    expect(dcaOutBounds(50_000_000n, { ...usdcToSol, minPrice: null, maxPrice: null })).toEqual({
      minOut: null,
      maxOut: null,
    });
  });

  it('6 → 9 decimals: 50 USDC a round at 2 to 0.3 USDC per SOL', () => {
    expect(dcaOutBounds(50_000_000n, { ...usdcToSol, minPrice: 0.3, maxPrice: 2 })).toEqual({
      minOut: 25_000_000_000n,
      // 166.666… SOL: below the minimum price only above this many lamports.
      maxOut: 166_666_666_666n,
    });
  });

  it('9 → 6 decimals: 1 SOL a round at 0.007 SOL per USDC, the minimum rounded up and the maximum down', () => {
    expect(dcaOutBounds(1_000_000_000n, { ...solToUsdc, minPrice: 0.007, maxPrice: 0.007 })).toEqual({
      minOut: 142_857_143n,
      maxOut: 142_857_142n,
    });
  });

  it('keeps an exact quotient exact where float arithmetic falls a unit short', () => {
    // 7 / 0.07 is 99.99999999999999 in doubles; the order must still fill at exactly 100 SOL for 7 USDC.
    expect(dcaOutBounds(7_000_000n, { ...usdcToSol, minPrice: 0.07, maxPrice: 0.07 })).toEqual({
      minOut: 100_000_000_000n,
      maxOut: 100_000_000_000n,
    });
  });

  it('1 raw unit at 3 per unit buys a third: at least 1 unit for the maximum, at most 0 for the minimum', () => {
    expect(dcaOutBounds(1n, { inputDecimals: 0, outputDecimals: 0, minPrice: 3, maxPrice: 3 })).toEqual({
      minOut: 1n,
      maxOut: 0n,
    });
  });
});
