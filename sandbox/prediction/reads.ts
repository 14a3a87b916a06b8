import { EVENT_CATEGORIES, EVENT_FILTERS, PREDICTION_PROVIDERS } from '../../src/api/prediction/schemas';
import { badParam, notFound } from './errors';
import type { Markets } from './markets';
import { boolOf, enumOf, intOf, paginate, type Query } from './query';
import type { SeedEvent } from './world/types';

const DAY = 86_400;
/** Supplement §0.2. */
const PROVIDER_ALIASES: Record<string, string> = {
  kalshi: 'provider_a',
  polymarket: 'provider_b',
  bisonfi: 'provider_c',
};

function providerOf(q: Query): string {
  const raw = q.provider;
  if (raw === undefined || raw === '') return 'provider_b';
  const provider = PROVIDER_ALIASES[raw] ?? raw;
  if (!(PREDICTION_PROVIDERS as readonly string[]).includes(provider)) {
    throw badParam('provider', `provider must be one of ${PREDICTION_PROVIDERS.join(', ')}`);
  }
  return provider;
}

/** Top third of the provider's open events by 24 h volume. */
function trendingSet(markets: Markets, events: readonly SeedEvent[]): Set<string> {
  const open = events.filter((e) => markets.isActive(e)).map((e) => [e.eventId, markets.volume24h(e)] as const);
  const sorted = [...open].sort((a, b) => b[1] - a[1]);
  return new Set(sorted.slice(0, Math.max(1, Math.ceil(sorted.length / 3))).map(([id]) => id));
}

/** Spec §4.11. */
export function listEvents(markets: Markets, q: Query) {
  const provider = providerOf(q);
  const category = enumOf(q, 'category', EVENT_CATEGORIES);
  const filter = enumOf(q, 'filter', EVENT_FILTERS);
  const sortBy = enumOf(q, 'sortBy', ['volume', 'beginAt'] as const) ?? 'volume';
  const direction = enumOf(q, 'sortDirection', ['asc', 'desc'] as const) ?? (sortBy === 'volume' ? 'desc' : 'asc');
  const tags = (q.tags ?? q.tag ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const withMarkets = boolOf(q, 'includeMarkets') ?? false;
  const all = boolOf(q, 'includeAllMarkets') ?? false;
  const now = markets.nowS();
  let events = markets.world.events.filter((e) => e.provider === provider);
  if (category && category !== 'all') events = events.filter((e) => e.category === category);
  if (q.subcategory) events = events.filter((e) => e.subcategory === q.subcategory);
  if (tags.length > 0) events = events.filter((e) => tags.every((t) => e.tags.includes(t)));
  if (filter === 'new') events = events.filter((e) => e.createdAt >= now - DAY && markets.isActive(e));
  if (filter === 'live') events = events.filter((e) => markets.isLive(e));
  if (filter === 'upcoming') events = events.filter((e) => e.beginAt !== null && e.beginAt > now);
  if (filter === 'trending') {
    const trending = trendingSet(markets, events);
    events = events.filter((e) => trending.has(e.eventId));
  }
  const key = (e: SeedEvent) => (sortBy === 'volume' ? markets.volume(e) : (e.beginAt ?? e.createdAt));
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = [...events].sort((a, b) => sign * (key(a) - key(b)) || a.eventId.localeCompare(b.eventId));
  const page = paginate(sorted, q);
  return { ...page, data: page.data.map((e) => markets.eventJson(e, { markets: withMarkets, all })) };
}

export function searchEvents(markets: Markets, q: Query) {
  const query = (q.query ?? '').trim();
  if (query.length < 1 || query.length > 200) throw badParam('query', 'query must be 1 to 200 characters');
  const limit = intOf(q, 'limit', 1, 20) ?? 10;
  const provider = q.provider ? providerOf(q) : null;
  const words = query.toLowerCase().split(/\s+/);
  const text = (e: SeedEvent) =>
    [e.title, e.subtitle, e.series, ...e.tags, ...e.markets.map((m) => m.title)].join(' ').toLowerCase();
  const found = markets.world.events
    .filter((e) => (provider === null || e.provider === provider) && words.every((w) => text(e).includes(w)))
    .sort((a, b) => Number(markets.isActive(b)) - Number(markets.isActive(a)) || markets.volume(b) - markets.volume(a));
  return {
    data: found.slice(0, limit).map((e) => markets.eventJson(e, { markets: true, all: false })),
    pagination: { start: 0, end: Math.min(limit, found.length), total: found.length, hasNext: found.length > limit },
  };
}

export function eventOr404(markets: Markets, eventId: string) {
  const event = markets.event(eventId);
  if (!event) throw notFound(`Event ${eventId}`, 'eventId');
  return event;
}

export function marketOr404(markets: Markets, marketId: string) {
  const market = markets.market(marketId);
  if (!market) throw notFound(`Market ${marketId}`, 'marketId');
  return market;
}

export function scores(markets: Markets, q: Query) {
  const ids = (q.eventIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) throw badParam('eventIds', 'eventIds is required (comma-separated)', 'parameter_missing');
  if (ids.length > 100) throw badParam('eventIds', 'at most 100 eventIds');
  return {
    data: ids.flatMap((id) => {
      const e = markets.event(id);
      const s = e ? markets.score(e) : null;
      return s ? [s] : [];
    }),
  };
}

export function eventMarkets(markets: Markets, eventId: string, q: Query) {
  const event = eventOr404(markets, eventId);
  const page = paginate(event.markets, q, 50);
  return { ...page, data: page.data.map((m) => markets.marketJson(m)) };
}

export const marketNotInEvent = (marketId: string) => notFound(`Market ${marketId} in this event`, 'marketId');
