import * as z from 'zod';
import {
  addressSchema,
  base64TxSchema,
  looseRawAmountSchema,
  rawAmountSchema,
  safeUrlSchema,
  tolerantEnum,
} from '../common';

/*
 * Prediction (beta): spec §2.7 and §4.11, the other operations from supplement §11 (Decisions §3).
 * All money is micro-USD (1_000_000n = $1.00) and is a bigint in the app, whether the service sent it as a string or
 * a number. Contract counts come as `x` (whole), `xMicro` (1e6 = 1 contract) and `xDecimal` (kept as a string).
 * Times are Unix seconds (numbers) unless noted.
 */

// ---------------------------------------------------------------- enums

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
export const ORDER_STATUSES = ['pending', 'filled', 'failed'] as const;
/** `GET /orders/status/{orderPubkey}` status values (supplement §11). */
export const ORDER_FILL_STATUSES = ['created', 'partiallyfilled', 'filled', 'failed'] as const;
export const HISTORY_EVENT_TYPES = [
  'order_created',
  'order_filled',
  'order_failed',
  'order_closed',
  'payout_claimed',
  'position_updated',
  'position_lost',
] as const;
export const EXECUTE_STATUSES = ['Success', 'Failed'] as const;

/** Minimum buy since 14 April 2026: 5 USD (spec Versioning 5, Decisions §6). Fill maths and fees: ./book.ts. */
export const MIN_ORDER_MICRO_USD = 5_000_000n;

// ---------------------------------------------------------------- shared pieces

const microUsd = looseRawAmountSchema;
const optString = z.string().nullable().optional();
const pageIndex = z.number().int().nonnegative();

/** `"true"` / `"false"` in a query string (positions `isYes`), a boolean in the app. */
export const queryBooleanSchema = z.codec(z.enum(['true', 'false']), z.boolean(), {
  decode: (s) => s === 'true',
  encode: (b) => (b ? 'true' : 'false'),
});

export const paginationSchema = z.looseObject({
  start: pageIndex,
  end: pageIndex,
  total: pageIndex,
  hasNext: z.boolean(),
});
export type Pagination = z.output<typeof paginationSchema>;

const marketOptionSchema = z.looseObject({ label: z.string(), buyYes: z.boolean() });

/** Nested in orders, positions and history (never in a market since Versioning 5). */
export const marketMetadataSchema = z.looseObject({
  marketId: z.string(),
  eventId: optString,
  title: optString,
  subtitle: optString,
  description: optString,
  provider: providerSchema.nullable().optional(),
  status: tolerantEnum(MARKET_STATUSES).nullable().optional(),
  result: tolerantEnum(MARKET_RESULTS).nullable().optional(),
  openTime: z.number().nullable().optional(),
  closeTime: z.number().nullable().optional(),
  isTeamMarket: z.boolean().nullable().optional(),
  marketOptions: z.array(marketOptionSchema).nullable().optional(),
  rulesPrimary: optString,
  rulesSecondary: optString,
});
export type MarketMetadata = z.output<typeof marketMetadataSchema>;

/** Spec §2.7 `metadata` of an event; `closeTime` here is an ISO string. */
export const eventMetadataSchema = z.looseObject({
  eventId: z.string(),
  title: optString,
  subtitle: optString,
  slug: optString,
  series: optString,
  closeTime: optString,
  imageUrl: safeUrlSchema,
  isLive: z.boolean().nullable().optional(),
});
export type EventMetadata = z.output<typeof eventMetadataSchema>;

// ---------------------------------------------------------------- market and event (spec §2.7)

/** Pricing numbers are micro-USD (supplement §11: `buyYesPriceUsd 650000` = $0.65); null when there is no quote. */
export const marketPricingSchema = z.looseObject({
  buyYesPriceUsd: microUsd.nullable().optional(),
  buyNoPriceUsd: microUsd.nullable().optional(),
  sellYesPriceUsd: microUsd.nullable().optional(),
  sellNoPriceUsd: microUsd.nullable().optional(),
  volume: microUsd.nullable().optional(),
});
export type MarketPricing = z.output<typeof marketPricingSchema>;

/**
 * Spec §2.7. Title and times live at the top level (Versioning 5); a leftover `metadata` object is neither required
 * nor read, only passed through.
 */
