import * as z from 'zod/mini';
import {
  addressSchema,
  base64TxSchema,
  looseRawAmountSchema,
  rawAmountSchema,
  safeUrlSchema,
  tolerantEnum,
} from '../common';
import {
  eventMetadataSchema,
  MARKET_RESULTS,
  MARKET_STATUSES,
  marketOptionSchema,
  microUsd,
  optString,
  providerSchema,
  paginationSchema,
  startEnd,
} from './event-schemas';

// The events a first paint needs live in event-schemas.ts (the page's first-load budget); the rest is here.
export * from './event-schemas';

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

export const queryBooleanSchema = z.codec(z.enum(['true', 'false']), z.boolean(), {
  decode: (s) => s === 'true',
  encode: (b) => (b ? 'true' : 'false'),
});

/** Nested in orders, positions and history (never in a market since Versioning 5). */
export const marketMetadataSchema = z.looseObject({
  // Display and links only (the position's own `marketId` decides); the published positions leave it out.
  marketId: optString,
  eventId: optString,
  title: optString,
  subtitle: optString,
  description: optString,
  provider: z.optional(z.nullable(providerSchema)),
  status: z.optional(z.nullable(tolerantEnum(MARKET_STATUSES))),
  result: z.optional(z.nullable(tolerantEnum(MARKET_RESULTS))),
  openTime: z.optional(z.nullable(z.number())),
  closeTime: z.optional(z.nullable(z.number())),
  isTeamMarket: z.optional(z.nullable(z.boolean())),
  marketOptions: z.optional(z.nullable(z.array(marketOptionSchema))),
  rulesPrimary: optString,
  rulesSecondary: optString,
});
export type MarketMetadata = z.output<typeof marketMetadataSchema>;

/** `[priceCents, size]` levels, plus `[priceDollarsString, size]`, ascending by price; null without a book. */
const level = <P extends z.ZodMiniType>(price: P) => z.tuple([price, z.number()], z.unknown());
export const orderbookSchema = z.nullable(
  z.looseObject({
    yes: z.array(level(z.number())),
    no: z.array(level(z.number())),
    yes_dollars: z.array(level(z.string())),
    no_dollars: z.array(level(z.string())),
  }),
);
export type Orderbook = z.output<typeof orderbookSchema>;

export const eventParamsSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  includeMarkets: z.optional(z.nullable(z.boolean())),
  includeAllMarkets: z.optional(z.boolean()),
});
export type EventParams = z.output<typeof eventParamsSchema>;

export const marketIdParamsSchema = z.object({ marketId: z.string().check(z.minLength(1)) });
export type MarketIdParams = z.output<typeof marketIdParamsSchema>;

export const ordersParamsSchema = z.object({ ownerPubkey: addressSchema, ...startEnd });
export type OrdersParams = z.output<typeof ordersParamsSchema>;

export const orderStatusParamsSchema = z.object({ orderPubkey: addressSchema });
export type OrderStatusParams = z.output<typeof orderStatusParamsSchema>;

export const positionsParamsSchema = z.object({
  ownerPubkey: addressSchema,
  marketPubkey: z.optional(addressSchema),
  marketId: z.optional(z.string().check(z.minLength(1))),
  isYes: z.optional(queryBooleanSchema),
  ...startEnd,
});
export type PositionsParams = z.output<typeof positionsParamsSchema>;

