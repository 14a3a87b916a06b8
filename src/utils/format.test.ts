import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDecimalString } from './amount';
import {
  formatDateTime,
  formatSignificant,
  NO_VALUE,
  formatCompact,
  formatPercent,
  formatPrice,
  formatTokenAmount,
  formatUsd,
  shortAddress,
} from './format';

describe('formatCompact', () => {
  it('abbreviates numbers', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(12.345)).toBe('12.3');
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatCompact(3_400_000)).toBe('3.4M');
    expect(formatCompact(5_600_000_000)).toBe('5.6B');
    expect(formatCompact(-1234)).toBe('-1.2K');
    expect(formatCompact(1_234_567, { maxFractionDigits: 2 })).toBe('1.23M');
    expect(formatCompact(Number.NaN)).toBe(NO_VALUE);
  });

  it('takes a raw bigint with decimals', () => {
    expect(formatCompact(1_234_567_000_000n, { decimals: 6 })).toBe('1.2M');
    expect(formatCompact(5_600_000_000n)).toBe('5.6B');
  });

  it('follows the locale when asked', () => {
    expect(formatCompact(1_234_567, { locale: 'de-DE' })).toBe('1,2\u00a0Mio.');
  });
});

describe('formatUsd', () => {
  it('formats dollars and cents', () => {
    expect(formatUsd(1234.56)).toBe('$1,234.56');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.01)).toBe('$0.01');
    expect(formatUsd(-1234.567)).toBe('-$1,234.57');
    expect(formatUsd(1_234_567.89)).toBe('$1,234,567.89');
  });

  it('never shows dust as $0.00', () => {
    expect(formatUsd(0.004)).toBe('<$0.01');
    expect(formatUsd(1e-9)).toBe('<$0.01');
    expect(formatUsd(-0.004)).toBe('>-$0.01');
  });

  it('goes compact from $1M with the flag only', () => {
    expect(formatUsd(1_234_567, { compact: true })).toBe('$1.23M');
    expect(formatUsd(999_999, { compact: true })).toBe('$999,999.00');
    expect(formatUsd(5_600_000_000, { compact: true })).toBe('$5.6B');
  });

  it('prints a dash for a missing value', () => {
    expect(formatUsd(Number.NaN)).toBe(NO_VALUE);
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe(NO_VALUE);
  });
});

describe('formatPrice', () => {
  it('uses subscript zeros for tiny prices and returns the parts', () => {
    expect(formatPrice(0.000001234)).toEqual({
      text: '0.0₅1234',
      full: '0.000001234',
      parts: { prefix: '0.0', zeros: 5, digits: '1234' },
    });
    expect(formatPrice(0.00001234).text).toBe('0.0₄1234');
    expect(formatPrice(1.5e-12)).toMatchObject({ text: '0.0₁₁15', parts: { zeros: 11, digits: '15' } });
    expect(formatPrice(-0.000001234).parts).toEqual({ prefix: '-0.0', zeros: 5, digits: '1234' });
    expect(formatPrice(0.000001234, { locale: 'de-DE' }).text).toBe('0,0₅1234');
  });

  it('writes small prices out plainly below the subscript threshold', () => {
    expect(formatPrice(0.0001234)).toEqual({ text: '0.0001234', full: '0.0001234', parts: null });
    expect(formatPrice(0.5)).toMatchObject({ text: '0.5', parts: null });
    expect(formatPrice(0.123456)).toMatchObject({ text: '0.1235' });
    expect(formatPrice(0.00001234, { subscriptFrom: 6 }).parts).toBeNull();
  });

  it('rounds in decimal, carrying into the zero count when needed', () => {
    expect(formatPrice(0.0000099999999).text).toBe('0.0₄1'); // 0.00001: one zero fewer
    expect(formatPrice(0.99999).text).toBe('1.00');
    expect(formatPrice(0.1 + 0.2).text).toBe('0.3');
  });

  it('shows prices from 1 up with 2 to 6-minus-integer-digits decimals', () => {
    expect(formatPrice(150.1234).text).toBe('150.123');
    expect(formatPrice(150).text).toBe('150.00');
    expect(formatPrice(1.000234).text).toBe('1.00023');
    expect(formatPrice(12_345.678).text).toBe('12,345.68');
    expect(formatPrice(-2.5).text).toBe('-2.50');
  });

  it('handles zero and missing values', () => {
    expect(formatPrice(0)).toEqual({ text: '0', full: '0', parts: null });
    expect(formatPrice(Number.NaN).text).toBe(NO_VALUE);
  });

  it('keeps full equal to the value for every tiny price', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-18, max: 0.9, noNaN: true }), (n) => {
        const p = formatPrice(n);
        const back = Number(p.full);
        expect(Math.abs(back - n) / n).toBeLessThan(1e-3);
        if (p.parts) expect(p.full).toBe(`0.${'0'.repeat(p.parts.zeros)}${p.parts.digits}`);
      }),
    );
  });
});

