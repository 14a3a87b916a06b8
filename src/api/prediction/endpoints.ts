import { endpoint, endpointFunctions } from '../endpoint';
import {
  claimPositionResponseSchema,
  closeAllPositionsRequestSchema,
  closeAllPositionsResponseSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  eventListSchema,
  eventParamsSchema,
  eventSchema,
  eventSearchResultSchema,
  eventsParamsSchema,
  executeOrderRequestSchema,
  executeOrderResponseSchema,
  historyListSchema,
  historyParamsSchema,
  marketIdParamsSchema,
  marketSchema,
  orderbookSchema,
  orderListSchema,
  ordersParamsSchema,
  orderStatusParamsSchema,
  orderStatusSchema,
  positionActionParamsSchema,
  positionListSchema,
  ownerParamsSchema,
  pnlHistoryParamsSchema,
  pnlHistorySchema,
  positionsParamsSchema,
  priceHistoryParamsSchema,
  priceHistorySchema,
  profileSchema,
  searchEventsParamsSchema,
  tradeListSchema,
  tradesParamsSchema,
  tradingStatusSchema,
} from './schemas';

const BASE = '/prediction/v1';

const predictionEndpoints = {
  /** List events with the filters of spec §4.11. */
  getEvents: endpoint({ method: 'GET', path: `${BASE}/events`, input: eventsParamsSchema, response: eventListSchema }),
  /** Events whose title matches `query`. */
  searchEvents: endpoint({
    method: 'GET',
    path: `${BASE}/events/search`,
    input: searchEventsParamsSchema,
    response: eventSearchResultSchema,
  }),
  /** One event, optionally with its markets. */
  getEvent: endpoint({
    method: 'GET',
    path: `${BASE}/events/{eventId}`,
    input: eventParamsSchema,
    response: eventSchema,
  }),
  /** One market (spec §2.7). */
  getMarket: endpoint({
    method: 'GET',
    path: `${BASE}/markets/{marketId}`,
    input: marketIdParamsSchema,
    response: marketSchema,
  }),
  /** Depth of a market; null when the market has no book. */
  getOrderbook: endpoint({
    method: 'GET',
    path: `${BASE}/orderbook/{marketId}`,
    input: marketIdParamsSchema,
    response: orderbookSchema,
  }),
  /** Craft an unsigned buy or sell order transaction. */
  createOrder: endpoint({
    method: 'POST',
    path: `${BASE}/orders`,
    input: createOrderRequestSchema,
    response: createOrderResponseSchema,
  }),
  /** A wallet's orders. */
  getOrders: endpoint({ method: 'GET', path: `${BASE}/orders`, input: ordersParamsSchema, response: orderListSchema }),
  /** Fill status of a keeper-filled order with its history. */
  getOrderStatus: endpoint({
    method: 'GET',
    path: `${BASE}/orders/status/{orderPubkey}`,
    input: orderStatusParamsSchema,
    response: orderStatusSchema,
  }),
  /** Land a signed order transaction (required for Forecast orders). */
  executeOrder: endpoint({
    method: 'POST',
    path: `${BASE}/execute`,
    input: executeOrderRequestSchema,
    response: executeOrderResponseSchema,
  }),
  /** A wallet's positions, optionally for one market or side. */
  getPositions: endpoint({
    method: 'GET',
    path: `${BASE}/positions`,
    input: positionsParamsSchema,
    response: positionListSchema,
  }),
  /** Craft a sell of the whole position (`ownerPubkey` in the body). */
  closePosition: endpoint({
    method: 'DELETE',
    path: `${BASE}/positions/{positionPubkey}`,
    input: positionActionParamsSchema,
    response: createOrderResponseSchema,
  }),
  /** Craft sells of every open position of a wallet. */
  closeAllPositions: endpoint({
    method: 'DELETE',
    path: `${BASE}/positions`,
    input: closeAllPositionsRequestSchema,
    response: closeAllPositionsResponseSchema,
  }),
  /** Craft the payout claim of a settled winning position. */
  claimPosition: endpoint({
    method: 'POST',
    path: `${BASE}/positions/{positionPubkey}/claim`,
    input: positionActionParamsSchema,
    response: claimPositionResponseSchema,
  }),
  /** A wallet's order, position and payout events. */
  getHistory: endpoint({
    method: 'GET',
    path: `${BASE}/history`,
    input: historyParamsSchema,
    response: historyListSchema,
  }),
  /** Recent trades (the global feed; narrowed to a market where the service supports it). */
  getTrades: endpoint({ method: 'GET', path: `${BASE}/trades`, input: tradesParamsSchema, response: tradeListSchema }),
  /** A wallet's prediction totals. */
  getProfile: endpoint({
    method: 'GET',
    path: `${BASE}/profiles/{ownerPubkey}`,
    input: ownerParamsSchema,
    response: profileSchema,
  }),
  /** A wallet's realised P&L over time. */
  getPnlHistory: endpoint({
    method: 'GET',
    path: `${BASE}/profiles/{ownerPubkey}/pnl-history`,
    input: pnlHistoryParamsSchema,
    response: pnlHistorySchema,
  }),
  /** A market's YES price over time (a sandbox extension; the service has none). */
  getPriceHistory: endpoint({
    method: 'GET',
    path: `${BASE}/markets/{marketId}/price-history`,
    input: priceHistoryParamsSchema,
    response: priceHistorySchema,
  }),
  /** Whether the exchange takes orders now. */
  getTradingStatus: endpoint({ method: 'GET', path: `${BASE}/trading-status`, response: tradingStatusSchema }),
};

export const {
  getEvents,
  searchEvents,
  getEvent,
  getMarket,
  getOrderbook,
  createOrder,
  getOrders,
  getOrderStatus,
  executeOrder,
  getPositions,
  closePosition,
  closeAllPositions,
  claimPosition,
  getHistory,
  getTrades,
  getProfile,
  getPnlHistory,
  getTradingStatus,
  getPriceHistory,
} = endpointFunctions(predictionEndpoints);
