import * as z from 'zod/mini';
import { looseRawAmountSchema, safeUrlSchema, tolerantEnum } from '../common';

/* Prediction (beta): spec §2.7, §4.11, supplement §11 (Decisions §3); money is micro-USD bigint. */

/** Spec §4.11 providers; the real service's names (supplement §0.2) map onto them. */
export const PREDICTION_PROVIDERS = ['provider_a', 'provider_b', 'provider_c'] as const;
export type PredictionProvider = (typeof PREDICTION_PROVIDERS)[number];
export const PROVIDER_ALIASES: Readonly<Record<string, PredictionProvider>> = {
  kalshi: 'provider_a',
  polymarket: 'provider_b',
  bisonfi: 'provider_c',
};
/** Open: the real Market schema also knows `gx` (meaning unknown, supplement §14), kept as a plain string. */
export const providerSchema = tolerantEnum(PREDICTION_PROVIDERS, PROVIDER_ALIASES);

export const EVENT_CATEGORIES = [
  'all',
  'crypto',
  'sports',
  'politics',
  'esports',
  'culture',
  'economics',
  'tech',
] as const;
export const EVENT_SORT_FIELDS = ['volume', 'beginAt'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const EVENT_FILTERS = ['new', 'live', 'trending', 'upcoming'] as const;
export const MARKET_STATUSES = ['open', 'closed', 'cancelled'] as const;
export const MARKET_RESULTS = ['yes', 'no'] as const;

export const microUsd = looseRawAmountSchema;
export const optString = z.optional(z.nullable(z.string()));
const pageIndex = z.int().check(z.nonnegative());

export const paginationSchema = z.looseObject({
  start: pageIndex,
  end: pageIndex,
  total: pageIndex,
  hasNext: z.boolean(),
});
export type Pagination = z.output<typeof paginationSchema>;

export const marketOptionSchema = z.looseObject({ label: z.string(), buyYes: z.boolean() });

/** Spec §2.7 `metadata` of an event; `closeTime` here is an ISO string. */
export const eventMetadataSchema = z.looseObject({
  eventId: z.string(),
  title: optString,
  subtitle: optString,
  slug: optString,
  series: optString,
  closeTime: optString,
  imageUrl: safeUrlSchema,
  isLive: z.optional(z.nullable(z.boolean())),
});
export type EventMetadata = z.output<typeof eventMetadataSchema>;

// ---------------------------------------------------------------- market and event (spec §2.7)

/** Pricing numbers are micro-USD (supplement §11: `buyYesPriceUsd 650000` = $0.65); null when there is no quote. */
export const marketPricingSchema = z.looseObject({
  buyYesPriceUsd: z.optional(z.nullable(microUsd)),
  buyNoPriceUsd: z.optional(z.nullable(microUsd)),
  sellYesPriceUsd: z.optional(z.nullable(microUsd)),
  sellNoPriceUsd: z.optional(z.nullable(microUsd)),
  volume: z.optional(z.nullable(microUsd)),
});
export type MarketPricing = z.output<typeof marketPricingSchema>;

/** Spec §2.7: title and times at the top level (Versioning 5); a leftover `metadata` only lends its title. */
const marketObjectSchema = z.looseObject({
  marketId: z.string(),
  title: optString,
  openTime: z.number(),
  closeTime: z.number(),
  eventId: optString,
  provider: z.optional(z.nullable(providerSchema)),
  status: z.optional(z.nullable(tolerantEnum(MARKET_STATUSES))),
  result: z.optional(z.nullable(tolerantEnum(MARKET_RESULTS))),
  /** Forecast markets: `open|resolving|settled` (supplement §11). */
  lifecycleStatus: z.optional(z.nullable(tolerantEnum(['open', 'resolving', 'settled']))),
  /** Null while open, an ISO string once resolved. */
  resolveAt: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  marketResultPubkey: optString,
  imageUrl: safeUrlSchema,
  rulesPrimary: optString,
  rulesSecondary: optString,
  outcomes: z.optional(z.nullable(z.array(z.string()))),
  marketOptions: z.optional(z.nullable(z.array(marketOptionSchema))),
  clobTokenIds: z.optional(z.nullable(z.array(z.string()))),
  isTeamMarket: z.optional(z.nullable(z.boolean())),
  /** Shape not shown (spec §2.7, supplement §14). */
  team: z.optional(z.nullable(z.unknown())),
  sportsLine: z.optional(z.nullable(z.number())),
  sportsMarketType: optString,
  outcomeMint: optString,
  outcomeTokenProgram: optString,
  marketPda: optString,
  outcomeSide: z.optional(z.nullable(tolerantEnum(['up', 'down']))),
  tradable: z.optional(z.nullable(z.boolean())),
  pricing: z.optional(z.nullable(marketPricingSchema)),
});

function withMetadataTitle(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || 'title' in body || !('metadata' in body)) return body;
  const { metadata } = body;
  const title = typeof metadata === 'object' && metadata !== null ? (metadata as { title?: unknown }).title : undefined;
  return typeof title === 'string' ? { ...body, title } : body;
}

