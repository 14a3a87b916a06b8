import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  U64_MAX,
  canonicalAmountText,
  localAmountText,
  fromDecimalString,
  isSupportedDecimals,
  localeDecimalSeparator,
  parseAmountInput,
  sanitizeAmountTyping,
  toDecimalString,
} from './amount';

const ALL_DECIMALS = Array.from({ length: 19 }, (_, i) => i);

describe('toDecimalString', () => {
  it('places the decimal point and trims zeros by default', () => {
    expect(toDecimalString(1234500n, 6)).toBe('1.2345');
    expect(toDecimalString(1_000_000n, 6)).toBe('1');
    expect(toDecimalString(5n, 9)).toBe('0.000000005');
    expect(toDecimalString(0n, 6)).toBe('0');
    expect(toDecimalString(42n, 0)).toBe('42');
    expect(toDecimalString(U64_MAX, 18)).toBe('18.446744073709551615');
  });

  it('handles negatives', () => {
    expect(toDecimalString(-5n, 2)).toBe('-0.05');
    expect(toDecimalString(-1234500n, 6)).toBe('-1.2345');
    expect(toDecimalString(-1n, 6, { maxFractionDigits: 2 })).toBe('0');
  });

  it('keeps zeros with trimZeros: false and cuts (never rounds) with maxFractionDigits', () => {
    expect(toDecimalString(1_000_000n, 6, { trimZeros: false })).toBe('1.000000');
    expect(toDecimalString(1_999_999n, 6, { maxFractionDigits: 2 })).toBe('1.99');
    expect(toDecimalString(1_999_999n, 6, { maxFractionDigits: 0 })).toBe('1');
    expect(toDecimalString(1_500_000n, 6, { maxFractionDigits: 3, trimZeros: false })).toBe('1.500');
  });

  it('rejects impossible decimals', () => {
    expect(() => toDecimalString(1n, 19)).toThrow(RangeError);
    expect(() => toDecimalString(1n, -1)).toThrow(RangeError);
    expect(() => toDecimalString(1n, 1.5)).toThrow(RangeError);
  });
});

