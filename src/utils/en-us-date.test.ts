import { describe, expect, it } from 'vitest';
import { formatDateTimeEnUs, formatMonthDayEnUs } from './en-us-date';

const icu = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

describe('formatDateTimeEnUs', () => {
  it('writes what ICU writes for en-US medium date and short time', () => {
    const edges = [0, Date.UTC(2026, 10, 21, 12, 0), Date.UTC(2026, 0, 1, 0, 5), Date.UTC(1999, 11, 31, 23, 59)];
    const spread = Array.from({ length: 500 }, (_, i) => 1_600_000_000_000 + i * 7_654_321_987);
    for (const t of [...edges, ...spread]) expect(formatDateTimeEnUs(t)).toBe(icu.format(t));
  });

  it('reads midnight and noon as 12', () => {
    expect(formatDateTimeEnUs(new Date(2026, 4, 3, 0, 7).getTime())).toBe('May 3, 2026, 12:07 AM');
    expect(formatDateTimeEnUs(new Date(2026, 4, 3, 12, 30).getTime())).toBe('May 3, 2026, 12:30 PM');
  });
});

it('formatMonthDayEnUs writes what ICU writes for en-US short month and day', () => {
  const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
  for (let i = 0; i < 400; i++) {
    const t = 1_600_000_000_000 + i * 3_210_987_654;
    expect(formatMonthDayEnUs(t)).toBe(monthDay.format(t));
  }
});
