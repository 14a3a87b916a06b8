import { describe, expect, it } from 'vitest';
import { healthLevel, healthText, ltvText, usdPriceText } from './borrow-view';

describe('borrow display', () => {
  it('health in words at each band, liquidatable at or below 1', () => {
    expect(healthLevel(Infinity)).toEqual({ label: 'No debt', tone: 'success' });
    expect(healthLevel(2.55).label).toBe('Safe');
    expect(healthLevel(1.3)).toEqual({ label: 'At risk', tone: 'warning' });
    expect(healthLevel(1.05)).toEqual({ label: 'Near liquidation', tone: 'danger' });
    expect(healthLevel(1).label).toBe('Liquidatable');
    expect([healthText(Infinity), healthText(2.554), healthText(NaN)]).toEqual(['∞', '2.55', '—']);
  });
  it('LTV as a percent and USD prices to the cent from $1, significant digits below', () => {
    expect(ltvText(1 / 3)).toBe('33.33%');
    expect(ltvText(Infinity)).toBe('∞');
    expect(usdPriceText(58.8235)).toBe('$58.82');
    expect(usdPriceText(0.01234)).toBe('$0.01234');
    expect(usdPriceText(null)).toBe('—');
  });
});
