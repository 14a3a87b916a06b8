import { describe, expect, it } from 'vitest';
import {
  createOrderResponseSchema,
  eventListSchema,
  gameScoreSchema,
  pnlHistorySchema,
  profileSchema,
  tradeListSchema,
  tradingStatusSchema,
} from '../../src/api/prediction/schemas';
import { openHarness, signed } from '../test-harness';
import { expectEnvelope, PREDICTION, predictionEnv, BETTOR } from './test-kit';

const env = predictionEnv(openHarness({ ...PREDICTION, seed: 'prediction-social' }));

async function bet(usd: number) {
  const wallet = env.wallet(BETTOR);
  const list = eventListSchema.parse((await env.json('/prediction/v1/events?includeMarkets=true&end=20')).body);
  const market = list.data
    .flatMap((e) => e.markets ?? [])
    .find((m) => m.tradable && m.closeTime > Date.now() / 1000 + 7200)!;
  const res = await env.json('/prediction/v1/orders', {
    method: 'POST',
    body: {
      ownerPubkey: wallet.publicKey.toBase58(),
      marketId: market.marketId,
      isYes: true,
      isBuy: true,
      depositAmount: usd * 1e6,
    },
  });
  const built = createOrderResponseSchema.parse(res.body);
  await env.json('/prediction/v1/execute', {
    method: 'POST',
    body: { signedTransaction: signed(built.transaction!, wallet) },
  });
  return { wallet, owner: wallet.publicKey.toBase58(), market, built };
}

describe('prediction social reads', () => {
  it('profiles a wallet and its P&L history after a settled bet', async () => {
    const { owner, market } = await bet(10);
    await env.control('/prediction/resolve', { marketId: market.marketId, result: 'no' });
    const { status, body } = await env.json(`/prediction/v1/profiles/${owner}`);
    expect(status).toBe(200);
    profileSchema.parse(body);
    expect(body).toMatchObject({
      ownerPubkey: owner,
      predictionsCount: '1',
      wrongPredictions: '1',
      correctPredictions: '0',
    });
    expect(Number(body.realizedPnlUsd)).toBeLessThan(-9_000_000);
    expect(Number(body.totalVolumeUsd)).toBeGreaterThan(9_000_000);
    const pnl = await env.json(`/prediction/v1/profiles/${owner}/pnl-history?interval=1w&count=7`);
    pnlHistorySchema.parse(pnl.body);
    const history = pnl.body.history as { timestamp: number; realizedPnlUsd: string }[];
    expect(history).toHaveLength(7);
    expect(history[6]!.realizedPnlUsd).toBe(body.realizedPnlUsd);
    expect(Number(history[0]!.realizedPnlUsd)).toBe(0);
    const bad = await env.json(`/prediction/v1/profiles/${owner}/pnl-history?interval=2y`);
    expect(bad.status).toBe(400);
    expectEnvelope(bad.body, 'invalid_request_error');
  });

  it('ranks leaderboards by metric with a summary per period', async () => {
    const { body } = await env.json('/prediction/v1/leaderboards?metric=volume&period=weekly&limit=5');
    const rows = body.data as { rank: number; totalVolumeUsd: string }[];
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    const volumes = rows.map((r) => Number(r.totalVolumeUsd));
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
    expect(Object.keys(body.summary as object).sort()).toEqual(['all_time', 'monthly', 'weekly']);
    expect((await env.json('/prediction/v1/leaderboards?limit=101')).status).toBe(400);
  });

  it('feeds trades, the wallet’s fills among them, newest first', async () => {
    const { owner } = await bet(7);
    const { body } = await env.json('/prediction/v1/trades?limit=100');
    tradeListSchema.parse(body);
    const trades = body.data as { ownerPubkey: string; timestamp: number; action: string; side: string }[];
    expect(trades.length).toBeGreaterThan(10);
    expect(trades.some((t) => t.ownerPubkey === owner && t.action === 'buy' && t.side === 'yes')).toBe(true);
    const times = trades.map((t) => t.timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('charts a market’s price and lists its recent trades', async () => {
    const { market, owner } = await bet(8);
    const day = await env.json(`/prediction/v1/markets/${market.marketId}/price-history?interval=24h`);
    const points = day.body.history as { timestamp: number; priceUsd: number }[];
    expect(points.length).toBeGreaterThan(90);
    const times = points.map((p) => p.timestamp);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(points.every((p) => p.priceUsd > 0 && p.priceUsd < 1_000_000)).toBe(true);
    env.sandbox.time.advance(3 * 3_600_000);
    const later = await env.json(`/prediction/v1/markets/${market.marketId}/price-history`);
    const recent = (later.body.history as { timestamp: number }[]).filter(
      (p) => p.timestamp > times[times.length - 1]!,
    );
    expect(recent.length).toBeGreaterThanOrEqual(12);
    const trades = await env.json(`/prediction/v1/trades?marketId=${market.marketId}&limit=20`);
    const rows = trades.body.data as { marketId: string; ownerPubkey: string }[];
    expect(rows.length).toBe(20);
    expect(rows.every((t) => t.marketId === market.marketId)).toBe(true);
    expect((await env.json('/prediction/v1/trades?marketId=NOPE')).status).toBe(400);
    const byEvent = tradeListSchema.parse((await env.json(`/prediction/v1/trades?eventId=${market.eventId!}`)).body);
    expect(byEvent.data.length).toBeGreaterThan(0);
    expect(owner).toBeTruthy();
  });

  it('suggests open events, the vault holds the deposits, trading status answers', async () => {
    const { owner } = await bet(6);
    const suggested = await env.json(`/prediction/v1/events/suggested/${owner}`);
    const events = eventListSchema.shape.data.parse(suggested.body.data);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.isActive)).toBe(true);
    const vault = await env.json('/prediction/v1/vault-info');
    expect(BigInt(vault.body.vaultBalance as string)).toBeGreaterThan(0n);
    expect(tradingStatusSchema.parse((await env.json('/prediction/v1/trading-status')).body)).toEqual({
      trading_active: true,
    });
    await env.control('/prediction/trading', { active: false });
    expect((await env.json('/prediction/v1/trading-status')).body).toEqual({ trading_active: false });
    await env.control('/prediction/trading', { active: true });
  });

  it('moves live scores with the sandbox clock and settles a game when it ends', async () => {
    const env = predictionEnv(openHarness({ ...PREDICTION, seed: 'prediction-scores' }));
    const list = eventListSchema.parse((await env.json('/prediction/v1/events?filter=live&end=50')).body);
    const live = list.data.find((e) => e.liveScore)!;
    const before = (await env.json(`/prediction/v1/events/${live.eventId}/score`)).body;
    expect(before).toMatchObject({ live: true, ended: false, status: 'InProgress' });
    env.sandbox.time.advance(4 * 3_600_000);
    const after = (await env.json(`/prediction/v1/events/scores?eventIds=${live.eventId}`)).body.data as Record<
      string,
      unknown
    >[];
    expect(gameScoreSchema.parse(after[0])).toMatchObject({ live: false, ended: true, status: 'Final' });
    const event = (await env.json(`/prediction/v1/events/${live.eventId}`)).body;
    const markets = event.markets as { status: string; result: string | null }[];
    expect(markets.every((m) => m.status === 'closed' && (m.result === 'yes' || m.result === 'no'))).toBe(true);
  }, 30_000);
});
