import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enUsNumberFormat, type EnUsOptions } from './en-us-number';

// Every option set the app formats with (utils/format.ts, order-draft.ts), and the defaults around them.
const OPTIONS: EnUsOptions[] = [
  {},
  { useGrouping: true },
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 6 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 5 },
  { maximumSignificantDigits: 6 },
  { maximumSignificantDigits: 2 },
  { notation: 'compact' },
  { notation: 'compact', maximumFractionDigits: 1 },
  { notation: 'compact', maximumFractionDigits: 2 },
  { style: 'currency', currency: 'USD' },
  { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { style: 'percent', maximumFractionDigits: 2, signDisplay: 'auto' },
  { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' },
  { style: 'percent', maximumFractionDigits: 0 },
];

const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.005,
  2.675,
  0.125,
  0.0005,
  999.5,
  999.95,
  999_950,
  999_999,
  1_000_000,
  1234.5678,
  0.1 + 0.2,
  1e-7,
  1.5e-7,
  123_456_789.987,
  9.995,
  99.995,
  1e15,
  2.5e18,
  -0.004,
  -1234.5,
  0.045,
  1e20,
  5e-324,
];

describe('enUsNumberFormat', () => {
  it.each(OPTIONS.map((o) => [JSON.stringify(o), o] as const))('writes what Intl writes with %s', (_, options) => {
    const ours = enUsNumberFormat(options);
    const intl = new Intl.NumberFormat('en-US', options);
    for (const n of EDGES) expect(ours.format(n), String(n)).toBe(intl.format(n));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e16, max: 1e16, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((i) => i / 1000),
          fc.integer({ min: 0, max: 99_999 }).map((i) => i / 100 + 0.005),
        ),
        (n) => ours.format(n) === intl.format(n),
      ),
      { numRuns: 2000 },
    );
  });

  it('groups bigints like Intl', () => {
    const ours = enUsNumberFormat({ useGrouping: true });
    const intl = new Intl.NumberFormat('en-US', { useGrouping: true });
    for (const n of [0n, 7n, 1000n, 123_456_789n, 10n ** 30n + 1n, -98_765n])
      expect(ours.format(n)).toBe(intl.format(n));
  });

  it('spells out what is not a number', () => {
    const ours = enUsNumberFormat();
    for (const n of [NaN, Infinity, -Infinity]) expect(ours.format(n)).toBe(new Intl.NumberFormat('en-US').format(n));
  });
});
