import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESETS, presetLamports, recentPrioritizationFees } from './speed-presets';

const [fast, turbo, ultra] = PRESETS;

describe('speed presets', () => {
  it('price a swap at the floors on a quiet network', () => {
    expect(presetLamports([], fast!)).toBe(3_000n);
    expect(presetLamports([0n, 0n], turbo!)).toBe(15_000n);
    expect(presetLamports([], ultra!)).toBe(75_000n);
  });

  it('take the percentile of the non-zero prices above a floor, rounded up to a lamport', () => {
    const fees = Array.from({ length: 20 }, (_, i) => BigInt((i + 1) * 100_000));
    expect(presetLamports([0n, ...fees], fast!)).toBe(330_000n);
    expect(presetLamports(fees, turbo!)).toBe(480_000n);
    expect(presetLamports(fees, ultra!)).toBe(600_000n);
    expect(presetLamports([1_000_001n], fast!)).toBe(300_001n);
  });
});

describe('recentPrioritizationFees', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('asks the RPC and refuses an answer of another shape', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(Response.json({ jsonrpc: '2.0', id: 1, result: [{ slot: 9, prioritizationFee: 42 }] })),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await recentPrioritizationFees('http://rpc')).toEqual([42n]);
    const init = (fetch.mock.calls[0] as unknown as [string, { body: string }])[1];
    expect(JSON.parse(init.body)).toMatchObject({
      method: 'getRecentPrioritizationFees',
    });
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ result: [{ slot: 9 }] })));
    await expect(recentPrioritizationFees('http://rpc')).rejects.toThrow();
  });
});