export const marketSchema = z.looseObject({
  marketId: z.string(),
  title: z.string(),
  openTime: z.number(),
  closeTime: z.number(),
  eventId: optString,
  provider: providerSchema.nullable().optional(),
  status: tolerantEnum(MARKET_STATUSES).nullable().optional(),
  result: tolerantEnum(MARKET_RESULTS).nullable().optional(),
  /** Forecast markets: `open|resolving|settled` (supplement §11). */
  lifecycleStatus: tolerantEnum(['open', 'resolving', 'settled']).nullable().optional(),
  /** Null while open, an ISO string once resolved. */
  resolveAt: z.union([z.string(), z.number()]).nullable().optional(),
  marketResultPubkey: optString,
  imageUrl: safeUrlSchema,
  rulesPrimary: optString,
  rulesSecondary: optString,
  outcomes: z.array(z.string()).nullable().optional(),
  marketOptions: z.array(marketOptionSchema).nullable().optional(),
  clobTokenIds: z.array(z.string()).nullable().optional(),
  isTeamMarket: z.boolean().nullable().optional(),
  /** Shape not shown (spec §2.7, supplement §14). */
  team: z.unknown().nullable().optional(),
  sportsLine: z.number().nullable().optional(),
  sportsMarketType: optString,
  outcomeMint: optString,
  outcomeTokenProgram: optString,
  marketPda: optString,
  outcomeSide: tolerantEnum(['up', 'down']).nullable().optional(),
  tradable: z.boolean().nullable().optional(),
  pricing: marketPricingSchema.nullable().optional(),
});
export type Market = z.output<typeof marketSchema>;

export const eventSchema = z.looseObject({
  eventId: z.string(),
  isActive: z.boolean(),
  isLive: z.boolean(),
  category: tolerantEnum(EVENT_CATEGORIES),
  subcategory: optString,
  /** Micro-USD. */
  volumeUsd: microUsd,
  volume24hr: microUsd.nullable().optional(),
  closeCondition: optString,
  /** Described as Unix seconds but typed as a string (supplement §11); null before it is known. */
  beginAt: optString,
  rulesPdf: optString,
  tags: z.array(z.string()).nullable().optional(),
  metadata: eventMetadataSchema.nullable().optional(),
  /** Absent unless asked for with `includeMarkets`. */
  markets: z.array(marketSchema).nullable().optional(),
  /** Shape not shown (spec §2.7); probably a GameScore (supplement §11). */
  liveScore: z.unknown().nullable().optional(),
});
export type PredictionEvent = z.output<typeof eventSchema>;

export const eventListSchema = z.looseObject({ data: z.array(eventSchema), pagination: paginationSchema });
export type EventList = z.output<typeof eventListSchema>;

export const eventSearchResultSchema = z.looseObject({
  data: z.array(eventSchema),
  pagination: paginationSchema.optional(),
});
export type EventSearchResult = z.output<typeof eventSearchResultSchema>;

/** `[priceCents, size]` levels, plus `[priceDollarsString, size]`, ascending by price; null without a book. */
const level = <P extends z.ZodType>(price: P) => z.tuple([price, z.number()]).rest(z.unknown());
export const orderbookSchema = z
  .looseObject({
    yes: z.array(level(z.number())),
    no: z.array(level(z.number())),
    yes_dollars: z.array(level(z.string())),
    no_dollars: z.array(level(z.string())),
  })
  .nullable();
export type Orderbook = z.output<typeof orderbookSchema>;

// ---------------------------------------------------------------- read params

const startEnd = {
  start: pageIndex.nullable().optional(),
  end: pageIndex.nullable().optional(),
};

/** Spec §4.11 query. Provider defaults to `provider_b` on the service. */
export const eventsParamsSchema = z.object({
  provider: z.enum(PREDICTION_PROVIDERS).optional(),
  includeMarkets: z.boolean().nullable().optional(),
  includeAllMarkets: z.boolean().optional(),
  ...startEnd,
  category: z.enum(EVENT_CATEGORIES).optional(),
  subcategory: z.string().min(1).optional(),
  sortBy: z.enum(EVENT_SORT_FIELDS).optional(),
  sortDirection: z.enum(SORT_DIRECTIONS).optional(),
  filter: z.enum(EVENT_FILTERS).optional(),
  tags: z.string().min(1).optional(),
});
export type EventsParams = z.output<typeof eventsParamsSchema>;

