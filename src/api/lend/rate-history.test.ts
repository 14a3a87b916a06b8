import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { fakeFetch, testClient } from '../fake-fetch';
import { getEarnRateHistory } from './endpoints';
import { earnRateHistoryResponseSchema } from './schemas';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const wire = {
  asset: USDC,
  range: '7d',
  points: [
    { time: 1_767_225_600, supplyRate: '480', borrowRate: '690', utilization: '7700' },
    { time: 1_767_240_000, supplyRate: 520, borrowRate: 722, utilization: 8000, note: 'kept' },
  ],
};

describe('the sandbox rate history read', () => {
  it('GETs asset and range, and reads rates and utilisation as numbers (strings or numbers on the wire)', async () => {
    const fake = fakeFetch({ json: wire });
    const out = await getEarnRateHistory(testClient(fake), { asset: USDC, range: '7d' });
    expect(fake.last.url.pathname).toBe('/lend/v1/earn/rate-history');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({ asset: USDC, range: '7d' });
    expect(out.points.map((p) => [p.time, p.supplyRate, p.borrowRate, p.utilization])).toEqual([
      [1_767_225_600, 480, 690, 7700],
      [1_767_240_000, 520, 722, 8000],
    ]);
  });

  it('refuses an unknown range before sending, and a point without a time or a rate', async () => {
    const fake = fakeFetch({ json: wire });
    await expect(getEarnRateHistory(testClient(fake), { asset: USDC, range: '1y' as '7d' })).rejects.toThrow(/range/);
    expect(fake.calls).toHaveLength(0);
    const [first] = wire.points;
    const broken = (change: object) =>
      earnRateHistoryResponseSchema.safeParse({ ...wire, points: [{ ...first, ...change }] }).success;
    expect(broken({ time: undefined })).toBe(false);
    expect(broken({ supplyRate: 'high' })).toBe(false);
    expect(broken({ time: -1 })).toBe(false);
  });

  it('surfaces the real service’s 404 as an ApiError with its status', async () => {
    const fake = fakeFetch({ status: 404, json: { error: 'No route for GET /lend/v1/earn/rate-history' } });
    const failure = await getEarnRateHistory(testClient(fake), { asset: USDC, range: '30d' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});
