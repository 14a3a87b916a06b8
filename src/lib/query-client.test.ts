import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { retryDelay, shouldRetry } from './query-client';

const err = (kind: ApiError['kind'], status: number | null = null) => new ApiError({ kind, status, message: 'x' });

describe('query client defaults', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetry(0, err('http', 400))).toBe(false);
    expect(shouldRetry(0, err('http', 404))).toBe(false);
    expect(shouldRetry(0, err('session-expired', 401))).toBe(false);
    expect(shouldRetry(0, err('invalid-response', 200))).toBe(false);
  });

  it('retries network failures and 5xx up to three times', () => {
    expect(shouldRetry(0, err('network'))).toBe(true);
    expect(shouldRetry(2, err('http', 503))).toBe(true);
    expect(shouldRetry(3, err('http', 503))).toBe(false);
    expect(shouldRetry(0, err('bad-response', 502))).toBe(true);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });

  it('backs off exponentially', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 10].map((a) => retryDelay(a, mid))).toEqual([500, 1000, 2000, 4000, 8000]);
  });

  it('waits as long as a 429 asked (Retry-After), within a minute', () => {
    const limited = (ms: number) => new ApiError({ kind: 'rate-limited', status: 429, message: '', retryAfterMs: ms });
    expect(retryDelay(0, () => 0.5, limited(7000))).toBe(7000);
    expect(retryDelay(0, () => 0.5, limited(3_600_000))).toBe(60_000);
    expect(retryDelay(0, () => 0.5, new ApiError({ kind: 'rate-limited', status: 429, message: '' }))).toBe(500);
  });
});