export const searchEventsParamsSchema = z.object({
  query: z.string().min(1).max(200),
  provider: z.enum(PREDICTION_PROVIDERS).optional(),
  limit: z.number().int().min(1).max(20).optional(),
});
export type SearchEventsParams = z.output<typeof searchEventsParamsSchema>;

export const eventParamsSchema = z.object({
  eventId: z.string().min(1),
  includeMarkets: z.boolean().nullable().optional(),
  includeAllMarkets: z.boolean().optional(),
});
export type EventParams = z.output<typeof eventParamsSchema>;

export const marketIdParamsSchema = z.object({ marketId: z.string().min(1) });
export type MarketIdParams = z.output<typeof marketIdParamsSchema>;

export const ordersParamsSchema = z.object({ ownerPubkey: addressSchema, ...startEnd });
export type OrdersParams = z.output<typeof ordersParamsSchema>;

export const orderStatusParamsSchema = z.object({ orderPubkey: addressSchema });
export type OrderStatusParams = z.output<typeof orderStatusParamsSchema>;

export const positionsParamsSchema = z.object({
  ownerPubkey: addressSchema,
  marketPubkey: addressSchema.optional(),
  marketId: z.string().min(1).optional(),
  isYes: queryBooleanSchema.optional(),
  ...startEnd,
});
export type PositionsParams = z.output<typeof positionsParamsSchema>;

export const historyParamsSchema = z.object({
  ownerPubkey: addressSchema,
  positionPubkey: addressSchema.optional(),
  id: z.number().int().min(1).optional(),
  ...startEnd,
});
export type HistoryParams = z.output<typeof historyParamsSchema>;

// ---------------------------------------------------------------- orders, positions, history (supplement §11)

export const orderSchema = z.looseObject({
  pubkey: z.string(),
  ownerPubkey: z.string(),
  owner: optString,
  market: optString,
  marketId: z.string(),
  marketIdHash: optString,
  eventId: optString,
  position: optString,
  status: tolerantEnum(ORDER_STATUSES),
  isYes: z.boolean(),
  isBuy: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number().nullable().optional(),
  /** 0 while pending. */
  filledAt: z.number().nullable().optional(),
  contracts: looseRawAmountSchema,
  filledContracts: looseRawAmountSchema.nullable().optional(),
  maxFillPriceUsd: microUsd.nullable().optional(),
  maxBuyPriceUsd: microUsd.nullable().optional(),
  minSellPriceUsd: microUsd.nullable().optional(),
  avgFillPriceUsd: microUsd.nullable().optional(),
  sizeUsd: microUsd.nullable().optional(),
  settled: z.boolean().nullable().optional(),
  orderId: optString,
  externalOrderId: optString,
  eventMetadata: eventMetadataSchema.nullable().optional(),
  marketMetadata: marketMetadataSchema.nullable().optional(),
  bump: z.number().nullable().optional(),
});
export type PredictionOrder = z.output<typeof orderSchema>;

export const orderListSchema = z.looseObject({ data: z.array(orderSchema), pagination: paginationSchema });
export type OrderList = z.output<typeof orderListSchema>;

const orderStatusHistoryEntrySchema = z.looseObject({
  eventType: z.string(),
  status: tolerantEnum(ORDER_FILL_STATUSES),
  rawStatus: optString,
  timestamp: z.number(),
  signature: optString,
  externalOrderId: optString,
  orderId: optString,
});

export const orderStatusSchema = z.looseObject({
  orderPubkey: z.string(),
  status: tolerantEnum(ORDER_FILL_STATUSES),
  latestEventType: optString,
  latestSignature: optString,
  externalOrderId: optString,
  orderId: optString,
  history: z.array(orderStatusHistoryEntrySchema),
});
export type OrderStatus = z.output<typeof orderStatusSchema>;

