import { describe, expect, it } from 'vitest';
import { readBounds } from './recurring-bounds';

const NOW = new Date('2026-01-10T12:00').getTime();

describe('readBounds', () => {
  it('empty means no bound and start now', () => {
    expect(readBounds({ minPrice: '', maxPrice: '', startAt: '' }, NOW)).toEqual({
      minPrice: null,
      maxPrice: null,
      startAt: null,
      errors: {},
    });
  });
  it('prices and a start time in Unix seconds', () => {
    const b = readBounds({ minPrice: '120', maxPrice: '180.5', startAt: '2026-01-11T08:30' }, NOW);
    expect(b).toMatchObject({ minPrice: 120, maxPrice: 180.5, errors: {} });
    expect(b.startAt).toBe(new Date('2026-01-11T08:30').getTime() / 1000);
  });
  it('refuses a minimum above the maximum, a non-price and a start in the past', () => {
    expect(readBounds({ minPrice: '200', maxPrice: '100', startAt: '2026-01-09T08:00' }, NOW).errors).toEqual({
      maxPrice: 'The maximum must be at least the minimum.',
      startAt: 'Pick a time in the future, or leave it empty to start now.',
    });
    expect(readBounds({ minPrice: 'abc', maxPrice: '', startAt: '' }, NOW).errors.minPrice).toMatch(/above zero/);
  });
});
