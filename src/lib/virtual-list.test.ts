import { describe, expect, it } from 'vitest';
import { isListKey, nextActiveIndex, scrollTopToReveal, visibleRange } from './virtual-list';

describe('visibleRange', () => {
  it('renders the rows in view plus overscan, however long the list', () => {
    const base = { rowHeight: 60, viewportHeight: 420, overscan: 4 };
    expect(visibleRange({ ...base, count: 6_000, scrollTop: 0 })).toEqual({ start: 0, end: 12 });
    const middle = visibleRange({ ...base, count: 6_000, scrollTop: 60 * 3_000 + 30 });
    expect(middle).toEqual({ start: 2_996, end: 3_012 });
    expect(middle.end - middle.start).toBeLessThanOrEqual(Math.ceil(420 / 60) + 1 + 2 * 4);
    expect(visibleRange({ ...base, count: 6_000, scrollTop: 60 * 6_000 })).toEqual({ start: 5_996, end: 6_000 });
  });

  it('handles short and empty lists and a negative (overscrolled) scrollTop', () => {
    expect(visibleRange({ count: 3, rowHeight: 60, scrollTop: -40, viewportHeight: 420, overscan: 4 })).toEqual({
      start: 0,
      end: 3,
    });
    expect(visibleRange({ count: 0, rowHeight: 60, scrollTop: 0, viewportHeight: 420, overscan: 4 })).toEqual({
      start: 0,
      end: 0,
    });
  });
});

describe('scrollTopToReveal', () => {
  const view = { rowHeight: 60, viewportHeight: 300 };
  it('scrolls up to a row above, down to a row below, not at all to one in view', () => {
    expect(scrollTopToReveal(2, { ...view, scrollTop: 600 })).toBe(120);
    expect(scrollTopToReveal(20, { ...view, scrollTop: 0 })).toBe(21 * 60 - 300);
    expect(scrollTopToReveal(3, { ...view, scrollTop: 120 })).toBeNull();
    // A row cut by the bottom edge is brought fully into view.
    expect(scrollTopToReveal(6, { ...view, scrollTop: 100 })).toBe(120);
  });
});

describe('nextActiveIndex', () => {
  it('moves one with the arrows and stops at the ends', () => {
    expect(nextActiveIndex('ArrowDown', 3, 10, 5)).toBe(4);
    expect(nextActiveIndex('ArrowDown', 9, 10, 5)).toBe(9);
    expect(nextActiveIndex('ArrowUp', 0, 10, 5)).toBe(0);
    expect(nextActiveIndex('ArrowDown', -1, 10, 5)).toBe(0);
    expect(nextActiveIndex('ArrowUp', -1, 10, 5)).toBe(9);
  });
  it('moves a page with Page keys and jumps with Home / End', () => {
    expect(nextActiveIndex('PageDown', 3, 10, 5)).toBe(8);
    expect(nextActiveIndex('PageDown', 8, 10, 5)).toBe(9);
    expect(nextActiveIndex('PageUp', 3, 10, 5)).toBe(0);
    expect(nextActiveIndex('Home', 7, 10, 5)).toBe(0);
    expect(nextActiveIndex('End', 0, 10, 5)).toBe(9);
    expect(nextActiveIndex('End', 0, 0, 5)).toBe(-1);
  });
  it('knows which keys are list keys', () => {
    expect(['ArrowDown', 'PageUp', 'End'].every(isListKey)).toBe(true);
    expect(['Enter', 'ArrowLeft', 'a'].some(isListKey)).toBe(false);
  });
});