export const positionSchema = z.looseObject({
  pubkey: z.string(),
  ownerPubkey: z.string(),
  owner: optString,
  market: optString,
  marketId: z.string(),
  marketIdHash: optString,
  eventId: optString,
  isYes: z.boolean(),
  contracts: looseRawAmountSchema,
  contractsMicro: looseRawAmountSchema.nullable().optional(),
  contractsDecimal: optString,
  source: optString,
  maxSlippageBps: z.number().nullable().optional(),
  totalCostUsd: microUsd,
  sizeUsd: microUsd.nullable().optional(),
  /** Null once the market is closed. */
  valueUsd: microUsd.nullable().optional(),
  avgPriceUsd: microUsd.nullable().optional(),
  markPriceUsd: microUsd.nullable().optional(),
  sellPriceUsd: microUsd.nullable().optional(),
  pnlUsd: microUsd.nullable().optional(),
  pnlUsdPercent: z.number().nullable().optional(),
  pnlUsdAfterFees: microUsd.nullable().optional(),
  pnlUsdAfterFeesPercent: z.number().nullable().optional(),
  openOrders: z.number().nullable().optional(),
  feesPaidUsd: microUsd.nullable().optional(),
  /** A number on the wire (i64), still micro-USD. */
  realizedPnlUsd: microUsd.nullable().optional(),
  claimed: z.boolean(),
  claimedUsd: microUsd.nullable().optional(),
  claimable: z.boolean(),
  openedAt: z.number().nullable().optional(),
  updatedAt: z.number().nullable().optional(),
  claimableAt: z.number().nullable().optional(),
  settlementDate: z.number().nullable().optional(),
  payoutUsd: microUsd.nullable().optional(),
  bump: z.number().nullable().optional(),
  eventMetadata: eventMetadataSchema.nullable().optional(),
  marketMetadata: marketMetadataSchema.nullable().optional(),
});
export type Position = z.output<typeof positionSchema>;

export const positionListSchema = z.looseObject({ data: z.array(positionSchema), pagination: paginationSchema });
export type PositionList = z.output<typeof positionListSchema>;

export const historyEventSchema = z.looseObject({
  id: z.number(),
  eventType: tolerantEnum(HISTORY_EVENT_TYPES),
  signature: z.string(),
  timestamp: z.number(),
  slot: z.union([z.string(), z.number()]).nullable().optional(),
  orderPubkey: optString,
  positionPubkey: optString,
  marketId: optString,
  ownerPubkey: optString,
  keeperPubkey: optString,
  externalOrderId: optString,
  orderId: optString,
  eventId: optString,
  isBuy: z.boolean().nullable().optional(),
  isYes: z.boolean().nullable().optional(),
  contracts: looseRawAmountSchema.nullable().optional(),
  filledContracts: looseRawAmountSchema.nullable().optional(),
  contractsSettled: looseRawAmountSchema.nullable().optional(),
  maxFillPriceUsd: microUsd.nullable().optional(),
  avgFillPriceUsd: microUsd.nullable().optional(),
  maxBuyPriceUsd: microUsd.nullable().optional(),
  minSellPriceUsd: microUsd.nullable().optional(),
  depositAmountUsd: microUsd.nullable().optional(),
  totalCostUsd: microUsd.nullable().optional(),
  feeUsd: microUsd.nullable().optional(),
  grossProceedsUsd: microUsd.nullable().optional(),
  netProceedsUsd: microUsd.nullable().optional(),
  /** Raw token units of the deposit mint, not micro-USD. */
  transferAmountToken: looseRawAmountSchema.nullable().optional(),
  realizedPnl: microUsd.nullable().optional(),
  realizedPnlBeforeFees: microUsd.nullable().optional(),
  payoutAmountUsd: microUsd.nullable().optional(),
  eventMetadata: eventMetadataSchema.nullable().optional(),
  marketMetadata: marketMetadataSchema.nullable().optional(),
});
export type HistoryEvent = z.output<typeof historyEventSchema>;

export const historyListSchema = z.looseObject({ data: z.array(historyEventSchema), pagination: paginationSchema });
export type HistoryList = z.output<typeof historyListSchema>;

// ---------------------------------------------------------------- writes (supplement §11)

const contractsDecimalSchema = z.string().regex(/^\d+(\.\d+)?$/, 'expected a decimal number of contracts');

/**
 * `POST /orders`. Buys: `marketId` and `depositAmount` (raw units of `depositMint`, USDC by default, i.e. micro-USD;
 * at least 5 USD). Sells: `positionPubkey` and exactly one of the three contract fields.
 */
