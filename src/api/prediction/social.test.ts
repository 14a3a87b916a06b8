import { describe, expect, it } from 'vitest';
import { fakeFetch, testClient } from '../fake-fetch';
import { getLeaderboards, getPnlHistory, getPriceHistory, getProfile, getTrades, getTradingStatus } from './endpoints';
import { gameScoreSchema } from './schemas';
import { OWNER } from './test-fixtures';

const trade = {
  id: 't1',
  ownerPubkey: OWNER,
  marketId: 'market-456',
  timestamp: 1704067300,
  action: 'buy',
  side: 'yes',
  eventTitle: 'SOL price targets',
  marketTitle: 'SOL $500 by Q2 2026',
  amountUsd: '10000000',
  priceUsd: '650000',
  eventImageUrl: null,
  eventId: 'POLY-351731',
};

describe('trades, profiles and status (supplement §11)', () => {
  it('getTrades narrows by market and reads micro-USD as bigint', async () => {
    const fake = fakeFetch({ json: { data: [trade] } });
    const out = await getTrades(testClient(fake), { marketId: 'market-456' });
    expect(fake.calls[0]?.url.pathname).toBe('/prediction/v1/trades');
    expect(fake.calls[0]?.url.searchParams.get('marketId')).toBe('market-456');
    expect(out.data[0]?.priceUsd).toBe(650_000n);
    expect(out.data[0]?.action).toBe('buy');
  });

  it('getProfile and getPnlHistory put the owner in the path', async () => {
    const profile = {
      ownerPubkey: OWNER,
      realizedPnlUsd: '-1500000',
      totalVolumeUsd: '20000000',
      predictionsCount: '3',
      correctPredictions: '1',
      wrongPredictions: '1',
      totalPositionsValueUsd: '4000000',
    };
    const fake = fakeFetch(
      { json: profile },
      { json: { ownerPubkey: OWNER, history: [{ timestamp: 1, realizedPnlUsd: '5' }] } },
    );
    const client = testClient(fake);
    expect((await getProfile(client, { ownerPubkey: OWNER })).realizedPnlUsd).toBe(-1_500_000n);
    const pnl = await getPnlHistory(client, { ownerPubkey: OWNER, interval: '1w', count: 10 });
    expect(fake.calls[0]?.url.pathname).toBe(`/prediction/v1/profiles/${OWNER}`);
    expect(fake.calls[1]?.url.pathname).toBe(`/prediction/v1/profiles/${OWNER}/pnl-history`);
    expect(Object.fromEntries(fake.calls[1]?.url.searchParams ?? [])).toEqual({ interval: '1w', count: '10' });
    expect(pnl.history[0]?.realizedPnlUsd).toBe(5n);
  });

  it('getLeaderboards asks for a period and metric and reads signed micro-USD', async () => {
    const row = { rank: 1, ownerPubkey: OWNER, realizedPnlUsd: '-2500000', totalVolumeUsd: '9000000', winRate: 0.5 };
    const fake = fakeFetch({ json: { data: [row], summary: {} } });
    const out = await getLeaderboards(testClient(fake), { period: 'weekly', metric: 'volume', limit: 20 });
    expect(fake.calls[0]?.url.pathname).toBe('/prediction/v1/leaderboards');
    expect(Object.fromEntries(fake.calls[0]?.url.searchParams ?? [])).toEqual({
      period: 'weekly',
      metric: 'volume',
      limit: '20',
    });
    expect(out.data[0]).toMatchObject({ rank: 1, realizedPnlUsd: -2_500_000n, totalVolumeUsd: 9_000_000n });
  });

  it('getTradingStatus reads the flag', async () => {
    const fake = fakeFetch({ json: { trading_active: false } });
    expect((await getTradingStatus(testClient(fake))).trading_active).toBe(false);
  });

  it('reads a GameScore', () => {
    expect(
      gameScoreSchema.parse({ homeTeam: 'ARS', awayTeam: 'CHE', score: '2-1', period: '2H', live: true }).score,
    ).toBe('2-1');
  });

  it('getPriceHistory reads the YES price over time', async () => {
    const fake = fakeFetch({ json: { marketId: 'm-1', history: [{ timestamp: 5, priceUsd: 420000 }] } });
    const out = await getPriceHistory(testClient(fake), { marketId: 'm-1', interval: '1w' });
    expect(fake.calls[0]?.url.pathname).toBe('/prediction/v1/markets/m-1/price-history');
    expect(fake.calls[0]?.url.searchParams.get('interval')).toBe('1w');
    expect(out.history[0]?.priceUsd).toBe(420_000n);
  });
});
