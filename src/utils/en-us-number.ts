/** Intl-free en-US formatting: ICU's data costs 60–200 ms on first use (issue 15); rounds like ICU. */
export interface EnUsOptions {
  style?: 'decimal' | 'currency' | 'percent';
  currency?: 'USD';
  notation?: 'standard' | 'compact';
  useGrouping?: boolean;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  maximumSignificantDigits?: number;
  signDisplay?: 'auto' | 'exceptZero';
}

interface Decimal {
  digits: string;
  point: number;
}

const ZERO: Decimal = { digits: '', point: 0 };
const COMPACT = ['', 'K', 'M', 'B', 'T'];

function decimalOf(abs: number | bigint): Decimal {
  const [mantissa = '', exp = '0'] = String(abs).split('e');
  const [int = '', fraction = ''] = mantissa.split('.');
  const all = int + fraction;
  const lead = /^0*/.exec(all)?.[0].length ?? 0;
  const digits = all.slice(lead).replace(/0+$/, '');
  return digits ? { digits, point: int.length + Number(exp) - lead } : ZERO;
}

function round(d: Decimal, keep: number): Decimal {
  if (keep >= d.digits.length) return d;
  if (keep < 0) return ZERO;
  const head = d.digits.slice(0, keep);
  if (d.digits.charCodeAt(keep) < 53 /* '5' */)
    return head ? { digits: head.replace(/0+$/, ''), point: d.point } : ZERO;
  const last = head.search(/9*$/);
  if (last === 0) return { digits: '1', point: d.point + 1 };
  return { digits: head.slice(0, last - 1) + String(Number(head[last - 1]) + 1), point: d.point };
}

function render(d: Decimal, minFraction: number, grouping: boolean, minGrouping: number): string {
  const int = d.point <= 0 ? '0' : d.digits.slice(0, d.point).padEnd(d.point, '0');
  const fraction = (d.point < 0 ? '0'.repeat(-d.point) + d.digits : d.digits.slice(d.point)).padEnd(minFraction, '0');
  const grouped = grouping && int.length >= minGrouping ? int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : int;
  return fraction ? `${grouped}.${fraction}` : grouped;
}

export function enUsNumberFormat(options: EnUsOptions = {}): { format: (n: number | bigint) => string } {
  const { style = 'decimal', notation = 'standard', useGrouping = true, signDisplay = 'auto' } = options;
  const compact = notation === 'compact';
  const defaultMax = style === 'currency' ? 2 : style === 'percent' || compact ? 0 : 3;
  const maxFraction = options.maximumFractionDigits ?? Math.max(defaultMax, options.minimumFractionDigits ?? 0);
  const minFraction = options.minimumFractionDigits ?? (style === 'currency' && !compact ? 2 : 0);
  const significant = options.maximumSignificantDigits;
  const compactDefault = compact && options.maximumFractionDigits === undefined && significant === undefined;
  const rounded = (d: Decimal) =>
    round(d, significant ?? (compactDefault ? Math.max(d.point, 2) : d.point + maxFraction));

  return {
    format(n) {
      if (typeof n === 'number' && !Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
      const negative = n < 0 || Object.is(n, -0);
      const exact = decimalOf(negative ? -n : n);
      const base = style === 'percent' && exact.digits ? { ...exact, point: exact.point + 2 } : exact;
      let d = rounded(base);
      let unit = 0;
      // Each larger unit re-rounds from the exact value: 999,960 is "1M", not "1000K".
      while (compact && d.point > 3 && unit < COMPACT.length - 1) {
        unit++;
        d = rounded({ ...base, point: base.point - 3 * unit });
      }
      const zero = d.digits === '';
      const sign = signDisplay === 'exceptZero' ? (zero ? '' : negative ? '-' : '+') : negative ? '-' : '';
      const body = `${render(d, minFraction, useGrouping, compact ? 5 : 4)}${COMPACT[unit] ?? ''}`;
      if (style === 'currency') return `${sign}$${body}`;
      return `${sign}${body}${style === 'percent' ? '%' : ''}`;
    },
  };
}
