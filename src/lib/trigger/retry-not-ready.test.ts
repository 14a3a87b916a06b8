import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { retryWhileNotReady } from './retry-not-ready';

const notReady = () => new ApiError({ kind: 'http', status: 400, message: 'Order not ready to cancel' });

function clock() {
  let t = 0;
  return { now: () => t, sleep: (ms: number) => Promise.resolve(void (t += ms)) };
}

describe('retryWhileNotReady', () => {
  it('retries 400s with backoff until the service answers', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(notReady())
      .mockRejectedValueOnce(notReady())
      .mockResolvedValue('tx');
    const waits: number[] = [];
    await expect(retryWhileNotReady(call, { ...clock(), onWaiting: (n) => waits.push(n) })).resolves.toBe('tx');
    expect(call).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1, 2]);
  });

  it('gives up after the timeout with the last 400; other errors at once', async () => {
    const c = clock();
    const always = vi.fn(() => Promise.reject(notReady()));
    await expect(retryWhileNotReady(always, { ...c, timeoutMs: 10_000 })).rejects.toThrow('not ready');
    expect(c.now()).toBeGreaterThanOrEqual(10_000);
    const gone = new ApiError({ kind: 'http', status: 404, message: 'Order not found' });
    const once = vi.fn(() => Promise.reject(gone));
    await expect(retryWhileNotReady(once, clock())).rejects.toBe(gone);
    expect(once).toHaveBeenCalledTimes(1);
  });
});
