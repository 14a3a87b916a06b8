import { describe, expect, it } from 'vitest';
import { isListKey, nextActiveIndex } from './listbox-keys';

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
