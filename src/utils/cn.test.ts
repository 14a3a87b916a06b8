import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const classes = (hidden: boolean) =>
  cn('px-2 py-1', hidden && 'hidden', { 'font-bold': true, italic: false }, ['text-sm']);

describe('cn', () => {
  it('joins conditional classes, leaving out the false ones', () => {
    expect(classes(true)).toBe('px-2 py-1 hidden font-bold text-sm');
    expect(classes(false)).toBe('px-2 py-1 font-bold text-sm');
    expect(cn('bg-line', undefined, null, 'text-ink')).toBe('bg-line text-ink');
  });
});