export const marketSchema = z.codec(z.unknown(), marketObjectSchema, {
  decode: (v) => withMetadataTitle(v) as z.input<typeof marketObjectSchema>,
  encode: (m) => m,
});
export type Market = z.output<typeof marketSchema>;

export const eventSchema = z.looseObject({
  eventId: z.string(),
  isActive: z.boolean(),
  isLive: z.boolean(),
  category: tolerantEnum(EVENT_CATEGORIES),
  subcategory: optString,
  volumeUsd: microUsd,
  volume24hr: z.optional(z.nullable(microUsd)),
  closeCondition: optString,
  /** Described as Unix seconds but typed as a string (supplement §11); null before it is known. */
  beginAt: optString,
  rulesPdf: optString,
  tags: z.optional(z.nullable(z.array(z.string()))),
  metadata: z.optional(z.nullable(eventMetadataSchema)),
  markets: z.optional(z.nullable(z.array(marketSchema))),
  /** Shape not shown (spec §2.7); probably a GameScore (supplement §11). */
  liveScore: z.optional(z.nullable(z.unknown())),
});
export type PredictionEvent = z.output<typeof eventSchema>;

export const eventListSchema = z.looseObject({ data: z.array(eventSchema), pagination: paginationSchema });
export type EventList = z.output<typeof eventListSchema>;

export const eventSearchResultSchema = z.looseObject({
  data: z.array(eventSchema),
  pagination: z.optional(paginationSchema),
});
export type EventSearchResult = z.output<typeof eventSearchResultSchema>;

export const startEnd = {
  start: z.optional(z.nullable(pageIndex)),
  end: z.optional(z.nullable(pageIndex)),
};

/** Spec §4.11 query. Provider defaults to `provider_b` on the service. */
export const eventsParamsSchema = z.object({
  provider: z.optional(z.enum(PREDICTION_PROVIDERS)),
  includeMarkets: z.optional(z.nullable(z.boolean())),
  includeAllMarkets: z.optional(z.boolean()),
  ...startEnd,
  category: z.optional(z.enum(EVENT_CATEGORIES)),
  subcategory: z.optional(z.string().check(z.minLength(1))),
  sortBy: z.optional(z.enum(EVENT_SORT_FIELDS)),
  sortDirection: z.optional(z.enum(SORT_DIRECTIONS)),
  filter: z.optional(z.enum(EVENT_FILTERS)),
  tags: z.optional(z.string().check(z.minLength(1))),
});
export type EventsParams = z.output<typeof eventsParamsSchema>;

export const searchEventsParamsSchema = z.object({
  query: z.string().check(z.minLength(1), z.maxLength(200)),
  provider: z.optional(z.enum(PREDICTION_PROVIDERS)),
  limit: z.optional(z.int().check(z.gte(1), z.lte(20))),
});
export type SearchEventsParams = z.output<typeof searchEventsParamsSchema>;

/** GameScore (supplement §11); also what the app reads from an event's `liveScore`. */
export const gameScoreSchema = z.looseObject({
  eventId: optString,
  gameId: optString,
  leagueAbbreviation: optString,
  homeTeam: optString,
  awayTeam: optString,
  score: optString,
  period: optString,
  elapsed: optString,
  status: optString,
  live: z.optional(z.nullable(z.boolean())),
  ended: z.optional(z.nullable(z.boolean())),
});
export type GameScore = z.output<typeof gameScoreSchema>;

export const tradingStatusSchema = z.looseObject({ trading_active: z.boolean() });
