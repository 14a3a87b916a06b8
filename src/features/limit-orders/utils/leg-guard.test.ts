import { describe, expect, it } from 'vitest';
import { legWarnings } from './leg-guard';

const p = (trigger: number | null, tp: number | null, sl: number | null) => ({ market: 100, trigger, tp, sl });

describe('legWarnings', () => {
  it('a limit trigger on the wrong side of the market', () => {
    expect(legWarnings('limit', 'Sell above', p(90, null, null)).trigger).toMatch(/already above/);
    expect(legWarnings('limit', 'Buy below', p(90, null, null)).trigger).toBeNull();
  });
  it('each OCO leg against the market', () => {
    expect(legWarnings('oco', 'Sell above', p(null, 120, 80))).toEqual({ trigger: null, tp: null, sl: null });
    const both = legWarnings('oco', 'Sell above', p(null, 95, 105));
    expect(both.tp).toMatch(/take-profit would fill at once/);
    expect(both.sl).toMatch(/stop-loss would fill at once/);
  });
  it('an entry + bracket: the entry against the market, the bracket against the entry', () => {
    const w = legWarnings('otoco', 'Buy below', p(90, 88, 85));
    expect(w.trigger).toBeNull();
    expect(w.tp).toBe('At or below the entry price: the take-profit would fill at once.');
    expect(w.sl).toBeNull();
    expect(legWarnings('otoco', 'Buy below', p(110, 150, 60)).trigger).toMatch(/already below/);
  });
  it('nothing without a market price', () => {
    expect(legWarnings('oco', 'Sell above', { market: null, trigger: null, tp: 1, sl: 2 }).sl).toBeNull();
  });
});
