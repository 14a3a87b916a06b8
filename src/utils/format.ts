import { isSupportedDecimals, toDecimalString } from './amount';
import { enUsNumberFormat, type EnUsOptions } from './en-us-number';

/**
 * Display formatting. Deterministic: 'en-US' unless a locale is passed, so tests and server-rendered text agree.
 * Token amounts go through strings (never a JS number); USD values and prices are numbers because the API sends
 * them as numbers.
 */

export const DEFAULT_LOCALE = 'en-US';
/** What every formatter prints for NaN / ±Infinity (a missing price must not look like $0). */
export const NO_VALUE = '—';

interface NumberFormatter {
  format: (n: number | bigint) => string;
}
const formatters = new Map<string, NumberFormatter>();
/** en-US without Intl (en-us-number.ts says why); other locales through Intl. */
function nf(locale: string, options: EnUsOptions): NumberFormatter {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = locale === DEFAULT_LOCALE ? enUsNumberFormat(options) : new Intl.NumberFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

const separators = new Map<string, string>([[DEFAULT_LOCALE, '.']]);

/** Cached: formatToParts allocates, and every token amount on screen asks. */
function decimalSeparator(locale: string): string {
  let sep = separators.get(locale);
  if (sep === undefined) {
    sep = new Intl.NumberFormat(locale).formatToParts(1.1).find((p) => p.type === 'decimal')?.value ?? '.';
    separators.set(locale, sep);
  }
  return sep;
}

/** A number in en-US with Intl's options (the subset en-us-number.ts writes). */
export function formatNumber(n: number | bigint, options: EnUsOptions = {}): string {
  return nf(DEFAULT_LOCALE, options).format(n);
}

export interface CompactOptions {
  /** Decimals of a bigint raw amount (ignored for numbers). Default 0. */
  decimals?: number;
  locale?: string;
  /** Default 1: "1.2K". */
  maxFractionDigits?: number;
}

/** `1234` → "1.2K", `3_400_000` → "3.4M", `5.6e9` → "5.6B"; a bigint is a raw amount with `decimals`. */
export function formatCompact(value: number | bigint, opts: CompactOptions = {}): string {
  const { decimals = 0, locale = DEFAULT_LOCALE, maxFractionDigits = 1 } = opts;
  if (typeof value === 'bigint' && !isSupportedDecimals(decimals)) return NO_VALUE;
  const n = typeof value === 'bigint' ? Number(toDecimalString(value, decimals)) : value;
  if (!Number.isFinite(n)) return NO_VALUE;
  return nf(locale, { notation: 'compact', maximumFractionDigits: maxFractionDigits }).format(n);
}

export interface UsdOptions {
  /** Use "$1.23M" from $1M up. */
  compact?: boolean;
  locale?: string;
}

/** "$1,234.56"; "<$0.01" for a positive value below a cent (so dust never reads as $0.00). */
export function formatUsd(n: number, opts: UsdOptions = {}): string {
  const { compact = false, locale = DEFAULT_LOCALE } = opts;
  if (!Number.isFinite(n)) return NO_VALUE;
  const usd = nf(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (n !== 0 && Math.abs(n) < 0.01) return n > 0 ? `<${usd.format(0.01)}` : `>${usd.format(-0.01)}`;
  if (compact && Math.abs(n) >= 1_000_000) {
    return nf(locale, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }).format(n);
  }
  return usd.format(n);
}

/** The pieces of "0.0₅1234": render `{prefix}<sub>{zeros}</sub>{digits}`. */
export interface SubscriptParts {
  /** Sign, "0", the decimal separator and the zero the subscript counts: "0.0" or "-0.0". */
  prefix: string;
  /** How many zeros follow the decimal separator. */
  zeros: number;
  /** The significant digits after those zeros, trailing zeros trimmed. */
  digits: string;
}

export interface FormattedPrice {
  /** What to show as plain text: "0.0₅1234" (Unicode subscript) or "150.12". */
  text: string;
  /** The same value written out, for title / aria-label: "0.000001234". */
  full: string;
  /** Set when the subscript form is used, so a component can render a real <sub>. */
  parts: SubscriptParts | null;
}

export interface PriceOptions {
  locale?: string;
  /** Significant digits below 1. Default 4. */
  significant?: number;
  /** Use the subscript form from this many zeros after the separator. Default 4 ("0.0₄1234" = 0.00001234). */
  subscriptFrom?: number;
}

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
function toSubscript(n: number): string {
  return String(n).replace(/\d/g, (d) => SUBSCRIPT_DIGITS[Number(d)] ?? d);
}

/**
 * A unit price for display. From 1 up: grouped, 2 to (6 − integer digits) fraction digits ("150.123", "1.00023",
 * "12,345.68"). Below 1: `significant` significant digits; with `subscriptFrom` or more leading zeros the zeros are
 * counted in a subscript, the convention of on-chain price screens: 0.000001234 → "0.0₅1234".
 */
export function formatPrice(n: number, opts: PriceOptions = {}): FormattedPrice {
  const { locale = DEFAULT_LOCALE, significant = 4, subscriptFrom = 4 } = opts;
  if (!Number.isFinite(n)) return { text: NO_VALUE, full: NO_VALUE, parts: null };
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs === 0) return { text: '0', full: '0', parts: null };
  const sep = decimalSeparator(locale);
  let value = n;
  if (abs < 1) {
    // toExponential rounds once, in decimal, so 0.000009999999 → "1.000e-5" and no binary artefacts leak through.
    const [mantissa = '', exp = '0'] = abs.toExponential(Math.max(1, significant) - 1).split('e');
    const e = Number(exp);
    if (e < 0) {
      const zeros = -e - 1;
      const digits = mantissa.replace('.', '').replace(/0+$/, '') || '0';
      const full = `${sign}0${sep}${'0'.repeat(zeros)}${digits}`;
      if (zeros < subscriptFrom) return { text: full, full, parts: null };
      const prefix = `${sign}0${sep}0`;
      return { text: `${prefix}${toSubscript(zeros)}${digits}`, full, parts: { prefix, zeros, digits } };
    }
    value = Number(`${sign}${mantissa}`); // 0.99996 rounded up to 1
  }
  const intDigits = Math.floor(Math.log10(Math.max(Math.abs(value), 1))) + 1;
  const text = nf(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, 6 - intDigits),
  }).format(value);
  return { text, full: text, parts: null };
}

