import { isSupportedDecimals, toDecimalString } from './amount';
import { enUsNumberFormat, type EnUsOptions } from './en-us-number';

/** Deterministic 'en-US' unless a locale is passed; token amounts go through strings, never a JS number. */

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

export function formatNumber(n: number | bigint, options: EnUsOptions = {}): string {
  return nf(DEFAULT_LOCALE, options).format(n);
}

export interface CompactOptions {
  decimals?: number;
  locale?: string;
  maxFractionDigits?: number;
}

export function formatCompact(value: number | bigint, opts: CompactOptions = {}): string {
  const { decimals = 0, locale = DEFAULT_LOCALE, maxFractionDigits = 1 } = opts;
  if (typeof value === 'bigint' && !isSupportedDecimals(decimals)) return NO_VALUE;
  const n = typeof value === 'bigint' ? Number(toDecimalString(value, decimals)) : value;
  if (!Number.isFinite(n)) return NO_VALUE;
  return nf(locale, { notation: 'compact', maximumFractionDigits: maxFractionDigits }).format(n);
}

export interface UsdOptions {
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
  prefix: string;
  zeros: number;
  digits: string;
}

export interface FormattedPrice {
  text: string;
  full: string;
  /** Set when the subscript form is used, so a component can render a real <sub>. */
  parts: SubscriptParts | null;
}

export interface PriceOptions {
  locale?: string;
  significant?: number;
  subscriptFrom?: number;
}

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
function toSubscript(n: number): string {
  return String(n).replace(/\d/g, (d) => SUBSCRIPT_DIGITS[Number(d)] ?? d);
}

/** Below 1, leading zeros past `subscriptFrom` are counted in a subscript, as on-chain price screens do. */
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
  maxSignificant?: number;
  locale?: string;
}

/** Extra digits are cut, never rounded up, so a balance is never shown larger than it is. */
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

export function shortAddress(address: string, chars = 4): string {
  if (address.length <= chars * 2 + 1) return address;
  return `${address.slice(0, chars)}…${address.slice(-chars)}`;
}

export function formatSignificant(n: number): string {
  if (!Number.isFinite(n)) return NO_VALUE;
  if (n >= 1)
    return nf(DEFAULT_LOCALE, { maximumFractionDigits: Math.max(0, 6 - Math.floor(Math.log10(n)) - 1) }).format(n);
  return nf(DEFAULT_LOCALE, { maximumSignificantDigits: 6 }).format(n);
}

export interface PercentOptions {
  maxFractionDigits?: number;
  signed?: boolean;
  locale?: string;
}

/** Percent units; a tiny non-zero value prints "<0.01%" so a small price impact still shows. */
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