export const createOrderRequestSchema = z
  .object({
    ownerPubkey: addressSchema,
    marketId: z.string().min(1).optional(),
    isYes: z.boolean(),
    isBuy: z.boolean(),
    depositAmount: rawAmountSchema.optional(),
    depositMint: addressSchema.optional(),
    positionPubkey: addressSchema.optional(),
    contracts: rawAmountSchema.optional(),
    contractsMicro: rawAmountSchema.optional(),
    contractsDecimal: contractsDecimalSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const need = (field: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (v.isBuy) {
      if (v.marketId === undefined) need('marketId', 'required for a buy');
      if (v.depositAmount === undefined) need('depositAmount', 'required for a buy');
      else if (v.depositAmount < MIN_ORDER_MICRO_USD) need('depositAmount', 'Minimum order is $5');
      return;
    }
    if (v.positionPubkey === undefined) need('positionPubkey', 'required for a sell');
    const given = [v.contracts, v.contractsMicro, v.contractsDecimal].filter((x) => x !== undefined).length;
    if (given !== 1) need('contracts', 'a sell sends exactly one of contracts, contractsMicro, contractsDecimal');
  });
export type CreateOrderRequest = z.output<typeof createOrderRequestSchema>;

export const txMetaSchema = z.looseObject({
  blockhash: z.string(),
  lastValidBlockHeight: z.number().int().nonnegative(),
});
export type TxMeta = z.output<typeof txMetaSchema>;

/** The order a create / close response would place; every `*Usd` value is micro-USD. */
export const orderPreviewSchema = z.looseObject({
  /** Null for Forecast (`provider_c`) orders, which settle atomically. */
  orderPubkey: z.string().nullable(),
  orderAtaPubkey: optString,
  userPubkey: z.string(),
  marketId: z.string(),
  marketIdHash: optString,
  positionPubkey: optString,
  isBuy: z.boolean(),
  isYes: z.boolean(),
  contracts: looseRawAmountSchema,
  contractsMicro: looseRawAmountSchema.nullable().optional(),
  contractsDecimal: optString,
  newContracts: looseRawAmountSchema.nullable().optional(),
  newContractsMicro: looseRawAmountSchema.nullable().optional(),
  newContractsDecimal: optString,
  maxBuyPriceUsd: microUsd.nullable().optional(),
  minSellPriceUsd: microUsd.nullable().optional(),
  externalOrderId: optString,
  orderCostUsd: microUsd,
  newAvgPriceUsd: microUsd.nullable().optional(),
  newSizeUsd: microUsd.nullable().optional(),
  newPayoutUsd: microUsd.nullable().optional(),
  estimatedProtocolFeeUsd: microUsd.nullable().optional(),
  estimatedVenueFeeUsd: microUsd.nullable().optional(),
  estimatedTotalFeeUsd: microUsd.nullable().optional(),
  payoutUsd: microUsd.nullable().optional(),
  slippageBps: z.number().nullable().optional(),
  maxSlippageBps: z.number().nullable().optional(),
});
export type OrderPreview = z.output<typeof orderPreviewSchema>;

/**
 * Create order, close position. `execution.context` is opaque: pass it back untouched to `POST /execute`
 * (required there for Forecast, whose orders must go through `/execute`).
 */
export const createOrderResponseSchema = z.looseObject({
  transaction: base64TxSchema.nullable(),
  txMeta: txMetaSchema.nullable(),
  requiredSigners: z.array(z.string()),
  execution: z
    .looseObject({ endpoint: z.string(), context: z.record(z.string(), z.unknown()) })
    .nullable()
    .optional(),
  externalOrderId: optString,
  executionModel: tolerantEnum(['atomic_swap']).nullable().optional(),
  settlement: tolerantEnum(['auto']).nullable().optional(),
  jupiterSwapRequestId: optString,
  order: orderPreviewSchema,
});
export type CreateOrderResponse = z.output<typeof createOrderResponseSchema>;

export const executeOrderRequestSchema = z.object({
  signedTransaction: base64TxSchema.min(1),
  context: z.record(z.string(), z.unknown()).optional(),
  requestId: z.string().min(1).optional(),
});
export type ExecuteOrderRequest = z.output<typeof executeOrderRequestSchema>;

export const executeOrderResponseSchema = z.looseObject({
  status: tolerantEnum(EXECUTE_STATUSES),
  signature: z.string().nullable(),
  error: z.string().nullable(),
  requestId: z.string().optional(),
});
export type ExecuteOrderResponse = z.output<typeof executeOrderResponseSchema>;

export const positionActionParamsSchema = z.object({ positionPubkey: addressSchema, ownerPubkey: addressSchema });
export type PositionActionParams = z.output<typeof positionActionParamsSchema>;

export const closeAllPositionsRequestSchema = z.object({
  ownerPubkey: addressSchema,
  minSellPriceSlippageBps: z.number().int().min(0).max(10_000),
});
export type CloseAllPositionsRequest = z.output<typeof closeAllPositionsRequestSchema>;

export const closeAllPositionsResponseSchema = z.looseObject({ data: z.array(createOrderResponseSchema) });
export type CloseAllPositionsResponse = z.output<typeof closeAllPositionsResponseSchema>;

export const claimPositionResponseSchema = z.looseObject({
  transaction: base64TxSchema,
  txMeta: txMetaSchema,
  position: z.looseObject({
    positionPubkey: z.string(),
    marketPubkey: optString,
    userPubkey: optString,
    ownerPubkey: z.string(),
    isYes: z.boolean(),
    contracts: looseRawAmountSchema,
    contractsMicro: looseRawAmountSchema.nullable().optional(),
    contractsDecimal: optString,
    payoutAmountUsd: microUsd,
  }),
});
export type ClaimPositionResponse = z.output<typeof claimPositionResponseSchema>;

// ---------------------------------------------------------------- trades, profiles, scores (supplement §11)

export const TRADE_ACTIONS = ['buy', 'sell'] as const;

export const tradeSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  ownerPubkey: z.string(),
  marketId: z.string(),
  message: optString,
  timestamp: z.number(),
  action: tolerantEnum(TRADE_ACTIONS),
  side: tolerantEnum(['yes', 'no']),
  eventTitle: optString,
  marketTitle: optString,
  amountUsd: microUsd,
  priceUsd: microUsd,
  eventImageUrl: safeUrlSchema,
  eventId: optString,
  isTeamMarket: z.boolean().nullable().optional(),
  marketOptions: z.array(marketOptionSchema).nullable().optional(),
});
export type Trade = z.output<typeof tradeSchema>;
export const tradeListSchema = z.looseObject({ data: z.array(tradeSchema) });
/** The supplement lists no query for `/trades`; `marketId` / `eventId` narrow it where the service supports them. */
export const tradesParamsSchema = z.object({
  marketId: z.string().min(1).optional(),
  eventId: z.string().min(1).optional(),
});
export type TradesParams = z.output<typeof tradesParamsSchema>;