export const historyParamsSchema = z.object({
  ownerPubkey: addressSchema,
  positionPubkey: z.optional(addressSchema),
  id: z.optional(z.int().check(z.gte(1))),
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
  updatedAt: z.optional(z.nullable(z.number())),
  filledAt: z.optional(z.nullable(z.number())),
  contracts: looseRawAmountSchema,
  filledContracts: z.optional(z.nullable(looseRawAmountSchema)),
  maxFillPriceUsd: z.optional(z.nullable(microUsd)),
  maxBuyPriceUsd: z.optional(z.nullable(microUsd)),
  minSellPriceUsd: z.optional(z.nullable(microUsd)),
  avgFillPriceUsd: z.optional(z.nullable(microUsd)),
  sizeUsd: z.optional(z.nullable(microUsd)),
  settled: z.optional(z.nullable(z.boolean())),
  orderId: optString,
  externalOrderId: optString,
  eventMetadata: z.optional(z.nullable(eventMetadataSchema)),
  marketMetadata: z.optional(z.nullable(marketMetadataSchema)),
  bump: z.optional(z.nullable(z.number())),
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
  contractsMicro: z.optional(z.nullable(looseRawAmountSchema)),
  contractsDecimal: optString,
  source: optString,
  maxSlippageBps: z.optional(z.nullable(z.number())),
  totalCostUsd: microUsd,
  sizeUsd: z.optional(z.nullable(microUsd)),
  /** Null once the market is closed. */
  valueUsd: z.optional(z.nullable(microUsd)),
  avgPriceUsd: z.optional(z.nullable(microUsd)),
  markPriceUsd: z.optional(z.nullable(microUsd)),
  sellPriceUsd: z.optional(z.nullable(microUsd)),
  pnlUsd: z.optional(z.nullable(microUsd)),
  pnlUsdPercent: z.optional(z.nullable(z.number())),
  pnlUsdAfterFees: z.optional(z.nullable(microUsd)),
  pnlUsdAfterFeesPercent: z.optional(z.nullable(z.number())),
  openOrders: z.optional(z.nullable(z.number())),
  feesPaidUsd: z.optional(z.nullable(microUsd)),
  /** A number on the wire (i64), still micro-USD. */
  realizedPnlUsd: z.optional(z.nullable(microUsd)),
  claimed: z.boolean(),
  claimedUsd: z.optional(z.nullable(microUsd)),
  claimable: z.boolean(),
  openedAt: z.optional(z.nullable(z.number())),
  updatedAt: z.optional(z.nullable(z.number())),
  claimableAt: z.optional(z.nullable(z.number())),
  settlementDate: z.optional(z.nullable(z.number())),
  payoutUsd: z.optional(z.nullable(microUsd)),
  bump: z.optional(z.nullable(z.number())),
  eventMetadata: z.optional(z.nullable(eventMetadataSchema)),
  marketMetadata: z.optional(z.nullable(marketMetadataSchema)),
});
export type Position = z.output<typeof positionSchema>;

export const positionListSchema = z.looseObject({ data: z.array(positionSchema), pagination: paginationSchema });
export type PositionList = z.output<typeof positionListSchema>;

export const historyEventSchema = z.looseObject({
  id: z.number(),
  eventType: tolerantEnum(HISTORY_EVENT_TYPES),
  signature: z.string(),
  timestamp: z.number(),
  slot: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  orderPubkey: optString,
  positionPubkey: optString,
  marketId: optString,
  ownerPubkey: optString,
  keeperPubkey: optString,
  externalOrderId: optString,
  orderId: optString,
  eventId: optString,
  isBuy: z.optional(z.nullable(z.boolean())),
  isYes: z.optional(z.nullable(z.boolean())),
  contracts: z.optional(z.nullable(looseRawAmountSchema)),
  filledContracts: z.optional(z.nullable(looseRawAmountSchema)),
  contractsSettled: z.optional(z.nullable(looseRawAmountSchema)),
  maxFillPriceUsd: z.optional(z.nullable(microUsd)),
  avgFillPriceUsd: z.optional(z.nullable(microUsd)),
  maxBuyPriceUsd: z.optional(z.nullable(microUsd)),
  minSellPriceUsd: z.optional(z.nullable(microUsd)),
  depositAmountUsd: z.optional(z.nullable(microUsd)),
  totalCostUsd: z.optional(z.nullable(microUsd)),
  feeUsd: z.optional(z.nullable(microUsd)),
  grossProceedsUsd: z.optional(z.nullable(microUsd)),
  netProceedsUsd: z.optional(z.nullable(microUsd)),
  /** Raw token units of the deposit mint, not micro-USD. */
  transferAmountToken: z.optional(z.nullable(looseRawAmountSchema)),
  realizedPnl: z.optional(z.nullable(microUsd)),
  realizedPnlBeforeFees: z.optional(z.nullable(microUsd)),
  payoutAmountUsd: z.optional(z.nullable(microUsd)),
  eventMetadata: z.optional(z.nullable(eventMetadataSchema)),
  marketMetadata: z.optional(z.nullable(marketMetadataSchema)),
});
export type HistoryEvent = z.output<typeof historyEventSchema>;

export const historyListSchema = z.looseObject({ data: z.array(historyEventSchema), pagination: paginationSchema });
export type HistoryList = z.output<typeof historyListSchema>;

