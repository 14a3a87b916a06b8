import { describe, expect, it, vi } from 'vitest';
import { SandboxTime } from './sandbox-time';

describe('SandboxTime', () => {
  it('adds the offset to the wall clock and tells listeners of each jump', () => {
    const time = new SandboxTime(1_000, () => 5_000);
    const listener = vi.fn();
    const off = time.onAdvance(listener);
    expect(time.now()).toBe(6_000);
    time.advance(60_000);
    expect(time.now()).toBe(66_000);
    expect(listener).toHaveBeenCalledWith(66_000, 60_000);
    off();
    time.advance(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never goes back', () => {
    const time = new SandboxTime(0, () => 0);
    time.advance(-5);
    time.advance(Number.NaN);
    expect(time.offsetMs).toBe(0);
  });

  it('takes back a journaled offset only forward, without running listeners', () => {
    const time = new SandboxTime(5_000, () => 0);
    const listener = vi.fn();
    time.onAdvance(listener);
    time.restoreOffset(3_000);
    expect(time.offsetMs).toBe(5_000);
    time.restoreOffset(9_000);
    expect(time.now()).toBe(9_000);
    expect(listener).not.toHaveBeenCalled();
  });
});