export const profileSchema = z.looseObject({
  ownerPubkey: z.string(),
  realizedPnlUsd: microUsd,
  totalVolumeUsd: microUsd,
  predictionsCount: looseRawAmountSchema,
  correctPredictions: looseRawAmountSchema,
  wrongPredictions: looseRawAmountSchema,
  totalActiveContracts: looseRawAmountSchema.nullable().optional(),
  totalPositionsValueUsd: microUsd.nullable().optional(),
});
export type Profile = z.output<typeof profileSchema>;
export const ownerParamsSchema = z.object({ ownerPubkey: addressSchema });

export const PNL_INTERVALS = ['24h', '1w', '1m'] as const;
export const pnlHistoryParamsSchema = z.object({
  ownerPubkey: addressSchema,
  interval: z.enum(PNL_INTERVALS).optional(),
  count: z.number().int().min(1).max(1000).optional(),
});
export type PnlHistoryParams = z.output<typeof pnlHistoryParamsSchema>;
export const pnlHistorySchema = z.looseObject({
  ownerPubkey: z.string(),
  history: z.array(z.looseObject({ timestamp: z.number(), realizedPnlUsd: microUsd })),
});
export type PnlHistory = z.output<typeof pnlHistorySchema>;

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
  live: z.boolean().nullable().optional(),
  ended: z.boolean().nullable().optional(),
});
export type GameScore = z.output<typeof gameScoreSchema>;

export const tradingStatusSchema = z.looseObject({ trading_active: z.boolean() });

/** Sandbox extension (the service documents no price history, feature-anchors §6 GAP): the YES price over time. */
export const priceHistoryParamsSchema = z.object({
  marketId: z.string().min(1),
  interval: z.enum(['24h', '1w']).optional(),
});
export const priceHistorySchema = z.looseObject({
  marketId: z.string(),
  history: z.array(z.looseObject({ timestamp: z.number(), priceUsd: microUsd })),
});
export type PriceHistory = z.output<typeof priceHistorySchema>;
