import { describe, expect, it } from 'vitest';
import { axisWidth, tickLabel } from './chart-ticks';

describe('simulator chart ticks', () => {
  it('keeps a price of millionths readable and token counts short', () => {
    expect(tickLabel('price', 0.000016)).toBe('0.000016');
    expect(tickLabel('price', 0.00000011)).toBe('0.00000011');
    expect(tickLabel('price', 0.00024)).toBe('0.00024');
    expect(tickLabel('tokens', 100_000_000)).toBe('100M');
    expect(tickLabel('tokens', 650_000_000)).toBe('650M');
    expect(tickLabel('plain', 120)).toBe('120');
  });

  it('makes a y axis as wide as its widest label', () => {
    expect(axisWidth(['0', '0.00000011'])).toBeGreaterThan(axisWidth(['0', '50']));
    expect(axisWidth([])).toBe(40);
  });
});