export interface TokenAmountOptions {
  /** Significant digits to keep (the whole integer part is always kept). Default 6. */
  maxSignificant?: number;
  locale?: string;
}

/**
 * A raw amount for display: grouped integer part, then fraction digits up to `maxSignificant` significant digits in
 * all. Extra digits are cut, never rounded up, so a balance is never shown larger than it is (a "Max" button must
 * not promise 1 when the wallet holds 0.9999999).
 */
export function formatTokenAmount(raw: bigint, decimals: number, opts: TokenAmountOptions = {}): string {
  const { maxSignificant = 6, locale = DEFAULT_LOCALE } = opts;
  if (!isSupportedDecimals(decimals)) return NO_VALUE;
  const negative = raw < 0n;
  const [intPart = '0', fraction = ''] = toDecimalString(negative ? -raw : raw, decimals).split('.');
  let keep: number;
  if (intPart !== '0') keep = Math.max(0, maxSignificant - intPart.length);
  else keep = (/^0*/.exec(fraction)?.[0].length ?? 0) + Math.max(1, maxSignificant);
  const shown = fraction.slice(0, keep).replace(/0+$/, '');
  const grouped = nf(locale, { useGrouping: true }).format(BigInt(intPart));
  const body = shown ? `${grouped}${decimalSeparator(locale)}${shown}` : grouped;
  return negative ? `-${body}` : body;
}

/** "AbCd…WxYz": `chars` characters from each end; short strings come back unchanged. */
export function shortAddress(address: string, chars = 4): string {
  if (address.length <= chars * 2 + 1) return address;
  return `${address.slice(0, chars)}…${address.slice(-chars)}`;
}

/** Six significant digits, without exponent notation, for rates that span 1e-9 (BONK in SOL) to 1e6. */
export function formatSignificant(n: number): string {
  if (!Number.isFinite(n)) return NO_VALUE;
  if (n >= 1)
    return nf(DEFAULT_LOCALE, { maximumFractionDigits: Math.max(0, 6 - Math.floor(Math.log10(n)) - 1) }).format(n);
  return nf(DEFAULT_LOCALE, { maximumSignificantDigits: 6 }).format(n);
}

export interface PercentOptions {
  /** Default 2. */
  maxFractionDigits?: number;
  /** Show "+" on positive values (price change). */
  signed?: boolean;
  locale?: string;
}

/**
 * `value` is in percent units (12.5 → "12.5%"), matching {@link percentOf} in bps.ts. A non-zero value that would
 * round to 0 prints as "<0.01%" so a tiny price impact still reads as present.
 */
export function formatPercent(value: number, opts: PercentOptions = {}): string {
  const { maxFractionDigits = 2, signed = false, locale = DEFAULT_LOCALE } = opts;
  if (!Number.isFinite(value)) return NO_VALUE;
  const f = nf(locale, {
    style: 'percent',
    maximumFractionDigits: maxFractionDigits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
  const smallest = 10 ** -maxFractionDigits;
  if (value !== 0 && Math.abs(value) < smallest) {
    return value > 0 ? `<${f.format(smallest / 100)}` : `>${f.format(-smallest / 100)}`;
  }
  return f.format(value / 100);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "26 Nov 2026, 05:14" in local time: en-GB's medium date and short time, without Intl (en-us-number.ts says why). */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getDate())} ${MONTHS[d.getMonth()] ?? ''} ${String(d.getFullYear())}, ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
}
