import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Module state (holds, idle) is per load: each test gets a fresh copy.
const load = async () => {
  vi.resetModules();
  return import('./first-result');
};

describe('first result', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('without a hold, the late parts run at the first idle moment after the shell’s first commit, not before', async () => {
    const { afterFirstResult, settleWhenIdle } = await load();
    const run = vi.fn();
    afterFirstResult(run);
    expect(run).not.toHaveBeenCalled();
    settleWhenIdle();
    expect(run).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(run).toHaveBeenCalledOnce();
    const later = vi.fn();
    afterFirstResult(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('a page’s hold keeps them back past idle until it is released, once however often it is released', async () => {
    const { afterFirstResult, holdFirstResult, settleWhenIdle } = await load();
    const run = vi.fn();
    afterFirstResult(run);
    const release = holdFirstResult();
    const other = holdFirstResult();
    settleWhenIdle();
    await vi.runAllTimersAsync();
    release();
    release();
    expect(run).not.toHaveBeenCalled();
    other();
    expect(run).toHaveBeenCalledOnce();
  });

  it('a hold released before idle (StrictMode’s second mount takes it again) still waits for idle', async () => {
    const { afterFirstResult, holdFirstResult, settleWhenIdle } = await load();
    const run = vi.fn();
    afterFirstResult(run);
    holdFirstResult()();
    const held = holdFirstResult();
    settleWhenIdle();
    await vi.runAllTimersAsync();
    expect(run).not.toHaveBeenCalled();
    held();
    expect(run).toHaveBeenCalledOnce();
  });
});
