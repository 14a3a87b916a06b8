import { describe, expect, it } from 'vitest';
import { earnRateHistoryResponseSchema } from '../../../api/lend/schemas';
import { dailyRows, rateSummary } from './rate-history-view';

const DAY = 86_400;
const T0 = 1_767_225_600; // 2026-01-01 00:00 UTC
const { points } = earnRateHistoryResponseSchema.parse({
  asset: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  range: '30d',
  points: [
    { time: T0, supplyRate: '410', borrowRate: '600', utilization: '7000' },
    { time: T0 + 3_600, supplyRate: '430', borrowRate: '620', utilization: '7100' },
    { time: T0 + DAY, supplyRate: '500', borrowRate: '700', utilization: '7900' },
    { time: T0 + DAY + 60, supplyRate: '530', borrowRate: '735', utilization: '8050' },
  ],
});

describe('rate history view', () => {
  it('says where the supply APY began and where it is now, with the borrow APR and utilisation now', () => {
    expect(rateSummary(points, '30d')).toBe(
      'Supply APY 4.1% → 5.3% over 30 days; borrow APR now 7.35%, 80.5% utilised.',
    );
    expect(rateSummary([], '7d')).toBe('No rate history yet.');
  });

  it('keeps the last point of each day, newest first', () => {
    expect(dailyRows(points).map((p) => p.supplyRate)).toEqual([530, 430]);
  });
});
