/**
 * Raw token amounts are bigint integers in the token's smallest unit; decimals appear only at the display and input
 * edges (architecture.md "Amounts"). Everything here is exact: no JS number ever holds an amount.
 */

/** The largest raw amount an SPL token account can hold (u64). */
export const U64_MAX = (1n << 64n) - 1n;

/** Token decimals we accept: SPL mints use 0–9, EVM-bridged ones up to 18. */
export const MAX_DECIMALS = 18;

/** A mint can say 0–255; anyone can send a token beyond 18, which the app shows as unsupported (issue 11 §3.1). */
export function isSupportedDecimals(decimals: number): boolean {
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_DECIMALS;
}

function assertDecimals(decimals: number): void {
  if (!isSupportedDecimals(decimals)) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}

export interface ToDecimalOptions {
  /** Keep at most this many fraction digits; extra digits are cut off (toward zero), never rounded up. */
  maxFractionDigits?: number;
  /** Drop trailing zeros of the fraction (and the dot when nothing is left). Default true. */
  trimZeros?: boolean;
}

/** `1234500n, 6` → `"1.2345"`; `-5n, 2` → `"-0.05"`. Always uses `.` and no grouping. */
export function toDecimalString(raw: bigint, decimals: number, opts: ToDecimalOptions = {}): string {
  assertDecimals(decimals);
  const { maxFractionDigits, trimZeros = true } = opts;
  const negative = raw < 0n;
  const digits = (negative ? -raw : raw).toString().padStart(decimals + 1, '0');
  const intPart = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (maxFractionDigits !== undefined && maxFractionDigits >= 0 && fraction.length > maxFractionDigits) {
    fraction = fraction.slice(0, maxFractionDigits);
  }
  if (trimZeros) fraction = fraction.replace(/0+$/, '');
  const body = fraction ? `${intPart}.${fraction}` : intPart;
  // A negative amount cut down to zero prints as "0", not "-0".
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

const CANONICAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * Exact inverse of {@link toDecimalString}: `"1.2345", 6` → `1234500n`. Accepts only `[-]digits[.digits]` (also
 * `".5"` and `"5."`); throws on anything else and on more fraction digits than `decimals`.
 */
export function fromDecimalString(text: string, decimals: number): bigint {
  assertDecimals(decimals);
  const m = CANONICAL.exec(text.trim());
  const intPart = m?.[2] ?? '';
  const fraction = m?.[3] ?? '';
  if (!m || (intPart === '' && fraction === '')) throw new SyntaxError(`not a decimal number: "${text}"`);
  if (fraction.length > decimals) {
    throw new RangeError(`"${text}" has ${fraction.length} decimal places; at most ${decimals} allowed`);
  }
  const raw = BigInt((intPart || '0') + fraction.padEnd(decimals, '0'));
  return m[1] ? -raw : raw;
}

export type AmountParseFailure = 'empty' | 'too-many-decimals' | 'invalid' | 'negative' | 'too-large' | 'unsupported';

export type AmountParseResult =
  { ok: true; raw: bigint; normalized: string } | { ok: false; reason: AmountParseFailure; message: string };

// Known without Intl, whose first use loads ICU's data (utils/en-us-number.ts).
const separators = new Map<string, '.' | ','>([
  ['en-US', '.'],
  ['en', '.'],
]);

/** The decimal separator a locale writes (`"."` or `","`); anything exotic falls back to `"."`. */
export function localeDecimalSeparator(locale: string = 'en-US'): '.' | ',' {
  let sep = separators.get(locale);
  if (sep === undefined) {
    try {
      const part = new Intl.NumberFormat(locale).formatToParts(1.1).find((p) => p.type === 'decimal');
      sep = part?.value === ',' ? ',' : '.';
    } catch {
      sep = '.';
    }
    separators.set(locale, sep);
  }
  return sep;
}

// Spaces of every kind (fr-FR groups with U+202F) and apostrophes (de-CH) only ever group digits.
const GROUPING_ONLY = /[\s\u00a0\u202f\u2009'’]/g;
// …and then only as one character between a digit and exactly three digits ("1 234", not "12 34" or "1  234").
const MISPLACED_GROUPING = /(?:^|[^\d])[\s\u00a0\u202f\u2009'’]|[\s\u00a0\u202f\u2009'’](?!\d{3}(?!\d))/;
const MINUS = /^[-\u2212]/;

/** Fullwidth digits and dots (CJK keyboards) become ASCII; the Unicode minus becomes `-`. */
function normalizeChars(text: string): string {
  return text.normalize('NFKC').replace(/\u2212/g, '-');
}

/**
 * Integer part with `sep` as a grouping separator: the first group has 1–3 digits, the last has 3, the ones between
 * have 2 or 3 (so en-IN "1,23,456" passes), and a group never starts the number with a zero.
 */
function ungroup(intPart: string, sep: string): string | null {
  if (!intPart.includes(sep)) return intPart;
  const groups = intPart.split(sep);
  const [first, ...rest] = groups;
  if (!first || !/^[1-9]\d{0,2}$/.test(first)) return null;
  const last = rest[rest.length - 1];
  if (last === undefined || !/^\d{3}$/.test(last)) return null;
  if (!rest.slice(0, -1).every((g) => /^\d{2,3}$/.test(g))) return null;
  return groups.join('');
}

/**
 * Splits user text into integer digits and fraction digits, or null when the text can't be a number.
 *
 * Separator rule (only `.` and `,` are separators; spaces and apostrophes are always grouping):
 * 1. Both `.` and `,` present: the one that occurs last is the decimal separator and must occur once; the other one
 *    groups the integer part ("1,234.56", "1.234,56").
 * 2. One kind, several times: it groups ("1,234,567", "1.234.567").
 * 3. One kind, once: it is the decimal separator when the shape says so — nothing or a zero-led/4+ digit run before
 *    it, or 0–2 or 4+ digits after it ("5,", ",5", "1,5", "1,2345"). Only "d,ddd" / "d.ddd" with a 1–3 digit head
 *    is ambiguous; then the locale decides: the locale's decimal separator is decimal, the other one groups.
 */
function splitNumber(text: string, localeDecimal: '.' | ','): { intPart: string; fraction: string } | null {
  if (MISPLACED_GROUPING.test(text)) return null;
  const s = text.replace(GROUPING_ONLY, '');
  if (!/^[\d.,]+$/.test(s)) return null;
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  let decimal: '.' | ',' | null = null;
  if (dots > 0 && commas > 0) {
    decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    if ((decimal === '.' ? dots : commas) > 1) return null;
  } else if (dots + commas === 1) {
    const sep = dots ? '.' : ',';
    const [head = '', tail = ''] = s.split(sep);
    const couldGroup = /^[1-9]\d{0,2}$/.test(head) && tail.length === 3;
    decimal = couldGroup && sep !== localeDecimal ? null : sep;
  }
  const group = decimal === null ? (dots ? '.' : ',') : decimal === '.' ? ',' : '.';
  const [rawInt = '', fraction = ''] = decimal === null ? [s] : s.split(decimal);
  const intPart = ungroup(rawInt, group);
  if (intPart === null || !/^\d*$/.test(fraction)) return null;
  return { intPart, fraction };
}

/**
 * Parses what a person typed or pasted into an amount field. Never throws. `{ok:false, reason:'empty'}` covers both
 * an empty field and a lone separator ("." or ","), which is a number still being typed: keep the text, disable submit.
 * `locale` (default: the browser's language) only settles the ambiguous "1,234" / "1.234" shape; see {@link splitNumber}.
 */
export function parseAmountInput(text: string, decimals: number, locale: string = userLocale()): AmountParseResult {
  if (!isSupportedDecimals(decimals)) {
    const message = `This token has ${String(decimals)} decimal places; the app supports at most ${String(MAX_DECIMALS)}.`;
    return { ok: false, reason: 'unsupported', message };
  }
  let s = normalizeChars(text).trim();
  const negative = MINUS.test(s);
  if (negative) s = s.slice(1).trimStart();
  if (s === '' || s === '.' || s === ',') {
    return negative
      ? { ok: false, reason: 'negative', message: 'Amount can’t be negative.' }
      : { ok: false, reason: 'empty', message: 'Enter an amount.' };
  }
  if (/^[\d.,]*[eE][+-]?\d+$/.test(s)) {
    return { ok: false, reason: 'invalid', message: 'Write the number out in full, like 0.0000001.' };
  }
  const parts = splitNumber(s, localeDecimalSeparator(locale));
  if (!parts || (parts.intPart === '' && parts.fraction === '')) {
    return { ok: false, reason: 'invalid', message: 'Enter a number, like 1.5.' };
  }
  if (negative) return { ok: false, reason: 'negative', message: 'Amount can’t be negative.' };
  if (parts.fraction.length > decimals) {
    const message =
      decimals === 0
        ? 'This token has no decimal places: enter a whole number.'
        : `This token has at most ${decimals} decimal place${decimals === 1 ? '' : 's'}.`;
    return { ok: false, reason: 'too-many-decimals', message };
  }
  const raw = BigInt((parts.intPart || '0') + parts.fraction.padEnd(decimals, '0'));
  if (raw > U64_MAX) {
    return {
      ok: false,
      reason: 'too-large',
      message: `That amount is too large: the most is ${toDecimalString(U64_MAX, decimals)}.`,
    };
  }
  return { ok: true, raw, normalized: toDecimalString(raw, decimals) };
}

/** The browser's language, for reading typed numbers; 'en-US' outside a browser. */
export function userLocale(): string {
  // utils/ is typed without the DOM: reach the browser's navigator through globalThis.
  const nav = (globalThis as { navigator?: { language?: string } }).navigator;
  return nav?.language || 'en-US';
}

// "1.5e3", "2,5E-2": one separator at most, a signed exponent of at most 3 digits (bounded expansion).
const EXPONENT = /^(-?)(\d*)([.,]?)(\d*)[eE]([+-]?\d{1,3})$/;
const MAX_EXPANDED_DIGITS = 60;

/** `1.5e3` → `1500`, `1e-7` → `0.0000001`, exactly (string shifts, no float); null when not such a number. */
function expandExponent(text: string): string | null {
  const m = EXPONENT.exec(text);
  if (!m) return null;
  const [, sign = '', intPart = '', sep = '', fraction = '', expText = '0'] = m;
  if (intPart === '' && fraction === '') return null;
  const digits = intPart + fraction;
  const point = intPart.length + Number(expText);
  if (point > MAX_EXPANDED_DIGITS || point < -MAX_EXPANDED_DIGITS) return null;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = point <= 0 ? 1 : point;
  const whole = padded.slice(0, at).replace(/^0+(?=\d)/, '');
  const frac = padded.slice(at).replace(/0+$/, '');
  return `${sign}${whole}${frac ? (sep || '.') + frac : ''}`;
}

/**
 * For a controlled input's onChange and the `?amount=` link: never changes the value (issue 11 §3.2). Normalises
 * fullwidth digits, drops currency signs, writes an exponent out exactly ("1e-7" → "0.0000001"); anything else
 * (a minus, a letter, "12k") is kept for {@link parseAmountInput} to refuse with its reason.
 */
export function sanitizeAmountTyping(text: string): string {
  const s = normalizeChars(text).replace(/[$€£¥]/g, '');
  return expandExponent(s.trim()) ?? s;
}

/** The user's writing as the link's one form ("1.234,5" in de-DE → "1234.5"); null when it is not a number. */
export function canonicalAmountText(text: string, locale: string = userLocale()): string | null {
  const s = normalizeChars(text).trim();
  if (MINUS.test(s)) return null;
  const parts = splitNumber(s, localeDecimalSeparator(locale));
  if (!parts || (parts.intPart === '' && parts.fraction === '')) return null;
  const whole = parts.intPart.replace(/^0+(?=\d)/, '') || '0';
  return parts.fraction ? `${whole}.${parts.fraction}` : whole;
}

/** The link's form written with the locale's decimal separator, so it reads back as the same number. */
export function localAmountText(canonical: string, locale: string = userLocale()): string {
  return localeDecimalSeparator(locale) === ',' ? canonical.replace('.', ',') : canonical;
}
