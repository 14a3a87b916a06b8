import { describe, expect, it } from 'vitest';
import { bpsToPercent, earnRateToPercent, perMilleToPercent } from './rates';

describe('lend display scales', () => {
  it('reads a fraction and basis points the same way', () => {
    expect(earnRateToPercent(0.035)).toBeCloseTo(3.5);
    expect(earnRateToPercent(350)).toBeCloseTo(3.5);
  });
  it('converts per-mille LTV and bps rates', () => {
    expect(perMilleToPercent(800)).toBe(80);
    expect(bpsToPercent(471)).toBeCloseTo(4.71);
  });
});