describe('fromDecimalString', () => {
  it('parses exactly', () => {
    expect(fromDecimalString('1.2345', 6)).toBe(1234500n);
    expect(fromDecimalString('0.000000005', 9)).toBe(5n);
    expect(fromDecimalString('.5', 1)).toBe(5n);
    expect(fromDecimalString('5.', 2)).toBe(500n);
    expect(fromDecimalString('-0.05', 2)).toBe(-5n);
    expect(fromDecimalString('18.446744073709551615', 18)).toBe(U64_MAX);
  });

  it('throws on too many decimals and on non-canonical text', () => {
    expect(() => fromDecimalString('1.234', 2)).toThrow(/at most 2/);
    expect(() => fromDecimalString('1,5', 2)).toThrow(SyntaxError);
    expect(() => fromDecimalString('1e5', 2)).toThrow(SyntaxError);
    expect(() => fromDecimalString('.', 2)).toThrow(SyntaxError);
    expect(() => fromDecimalString('', 2)).toThrow(SyntaxError);
  });

  it('round-trips with toDecimalString for random bigints and every decimals 0..18', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 128n), max: 1n << 128n }), fc.constantFrom(...ALL_DECIMALS), (raw, d) => {
        expect(fromDecimalString(toDecimalString(raw, d), d)).toBe(raw);
        expect(fromDecimalString(toDecimalString(raw, d, { trimZeros: false }), d)).toBe(raw);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('parseAmountInput', () => {
  const ok = (text: string, decimals: number, locale?: string) => {
    const r = parseAmountInput(text, decimals, locale);
    if (!r.ok) throw new Error(`expected ok for "${text}", got ${r.reason}`);
    return r;
  };
  const reason = (text: string, decimals = 6, locale?: string) => {
    const r = parseAmountInput(text, decimals, locale);
    return r.ok ? 'ok' : r.reason;
  };

  it('accepts plain and grouped numbers in both conventions', () => {
    expect(ok('1,234.56', 6).raw).toBe(1_234_560_000n);
    expect(ok('1.234,56', 6).raw).toBe(1_234_560_000n);
    expect(ok('1 234,56', 6).raw).toBe(1_234_560_000n);
    expect(ok('1\u202f234,56', 6, 'fr-FR').raw).toBe(1_234_560_000n);
    expect(ok("1'234.56", 6, 'de-CH').raw).toBe(1_234_560_000n);
    expect(ok('1,234,567', 0).raw).toBe(1_234_567n);
    expect(ok('1.234.567', 0).raw).toBe(1_234_567n);
    expect(ok('1,23,456.5', 1, 'en-IN').raw).toBe(1_234_565n);
    expect(ok('1.234.567,891', 3).raw).toBe(1_234_567_891n);
    expect(ok('  12.5  ', 2).normalized).toBe('12.5');
  });

  it('reads a single comma with 1-2 or 4+ digits after it as a decimal comma, whatever the locale', () => {
    expect(ok('1,5', 6, 'en-US').raw).toBe(1_500_000n);
    expect(ok('1,25', 6, 'en-US').raw).toBe(1_250_000n);
    expect(ok('1,2345', 6, 'en-US').raw).toBe(1_234_500n);
    expect(ok('1234,567', 6, 'en-US').raw).toBe(1_234_567_000n);
    expect(ok('0,123', 6, 'en-US').raw).toBe(123_000n);
    expect(ok('1.5', 6, 'de-DE').raw).toBe(1_500_000n);
  });

  it('lets the locale settle the ambiguous "1,234" / "1.234"', () => {
    expect(ok('1,234', 6, 'en-US').raw).toBe(1_234_000_000n);
    expect(ok('1.234', 6, 'en-US').raw).toBe(1_234_000n);
    expect(ok('1,234', 6, 'de-DE').raw).toBe(1_234_000n);
    expect(ok('1.234', 6, 'de-DE').raw).toBe(1_234_000_000n);
    expect(ok('1,234', 6).raw).toBe(1_234_000_000n); // default en-US
  });

  it('handles the shapes of a number being typed', () => {
    expect(ok('007', 6)).toEqual({ ok: true, raw: 7_000_000n, normalized: '7' });
    expect(ok('.5', 6)).toEqual({ ok: true, raw: 500_000n, normalized: '0.5' });
    expect(ok('5.', 6)).toEqual({ ok: true, raw: 5_000_000n, normalized: '5' });
    expect(ok('5,', 6).raw).toBe(5_000_000n);
    expect(ok('0', 6).raw).toBe(0n);
    expect(ok('5.', 0).raw).toBe(5n);
    expect(ok('１２.５', 2).raw).toBe(1250n); // fullwidth digits from a CJK keyboard
  });

  it('treats an empty field and a lone separator as empty (still typing)', () => {
    for (const t of ['', '   ', '.', ',']) {
      const r = parseAmountInput(t, 6);
      expect(r).toMatchObject({ ok: false, reason: 'empty' });
      if (!r.ok) expect(r.message).toMatch(/enter an amount/i);
    }
  });

  it('rejects exponent notation and pasted junk', () => {
    for (const t of [
      '1e5',
      '1E5',
      '12abc',
      '$12',
      '12$',
      '1..2',
      '1.2.3',
      '1,2.5',
      '1,,2',
      'abc',
      '+3',
      '12 34',
      '1  234',
      'NaN',
      'Infinity',
      '0x10',
    ]) {
      expect(reason(t), t).toBe('invalid');
    }
  });

  it('rejects negatives with reason negative', () => {
    expect(reason('-3')).toBe('negative');
    expect(reason('\u22123')).toBe('negative');
    expect(reason('-')).toBe('negative');
    expect(reason('-abc')).toBe('invalid');
  });

  it('rejects more decimals than the token has and names the max', () => {
    const r = parseAmountInput('1.1234567', 6);
    expect(r).toMatchObject({ ok: false, reason: 'too-many-decimals' });
    if (!r.ok) expect(r.message).toContain('6 decimal places');
    const whole = parseAmountInput('1.5', 0);
    expect(whole).toMatchObject({ ok: false, reason: 'too-many-decimals' });
    if (!whole.ok) expect(whole.message).toMatch(/whole number/);
    expect(reason('0.10', 1)).toBe('too-many-decimals');
    expect(reason('0.1', 1)).toBe('ok');
  });

  it('refuses a token with more decimals than the app supports instead of throwing', () => {
    expect(isSupportedDecimals(18)).toBe(true);
    expect(isSupportedDecimals(19)).toBe(false);
    expect(isSupportedDecimals(255)).toBe(false);
    const r = parseAmountInput('1', 24);
    expect(r).toMatchObject({ ok: false, reason: 'unsupported' });
    if (!r.ok) expect(r.message).toMatch(/24 decimal places.*at most 18/);
  });

  it('rejects values above u64 max', () => {
    expect(ok('18446744073709551615', 0).raw).toBe(U64_MAX);
    expect(reason('18446744073709551616', 0)).toBe('too-large');
    expect(reason('18446744073709.551616', 6)).toBe('too-large');
    const r = parseAmountInput('99999999999999999999', 9);
    expect(r).toMatchObject({ ok: false, reason: 'too-large' });
    if (!r.ok) expect(r.message).toContain('18446744073.709551615');
  });

  it('parses back whatever toDecimalString prints (u64 range, decimals 0..18, en-US and de-DE)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: U64_MAX }),
        fc.constantFrom(...ALL_DECIMALS),
        fc.constantFrom('en-US', 'de-DE'),
        (raw, d, locale) => {
          const text = toDecimalString(raw, d);
          const r = parseAmountInput(text, d, locale);
          // "1.234" in de-DE means 1234, so only the shapes that are unambiguous are checked there.
          if (locale === 'de-DE' && /^[1-9]\d{0,2}\.\d{3}$/.test(text)) return;
          expect(r).toEqual({ ok: true, raw, normalized: text });
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('parses back a locale-grouped rendering (Intl) of random amounts', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: U64_MAX }),
        fc.constantFrom(...ALL_DECIMALS),
        fc.constantFrom('en-US', 'de-DE', 'fr-FR'),
        (raw, d, locale) => {
          const [intPart, fraction] = toDecimalString(raw, d, { trimZeros: false }).split('.');
          const parts = new Intl.NumberFormat(locale).formatToParts(1.1);
          const dec = parts.find((p) => p.type === 'decimal')?.value ?? '.';
          const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(intPart ?? '0'));
          const text = fraction ? `${grouped}${dec}${fraction}` : grouped;
          expect(parseAmountInput(text, d, locale)).toMatchObject({ ok: true, raw });
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('localeDecimalSeparator', () => {
  it('reads the separator from Intl and falls back to "."', () => {
    expect(localeDecimalSeparator('en-US')).toBe('.');
    expect(localeDecimalSeparator('de-DE')).toBe(',');
    expect(localeDecimalSeparator('not a locale!')).toBe('.');
  });
});

describe('sanitizeAmountTyping', () => {
  it('drops only what never changes the value and writes exponents out exactly', () => {
    expect(sanitizeAmountTyping('$12')).toBe('12');
    expect(sanitizeAmountTyping('１２．５')).toBe('12.5');
    expect(sanitizeAmountTyping('1e-7')).toBe('0.0000001');
    expect(sanitizeAmountTyping('1.5e3')).toBe('1500');
    expect(sanitizeAmountTyping('2,5E-2')).toBe('0,025');
    expect(sanitizeAmountTyping('1.25e1')).toBe('12.5');
    expect(sanitizeAmountTyping('')).toBe('');
  });

  it('leaves what it cannot convert exactly for parseAmountInput to refuse with a reason', () => {
    expect(sanitizeAmountTyping('-5')).toBe('-5');
    expect(parseAmountInput(sanitizeAmountTyping('-5'), 6)).toMatchObject({ ok: false, reason: 'negative' });
    expect(parseAmountInput(sanitizeAmountTyping('12k'), 6)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parseAmountInput(sanitizeAmountTyping('1e'), 6)).toMatchObject({ ok: false, reason: 'invalid' });
    // An exponent too large to write out is refused, not expanded into a megabyte of zeros.
    expect(sanitizeAmountTyping('1e999999')).toBe('1e999999');
    const huge = parseAmountInput('1e999999', 6);
    expect(huge).toMatchObject({ ok: false, reason: 'invalid' });
    if (!huge.ok) expect(huge.message).toMatch(/write the number out/i);
  });

  it('never changes the magnitude: what it yields parses to exactly the pasted value or is refused', () => {
    const digits = fc.stringMatching(/^[1-9]\d{0,5}$/);
    fc.assert(
      fc.property(
        digits,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: -12, max: 12 }),
        fc.boolean(),
        fc.constantFrom('en-US', 'de-DE'),
        (mantissaDigits, point, exp, negative, locale) => {
          const p = Math.min(point, mantissaDigits.length - 1);
          const intDigits = mantissaDigits.slice(0, mantissaDigits.length - p);
          const fracDigits = mantissaDigits.slice(mantissaDigits.length - p);
          const sep = locale === 'de-DE' ? ',' : '.';
          const text = `${negative ? '-' : ''}${intDigits}${p > 0 ? sep + fracDigits : ''}e${String(exp)}`;
          // The exact value as raw units of an 18-decimal token: mantissa × 10^(exp − p + 18).
          const shift = exp - p + 18;
          const result = parseAmountInput(sanitizeAmountTyping(text), 18, locale);
          if (result.ok) {
            expect(negative).toBe(false);
            expect(shift).toBeGreaterThanOrEqual(0);
            expect(result.raw).toBe(BigInt(mantissaDigits) * 10n ** BigInt(shift));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is idempotent and never invents digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,-e $ab'.split('')) }), (s) => {
        const out = sanitizeAmountTyping(s);
        expect(sanitizeAmountTyping(out)).toBe(out);
        if (!/e/i.test(s)) expect(out.replace(/\D/g, '')).toBe(s.replace(/\D/g, ''));
      }),
    );
  });
});

describe('parseAmountInput with the user’s locale', () => {
  it('reads German and US writing', () => {
    expect(parseAmountInput('12,5', 6, 'de-DE')).toMatchObject({ ok: true, raw: 12_500_000n });
    expect(parseAmountInput('1.234,5', 6, 'de-DE')).toMatchObject({ ok: true, raw: 1_234_500_000n });
    expect(parseAmountInput('1,234.5', 6, 'en-US')).toMatchObject({ ok: true, raw: 1_234_500_000n });
    expect(parseAmountInput('1.234', 6, 'de-DE')).toMatchObject({ ok: true, raw: 1_234_000_000n });
    expect(parseAmountInput('1.234', 6, 'en-US')).toMatchObject({ ok: true, raw: 1_234_000n });
  });

  it('defaults to the browser’s language', () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    try {
      expect(parseAmountInput('1.234', 6)).toMatchObject({ ok: true, raw: 1_234_000_000n });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('canonicalAmountText and localAmountText', () => {
  it('turn the user’s writing into the link’s form and back, exactly', () => {
    expect(canonicalAmountText('1.234,5', 'de-DE')).toBe('1234.5');
    expect(canonicalAmountText('1,234.5', 'en-US')).toBe('1234.5');
    expect(canonicalAmountText('1,5', 'en-US')).toBe('1.5');
    expect(canonicalAmountText('-1', 'en-US')).toBeNull();
    expect(canonicalAmountText('abc', 'en-US')).toBeNull();
    expect(localAmountText('1234.5', 'de-DE')).toBe('1234,5');
    expect(localAmountText('1.234', 'de-DE')).toBe('1,234');
    expect(localAmountText('1.234', 'en-US')).toBe('1.234');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,8}(\.\d{1,8})?$/), fc.constantFrom('en-US', 'de-DE', 'fr-FR'), (c, l) => {
        expect(canonicalAmountText(localAmountText(c, l), l)).toBe(canonicalAmountText(c, 'en-US'));
      }),
    );
  });
});
