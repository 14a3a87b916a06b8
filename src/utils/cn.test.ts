import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const classes = (hidden: boolean) =>
  cn('px-2 py-1', hidden && 'hidden', { 'font-bold': true, italic: false }, ['text-sm']);

describe('cn', () => {
  it('joins conditional classes and lets the later Tailwind class win', () => {
    expect(classes(true)).toBe('px-2 py-1 hidden font-bold text-sm');
    expect(classes(false)).toBe('px-2 py-1 font-bold text-sm');
    expect(cn('px-2', 'px-4')).toBe('px-4');
    expect(cn('bg-red-500', undefined, null, 'bg-primary')).toBe('bg-primary');
  });
});
