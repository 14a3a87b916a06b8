import { expect, it } from 'vitest';
import { historySummary, tradePoint } from './price-chart';

it('describes the price history in words, NO trades read as YES prices', () => {
  const base = { id: 1, ownerPubkey: 'o', marketId: 'm', action: 'buy' as const, amountUsd: 1n };
  const points = [
    tradePoint({ ...base, timestamp: 1, side: 'yes', priceUsd: 400_000n }),
    tradePoint({ ...base, timestamp: 2, side: 'no', priceUsd: 300_000n }),
    tradePoint({ ...base, timestamp: 3, side: 'yes', priceUsd: 550_000n }),
  ];
  expect(points[1]?.yes).toBe(700_000n);
  expect(historySummary(points)).toMatch(/from 40¢ to 55¢, high 70¢, low 40¢\.$/);
  expect(historySummary([])).toBe('No trades yet, so no price history.');
});
