// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// first-result's module state (holds, idle) is per load: each test gets a fresh copy of both.
const load = async () => {
  vi.resetModules();
  const [hook, first] = await Promise.all([import('./use-idle-wallet'), import('../../../stores/first-result')]);
  return { useIdleWallet: hook.useIdleWallet, ...first };
};

describe('useIdleWallet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the wallet only after the page’s first result and an idle moment', async () => {
    const { useIdleWallet, holdFirstResult, settleWhenIdle } = await load();
    const release = holdFirstResult();
    const { result } = renderHook(() => useIdleWallet('W1'));
    settleWhenIdle();
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBeNull();
    act(release);
    expect(result.current).toBeNull();
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe('W1');
  });

  it('a changed wallet waits again, and no wallet gives none', async () => {
    const { useIdleWallet, settleWhenIdle } = await load();
    settleWhenIdle();
    const { result, rerender } = renderHook<string | null, string | null>((wallet) => useIdleWallet(wallet), {
      initialProps: 'W1',
    });
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe('W1');
    rerender('W2');
    expect(result.current).toBeNull();
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe('W2');
    rerender(null);
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBeNull();
  });
});
