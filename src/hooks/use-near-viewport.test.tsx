// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true when the element nears the viewport, and stays true', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const observe = vi.fn();
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, options: { rootMargin: string }) {
          report = callback;
          expect(options.rootMargin).toBe('300px');
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    const el = document.createElement('div');
    const { result } = renderHook(() => useNearViewport({ current: el }));
    expect(result.current).toBe(false);
    expect(observe).toHaveBeenCalledWith(el);
    act(() => report([{ isIntersecting: false }]));
    expect(result.current).toBe(false);
    act(() => report([{ isIntersecting: true }]));
    expect(result.current).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearViewport({ current: document.createElement('div') }));
    expect(result.current).toBe(true);
  });
});