// ---------------------------------------------------------------- writes (supplement §11)

const contractsDecimalSchema = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'expected a decimal number of contracts'));

/** `POST /orders` (supplement §11): buys name `marketId` + `depositAmount` (≥ 5 USD), sells one contract field. */
export const createOrderRequestSchema = z
  .object({
    ownerPubkey: addressSchema,
    marketId: z.optional(z.string().check(z.minLength(1))),
    isYes: z.boolean(),
    isBuy: z.boolean(),
    depositAmount: z.optional(rawAmountSchema),
    depositMint: z.optional(addressSchema),
    positionPubkey: z.optional(addressSchema),
    contracts: z.optional(rawAmountSchema),
    contractsMicro: z.optional(rawAmountSchema),
    contractsDecimal: z.optional(contractsDecimalSchema),
  })
  .check(
    z.superRefine((v, ctx) => {
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
    }),
  );
export type CreateOrderRequest = z.output<typeof createOrderRequestSchema>;

export const txMetaSchema = z.looseObject({
  blockhash: z.string(),
  lastValidBlockHeight: z.int().check(z.nonnegative()),
});
export type TxMeta = z.output<typeof txMetaSchema>;

export const orderPreviewSchema = z.looseObject({
  /** Null for Forecast (`provider_c`) orders, which settle atomically. */
  orderPubkey: z.nullable(z.string()),
  orderAtaPubkey: optString,
  userPubkey: z.string(),
  marketId: z.string(),
  marketIdHash: optString,
  positionPubkey: optString,
  isBuy: z.boolean(),
  isYes: z.boolean(),
  contracts: looseRawAmountSchema,
  contractsMicro: z.optional(z.nullable(looseRawAmountSchema)),
  contractsDecimal: optString,
  newContracts: z.optional(z.nullable(looseRawAmountSchema)),
  newContractsMicro: z.optional(z.nullable(looseRawAmountSchema)),
  newContractsDecimal: optString,
  maxBuyPriceUsd: z.optional(z.nullable(microUsd)),
  minSellPriceUsd: z.optional(z.nullable(microUsd)),
  externalOrderId: optString,
  orderCostUsd: microUsd,
  newAvgPriceUsd: z.optional(z.nullable(microUsd)),
  newSizeUsd: z.optional(z.nullable(microUsd)),
  newPayoutUsd: z.optional(z.nullable(microUsd)),
  estimatedProtocolFeeUsd: z.optional(z.nullable(microUsd)),
  estimatedVenueFeeUsd: z.optional(z.nullable(microUsd)),
  estimatedTotalFeeUsd: z.optional(z.nullable(microUsd)),
  payoutUsd: z.optional(z.nullable(microUsd)),
  slippageBps: z.optional(z.nullable(z.number())),
  maxSlippageBps: z.optional(z.nullable(z.number())),
});
export type OrderPreview = z.output<typeof orderPreviewSchema>;

/** `execution.context` is opaque: pass it back untouched to `POST /execute` (required for Forecast). */
export const createOrderResponseSchema = z.looseObject({
  transaction: z.nullable(base64TxSchema),
  txMeta: z.nullable(txMetaSchema),
  requiredSigners: z.array(z.string()),
  execution: z.optional(
    z.nullable(z.looseObject({ endpoint: z.string(), context: z.record(z.string(), z.unknown()) })),
  ),
  externalOrderId: optString,
  executionModel: z.optional(z.nullable(tolerantEnum(['atomic_swap']))),
  settlement: z.optional(z.nullable(tolerantEnum(['auto']))),
  jupiterSwapRequestId: optString,
  order: orderPreviewSchema,
});
export type CreateOrderResponse = z.output<typeof createOrderResponseSchema>;

export const executeOrderRequestSchema = z.object({
  signedTransaction: base64TxSchema.check(z.minLength(1)),
  context: z.optional(z.record(z.string(), z.unknown())),
  requestId: z.optional(z.string().check(z.minLength(1))),
});
export type ExecuteOrderRequest = z.output<typeof executeOrderRequestSchema>;

export const executeOrderResponseSchema = z.looseObject({
  status: tolerantEnum(EXECUTE_STATUSES),
  signature: z.nullable(z.string()),
  error: z.nullable(z.string()),
  requestId: z.optional(z.string()),
});
export type ExecuteOrderResponse = z.output<typeof executeOrderResponseSchema>;

