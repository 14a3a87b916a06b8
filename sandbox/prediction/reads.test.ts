import { describe, expect, it } from 'vitest';
import {
  eventListSchema,
  eventSchema,
  eventSearchResultSchema,
  marketSchema,
  orderbookSchema,
} from '../../src/api/prediction/schemas';
import { openHarness } from '../test-harness';
import { expectEnvelope, PREDICTION, predictionEnv } from './test-kit';

const env = predictionEnv(openHarness({ ...PREDICTION, seed: 'prediction-test' }));

describe('prediction reads', () => {
  it('lists provider_b events by volume, paged, parsed by the app schema', async () => {
    const { status, body } = await env.json('/prediction/v1/events?includeMarkets=true&start=0&end=10');
    expect(status).toBe(200);
    const list = eventListSchema.parse(body);
    expect(list.data).toHaveLength(10);
    expect(list.pagination).toMatchObject({ start: 0, end: 10, hasNext: true });
    expect(list.pagination.total).toBeGreaterThan(40);
    const volumes = list.data.map((e) => e.volumeUsd);
    expect([...volumes].sort((a, b) => (a > b ? -1 : 1))).toEqual(volumes);
    expect(list.data.every((e) => (e.markets ?? []).length > 0)).toBe(true);
  });

  it('has at least 60 events over every category and provider', async () => {
    const all = [];
    for (const provider of ['provider_a', 'provider_b', 'provider_c']) {
      const { body } = await env.json(`/prediction/v1/events?provider=${provider}&includeMarkets=true&end=200`);
      const events = eventListSchema.parse(body).data;
      expect(events.length, provider).toBeGreaterThan(0);
      all.push(...events);
    }
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((e) => e.category))).toEqual(
      new Set(['crypto', 'sports', 'politics', 'esports', 'culture', 'economics', 'tech']),
    );
    expect(all.some((e) => e.isLive && e.liveScore)).toBe(true);
    expect(all.some((e) => !e.isActive)).toBe(true);
    // Single- and multi-outcome; some closing within hours, some already resolved.
    expect(all.some((e) => e.markets?.length === 1)).toBe(true);
    expect(all.some((e) => (e.markets?.length ?? 0) > 2)).toBe(true);
    const nowS = Date.now() / 1000;
    const markets = all.flatMap((e) => e.markets ?? []);
    expect(markets.some((m) => m.status === 'open' && m.closeTime > nowS && m.closeTime < nowS + 6 * 3_600)).toBe(true);
    expect(markets.some((m) => m.result === 'yes')).toBe(true);
    expect(markets.some((m) => m.result === 'no')).toBe(true);
  });

  it('filters live, upcoming, new and trending, and by category', async () => {
    for (const filter of ['live', 'upcoming', 'new', 'trending']) {
      const { status, body } = await env.json(`/prediction/v1/events?filter=${filter}&end=200`);
      expect(status).toBe(200);
      const list = eventListSchema.parse(body);
      expect(list.data.length, filter).toBeGreaterThan(0);
      if (filter === 'live') expect(list.data.every((e) => e.isLive)).toBe(true);
      if (filter === 'upcoming')
        expect(list.data.every((e) => Number(e.beginAt) * 1000 > Date.now() - 5_000)).toBe(true);
    }
    const sports = eventListSchema.parse((await env.json('/prediction/v1/events?category=sports&end=200')).body);
    expect(sports.data.every((e) => e.category === 'sports')).toBe(true);
  });

  it('sorts by beginAt ascending by default', async () => {
    const list = eventListSchema.parse((await env.json('/prediction/v1/events?sortBy=beginAt&end=200')).body);
    const begins = list.data.map((e) => Number(e.beginAt ?? e.createdAt));
    expect(begins.length).toBeGreaterThan(1);
    expect(begins).toEqual([...begins].sort((a, b) => a - b));
    const latest = eventListSchema.parse(
      (await env.json('/prediction/v1/events?sortBy=beginAt&sortDirection=desc&end=200')).body,
    );
    const down = latest.data.map((e) => Number(e.beginAt ?? e.createdAt));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('searches titles and returns one event with its markets and book', async () => {
    const found = eventSearchResultSchema.parse((await env.json('/prediction/v1/events/search?query=election')).body);
    expect(found.data.length).toBeGreaterThan(0);
    const event = found.data[0]!;
    expect(event.metadata?.title?.toLowerCase()).toContain('election');
    const one = eventSchema.parse((await env.json(`/prediction/v1/events/${event.eventId}`)).body);
    expect(one.markets!.length).toBeGreaterThan(2);
    const marketId = one.markets![0]!.marketId;
    const market = marketSchema.parse((await env.json(`/prediction/v1/markets/${marketId}`)).body);
    expect(market.pricing?.buyYesPriceUsd).toBeGreaterThan(0n);
    const book = orderbookSchema.parse((await env.json(`/prediction/v1/orderbook/${marketId}`)).body);
    expect(book!.yes.length).toBeGreaterThan(0);
    expect(book!.no.length).toBeGreaterThan(0);
  });

  it('answers unknown ids, routes and keys in the prediction envelope', async () => {
    const missing = await env.json('/prediction/v1/events/NOPE-1');
    expect(missing.status).toBe(404);
    expectEnvelope(missing.body, 'invalid_request_error', /not found/);
    const route = await env.json('/prediction/v1/nothing-here');
    expect(route.status).toBe(404);
    expectEnvelope(route.body, 'invalid_request_error', /No route/);
    const key = await env.json('/prediction/v1/events', { headers: { 'x-api-key': 'wrong' } });
    expect(key.status).toBe(401);
    expectEnvelope(key.body, 'authentication_error');
    const bad = await env.json('/prediction/v1/events?category=weather');
    expect(bad.status).toBe(400);
    expect(bad.body.param).toBe('category');
  });

  it('serves event images from the sandbox', async () => {
    const list = eventListSchema.parse((await env.json('/prediction/v1/events?end=1')).body);
    const url = new URL(list.data[0]!.metadata!.imageUrl!);
    const res = await env.app.request(url.toString());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });

  it('pages an event’s markets, every type with includeAllMarkets, and one market under its event', async () => {
    const list = eventListSchema.parse((await env.json('/prediction/v1/events?category=sports&end=200')).body);
    const game = list.data.find((e) => e.subcategory === 'basketball')!;
    const moneyline = eventSchema.parse((await env.json(`/prediction/v1/events/${game.eventId}`)).body);
    const all = eventSchema.parse(
      (await env.json(`/prediction/v1/events/${game.eventId}?includeAllMarkets=true`)).body,
    );
    expect(moneyline.markets).toHaveLength(1);
    expect(all.markets!.length).toBe(3);
    const paged = await env.json(`/prediction/v1/events/${game.eventId}/markets?start=1&end=2`);
    expect(paged.body.pagination).toMatchObject({ start: 1, end: 2, total: 3, hasNext: true });
    const id = all.markets![0]!.marketId;
    const one = marketSchema.parse((await env.json(`/prediction/v1/events/${game.eventId}/markets/${id}`)).body);
    expect(one.marketId).toBe(id);
    const wrong = await env.json(
      `/prediction/v1/events/${list.data.find((e) => e.eventId !== game.eventId)!.eventId}/markets/${id}`,
    );
    expect(wrong.status).toBe(404);
    const search = await env.json('/prediction/v1/events/search?query=');
    expect(search.status).toBe(400);
    expect(search.body.param).toBe('query');
  });
});
