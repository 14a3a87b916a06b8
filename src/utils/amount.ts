/** Raw amounts are bigint; decimals only at the display and input edges (architecture.md "Amounts"). */

export const U64_MAX = (1n << 64n) - 1n;

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
  trimZeros?: boolean;
}

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

/** Exact inverse of {@link toDecimalString}; throws on anything but `[-]digits[.digits]` or too many decimals. */
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

function normalizeChars(text: string): string {
  return text.normalize('NFKC').replace(/\u2212/g, '-');
}

/** Grouping allows en-IN ("1,23,456"); a group never starts the number with a zero. */
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
 * Integer and fraction digits, or null. Only `.`/`,` separate (spaces, apostrophes group): both present, the last is
 * decimal; one kind repeated groups; once, it is decimal unless "d,ddd" / "d.ddd" with a 1–3 digit head, where the
 * locale decides.
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

/** Never throws; a lone separator is `empty` (still typing); `locale` only settles ambiguous separators. */
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

export function userLocale(): string {
  // utils/ is typed without the DOM: reach the browser's navigator through globalThis.
  const nav = (globalThis as { navigator?: { language?: string } }).navigator;
  return nav?.language || 'en-US';
}

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

/** Never changes the value (issue 11 §3.2): normalises digits, drops currency, writes exponents out exactly. */
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

export function localAmountText(canonical: string, locale: string = userLocale()): string {
  return localeDecimalSeparator(locale) === ',' ? canonical.replace('.', ',') : canonical;
}
