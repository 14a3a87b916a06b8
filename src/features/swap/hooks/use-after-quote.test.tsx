// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const prefetchTradeParts = vi.fn();
const prefetchTokenPicker = vi.fn();
vi.mock('../components/lazy-parts', () => ({ prefetchTradeParts }));
vi.mock('../../../components/token/token-amount-input', () => ({ prefetchTokenPicker }));

// The shell's module state (holds, idle) is per load: each test gets a fresh copy, as the hook does.
async function setUp() {
  vi.resetModules();
  const shell = await import('../../../stores/first-result');
  const { SHELL_WAIT_MS, useAfterQuote } = await import('./use-after-quote');
  const late = vi.fn();
  shell.afterFirstResult(late);
  const hook = renderHook(({ quoted, owed, connected }) => useAfterQuote(quoted, owed, connected), {
    initialProps: { quoted: false, owed: false, connected: false },
  });
  shell.settleWhenIdle();
  await vi.advanceTimersByTimeAsync(1);
  return { late, hook, SHELL_WAIT_MS };
}

describe('useAfterQuote', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    prefetchTradeParts.mockClear();
    prefetchTokenPicker.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('while a quote is owed the shell’s late parts and the trade’s wait; the frame after the quote lets them all go', async () => {
    const { late, hook, SHELL_WAIT_MS } = await setUp();
    hook.rerender({ quoted: false, owed: true, connected: false });
    await vi.advanceTimersByTimeAsync(SHELL_WAIT_MS * 2);
    expect(late).not.toHaveBeenCalled();
    expect(prefetchTradeParts).not.toHaveBeenCalled();
    hook.rerender({ quoted: true, owed: true, connected: false });
    await vi.advanceTimersByTimeAsync(50);
    expect(late).toHaveBeenCalledOnce();
    expect(prefetchTradeParts).toHaveBeenCalledOnce();
    expect(prefetchTokenPicker).toHaveBeenCalledOnce();
  });

  it('a form left without an amount lets the shell’s parts go after SHELL_WAIT_MS, a keystroke restarting the wait', async () => {
    const { late, hook, SHELL_WAIT_MS } = await setUp();
    await vi.advanceTimersByTimeAsync(SHELL_WAIT_MS - 100);
    hook.rerender({ quoted: false, owed: true, connected: false });
    hook.rerender({ quoted: false, owed: false, connected: false });
    await vi.advanceTimersByTimeAsync(SHELL_WAIT_MS - 100);
    expect(late).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(late).toHaveBeenCalledOnce();
    expect(prefetchTradeParts).not.toHaveBeenCalled();
  });

  it('a wallet connecting lets them go at once, a quote still owed', async () => {
    const { late, hook } = await setUp();
    hook.rerender({ quoted: false, owed: true, connected: false });
    expect(late).not.toHaveBeenCalled();
    hook.rerender({ quoted: false, owed: true, connected: true });
    expect(late).toHaveBeenCalledOnce();
    expect(prefetchTradeParts).not.toHaveBeenCalled();
  });

  it('leaving the page lets them go', async () => {
    const { late, hook } = await setUp();
    hook.rerender({ quoted: false, owed: true, connected: false });
    hook.unmount();
    expect(late).toHaveBeenCalledOnce();
  });
});