export const positionActionParamsSchema = z.object({ positionPubkey: addressSchema, ownerPubkey: addressSchema });
export type PositionActionParams = z.output<typeof positionActionParamsSchema>;

export const closeAllPositionsRequestSchema = z.object({
  ownerPubkey: addressSchema,
  minSellPriceSlippageBps: z.int().check(z.gte(0), z.lte(10_000)),
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
    // The signing check binds the owner from the wallet, not from here; the published claim names none.
    ownerPubkey: optString,
    isYes: z.boolean(),
    contracts: looseRawAmountSchema,
    contractsMicro: z.optional(z.nullable(looseRawAmountSchema)),
    contractsDecimal: optString,
    // Only compared with what the position showed, never the bound: absent is fine.
    payoutAmountUsd: z.optional(z.nullable(microUsd)),
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
  isTeamMarket: z.optional(z.nullable(z.boolean())),
  marketOptions: z.optional(z.nullable(z.array(marketOptionSchema))),
});
export type Trade = z.output<typeof tradeSchema>;
export const tradeListSchema = z.looseObject({ data: z.array(tradeSchema) });
/** The supplement lists no query for `/trades`; `marketId` / `eventId` narrow it where the service supports them. */
export const tradesParamsSchema = z.object({
  marketId: z.optional(z.string().check(z.minLength(1))),
  eventId: z.optional(z.string().check(z.minLength(1))),
});
export type TradesParams = z.output<typeof tradesParamsSchema>;

export const profileSchema = z.looseObject({
  ownerPubkey: z.string(),
  realizedPnlUsd: microUsd,
  totalVolumeUsd: microUsd,
  predictionsCount: looseRawAmountSchema,
  correctPredictions: looseRawAmountSchema,
  wrongPredictions: looseRawAmountSchema,
  totalActiveContracts: z.optional(z.nullable(looseRawAmountSchema)),
  totalPositionsValueUsd: z.optional(z.nullable(microUsd)),
});
export type Profile = z.output<typeof profileSchema>;
export const ownerParamsSchema = z.object({ ownerPubkey: addressSchema });

export const LEADERBOARD_PERIODS = ['all_time', 'monthly', 'weekly'] as const;
export const LEADERBOARD_METRICS = ['pnl', 'volume', 'win_rate'] as const;
export const leaderboardParamsSchema = z.object({
  period: z.optional(z.enum(LEADERBOARD_PERIODS)),
  metric: z.optional(z.enum(LEADERBOARD_METRICS)),
  limit: z.optional(z.int().check(z.gte(1), z.lte(100))),
});
export type LeaderboardParams = z.output<typeof leaderboardParamsSchema>;
/** Supplement §11 `GET /leaderboards`: ranked traders; `winRate` is a fraction from 0 to 1. */
export const leaderboardSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      rank: z.number(),
      ownerPubkey: z.string(),
      realizedPnlUsd: microUsd,
      totalVolumeUsd: microUsd,
      winRate: z.optional(z.nullable(z.number())),
      predictionsCount: z.optional(z.nullable(looseRawAmountSchema)),
    }),
  ),
});
export type Leaderboard = z.output<typeof leaderboardSchema>;

export const PNL_INTERVALS = ['24h', '1w', '1m'] as const;
export const pnlHistoryParamsSchema = z.object({
  ownerPubkey: addressSchema,
  interval: z.optional(z.enum(PNL_INTERVALS)),
  count: z.optional(z.int().check(z.gte(1), z.lte(1000))),
});
export type PnlHistoryParams = z.output<typeof pnlHistoryParamsSchema>;
export const pnlHistorySchema = z.looseObject({
  ownerPubkey: z.string(),
  history: z.array(z.looseObject({ timestamp: z.number(), realizedPnlUsd: microUsd })),
});
export type PnlHistory = z.output<typeof pnlHistorySchema>;

/** Sandbox extension (the service documents no price history, feature-anchors §6 GAP): the YES price over time. */
export const priceHistoryParamsSchema = z.object({
  marketId: z.string().check(z.minLength(1)),
  interval: z.optional(z.enum(['24h', '1w'])),
});
export const priceHistorySchema = z.looseObject({
  marketId: z.string(),
  history: z.array(z.looseObject({ timestamp: z.number(), priceUsd: microUsd })),
});
export type PriceHistory = z.output<typeof priceHistorySchema>;
