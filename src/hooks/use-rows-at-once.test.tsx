// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowsAtOnce } from './use-rows-at-once';

describe('useRowsAtOnce', () => {
  it('shows a step, then a step more each time, never past the total', () => {
    const { result } = renderHook(() => useRowsAtOnce(45, 20));
    expect(result.current).toMatchObject({ shown: 20, hidden: 25, nextStep: 20 });
    act(() => result.current.more());
    expect(result.current).toMatchObject({ shown: 40, hidden: 5, nextStep: 5 });
    act(() => result.current.more());
    expect(result.current).toMatchObject({ hidden: 0, nextStep: 0 });
  });

  it('adds a step when the list is scrolled near its end, not before', () => {
    const { result } = renderHook(() => useRowsAtOnce(100, 20));
    const box = (scrollTop: number) => ({ currentTarget: { scrollTop, clientHeight: 200, scrollHeight: 1000 } });
    act(() => result.current.onScroll(box(100) as never));
    expect(result.current.shown).toBe(20);
    act(() => result.current.onScroll(box(750) as never));
    expect(result.current.shown).toBe(40);
  });
});