describe('formatTokenAmount', () => {
  it('prints no value (never throws) for a token with unsupported decimals', () => {
    expect(formatTokenAmount(5n, 24)).toBe(NO_VALUE);
    expect(formatTokenAmount(5n, 255)).toBe(NO_VALUE);
    expect(formatCompact(5n, { decimals: 24 })).toBe(NO_VALUE);
  });

  it('groups and limits significant digits without rounding up', () => {
    expect(formatTokenAmount(1_234_567_890_123n, 6)).toBe('1,234,567');
    expect(formatTokenAmount(1_234_567n, 6)).toBe('1.23456');
    expect(formatTokenAmount(999_999_999n, 9)).toBe('0.999999');
    expect(formatTokenAmount(1_999_999_999n, 9, { maxSignificant: 2 })).toBe('1.9');
    expect(formatTokenAmount(1_000_000n, 6)).toBe('1');
    expect(formatTokenAmount(0n, 6)).toBe('0');
  });

  it('keeps leading zeros of tiny amounts and then the significant digits', () => {
    expect(formatTokenAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatTokenAmount(1_234_567n, 12)).toBe('0.00000123456');
  });

  it('handles negatives, decimals 0 and locales', () => {
    expect(formatTokenAmount(-1_500_000n, 6)).toBe('-1.5');
    expect(formatTokenAmount(12_345n, 0)).toBe('12,345');
    expect(formatTokenAmount(1_234_567_890n, 6, { locale: 'de-DE' })).toBe('1.234,56');
  });

  it('never shows more than the amount (en-US, parsed back without grouping)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), fc.integer({ min: 0, max: 18 }), (raw, d) => {
        const shown = fromDecimalString(formatTokenAmount(raw, d).replace(/,/g, ''), d);
        expect(shown <= raw).toBe(true);
      }),
    );
  });
});

describe('shortAddress', () => {
  it('keeps both ends', () => {
    expect(shortAddress('AbCdEfGhIjKlMnOpQrStUvWxYz')).toBe('AbCd…WxYz');
    expect(shortAddress('AbCdEfGhIjKlMnOpQrStUvWxYz', 6)).toBe('AbCdEf…UvWxYz');
    expect(shortAddress('AbCdEfGhI')).toBe('AbCdEfGhI');
    expect(shortAddress('')).toBe('');
  });
});

describe('formatPercent', () => {
  it('takes percent units', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(1.23456)).toBe('1.23%');
    expect(formatPercent(1.23456, { maxFractionDigits: 1 })).toBe('1.2%');
  });

  it('signs price changes on request and marks tiny values', () => {
    expect(formatPercent(1.23, { signed: true })).toBe('+1.23%');
    expect(formatPercent(-1.23, { signed: true })).toBe('-1.23%');
    expect(formatPercent(0, { signed: true })).toBe('0%');
    expect(formatPercent(0.001)).toBe('<0.01%');
    expect(formatPercent(-0.001)).toBe('>-0.01%');
    expect(formatPercent(Number.NaN)).toBe(NO_VALUE);
  });

  it('follows the locale when asked', () => {
    expect(formatPercent(12.5, { locale: 'de-DE' })).toBe('12,5\u00a0%');
  });
});

describe('formatSignificant', () => {
  it('keeps tiny rates readable without exponents', () => {
    expect(formatSignificant(0.000000012345678)).toBe('0.0000000123457');
    expect(formatSignificant(1234567.891)).toBe('1,234,568');
    expect(formatSignificant(Number.NaN)).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('writes what Intl writes for en-GB medium date and short time, in local time', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => formatDateTime(ms) === intl.format(ms)),
      { numRuns: 2000 },
    );
    expect(formatDateTime(Date.UTC(2026, 8, 5, 12))).toMatch(/^5 Sept 2026, \d\d:\d\d$/);
  });
});
