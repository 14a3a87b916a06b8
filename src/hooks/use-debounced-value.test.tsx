// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles once after the typing stops', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ v }: { v: string }) => {
        const settled = useDebouncedValue(v, 300);
        if (seen.at(-1) !== settled) seen.push(settled);
        return settled;
      },
      { initialProps: { v: '' } },
    );
    for (const text of ['1', '12', '12.', '12.5']) {
      rerender({ v: text });
      act(() => {
        vi.advanceTimersByTime(100);
      });
    }
    expect(seen).toEqual(['']);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(seen).toEqual(['', '12.5']);
  });

  it('treats a rebuilt object with the same key as unchanged', () => {
    const { result, rerender } = renderHook(({ v }: { v: { a: number } }) => useDebouncedValue(v, 300, String(v.a)), {
      initialProps: { v: { a: 1 } },
    });
    const first = result.current;
    rerender({ v: { a: 1 } });
    expect(result.current.a).toBe(first.a);
    rerender({ v: { a: 2 } });
    expect(result.current.a).toBe(1);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current.a).toBe(2);
  });
});
