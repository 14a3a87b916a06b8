import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
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
  positionsParamsSchema,
  searchEventsParamsSchema,
  type ClaimPositionResponse,
  type CloseAllPositionsRequest,
  type CloseAllPositionsResponse,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type EventList,
  type EventParams,
  type EventSearchResult,
  type EventsParams,
  type ExecuteOrderRequest,
  type ExecuteOrderResponse,
  type HistoryList,
  type HistoryParams,
  type Market,
  type MarketIdParams,
  type Orderbook,
  type OrderList,
  type OrdersParams,
  type OrderStatus,
  type OrderStatusParams,
  type PositionActionParams,
  type PositionList,
  type PositionsParams,
  type PredictionEvent,
  type SearchEventsParams,
} from './schemas';

const BASE = '/prediction/v1';
const seg = encodeURIComponent;

/** GET /prediction/v1/events — list events with the filters of spec §4.11. */
export async function getEvents(client: ApiClient, params: EventsParams, signal?: AbortSignal): Promise<EventList> {
  const query = encodeRequest(eventsParamsSchema, params, 'prediction events');
  return client.request({ method: 'GET', path: `${BASE}/events`, query, schema: eventListSchema, signal });
}

/** GET /prediction/v1/events/search — events whose title matches `query`. */
export async function searchEvents(
  client: ApiClient,
  params: SearchEventsParams,
  signal?: AbortSignal,
): Promise<EventSearchResult> {
  const query = encodeRequest(searchEventsParamsSchema, params, 'prediction event search');
  return client.request({
    method: 'GET',
    path: `${BASE}/events/search`,
    query,
    schema: eventSearchResultSchema,
    signal,
  });
}

/** GET /prediction/v1/events/{eventId} — one event, optionally with its markets. */
export async function getEvent(client: ApiClient, params: EventParams, signal?: AbortSignal): Promise<PredictionEvent> {
  const { eventId, ...query } = encodeRequest(eventParamsSchema, params, 'prediction event');
  return client.request({ method: 'GET', path: `${BASE}/events/${seg(eventId)}`, query, schema: eventSchema, signal });
}

/** GET /prediction/v1/markets/{marketId} — one market (spec §2.7). */
export async function getMarket(client: ApiClient, params: MarketIdParams, signal?: AbortSignal): Promise<Market> {
  const { marketId } = encodeRequest(marketIdParamsSchema, params, 'prediction market');
  return client.request({ method: 'GET', path: `${BASE}/markets/${seg(marketId)}`, schema: marketSchema, signal });
}

/** GET /prediction/v1/orderbook/{marketId} — depth of a market; null when the market has no book. */
export async function getOrderbook(
  client: ApiClient,
  params: MarketIdParams,
  signal?: AbortSignal,
): Promise<Orderbook> {
  const { marketId } = encodeRequest(marketIdParamsSchema, params, 'prediction orderbook');
  return client.request({ method: 'GET', path: `${BASE}/orderbook/${seg(marketId)}`, schema: orderbookSchema, signal });
}

/** POST /prediction/v1/orders — craft an unsigned buy or sell order transaction. */
export async function createOrder(
  client: ApiClient,
  params: CreateOrderRequest,
  signal?: AbortSignal,
): Promise<CreateOrderResponse> {
  const json = encodeRequest(createOrderRequestSchema, params, 'prediction order');
  return client.request({ method: 'POST', path: `${BASE}/orders`, json, schema: createOrderResponseSchema, signal });
}

/** GET /prediction/v1/orders — a wallet's orders. */
export async function getOrders(client: ApiClient, params: OrdersParams, signal?: AbortSignal): Promise<OrderList> {
  const query = encodeRequest(ordersParamsSchema, params, 'prediction orders');
  return client.request({ method: 'GET', path: `${BASE}/orders`, query, schema: orderListSchema, signal });
}

/** GET /prediction/v1/orders/status/{orderPubkey} — fill status of a keeper-filled order with its history. */
export async function getOrderStatus(
  client: ApiClient,
  params: OrderStatusParams,
  signal?: AbortSignal,
): Promise<OrderStatus> {
  const { orderPubkey } = encodeRequest(orderStatusParamsSchema, params, 'prediction order status');
  const path = `${BASE}/orders/status/${seg(orderPubkey)}`;
  return client.request({ method: 'GET', path, schema: orderStatusSchema, signal });
}

/** POST /prediction/v1/execute — land a signed order transaction (required for Forecast orders). */
export async function executeOrder(
  client: ApiClient,
  params: ExecuteOrderRequest,
  signal?: AbortSignal,
): Promise<ExecuteOrderResponse> {
  const json = encodeRequest(executeOrderRequestSchema, params, 'prediction execute');
  return client.request({ method: 'POST', path: `${BASE}/execute`, json, schema: executeOrderResponseSchema, signal });
}

/** GET /prediction/v1/positions — a wallet's positions, optionally for one market or side. */
export async function getPositions(
  client: ApiClient,
  params: PositionsParams,
  signal?: AbortSignal,
): Promise<PositionList> {
  const query = encodeRequest(positionsParamsSchema, params, 'prediction positions');
  return client.request({ method: 'GET', path: `${BASE}/positions`, query, schema: positionListSchema, signal });
}

/** DELETE /prediction/v1/positions/{positionPubkey} — craft a sell of the whole position. */
export async function closePosition(
  client: ApiClient,
  params: PositionActionParams,
  signal?: AbortSignal,
): Promise<CreateOrderResponse> {
  const { positionPubkey, ownerPubkey } = encodeRequest(positionActionParamsSchema, params, 'prediction close');
  const path = `${BASE}/positions/${seg(positionPubkey)}`;
  return client.request({ method: 'DELETE', path, json: { ownerPubkey }, schema: createOrderResponseSchema, signal });
}

/** DELETE /prediction/v1/positions — craft sells of every open position of a wallet. */
export async function closeAllPositions(
  client: ApiClient,
  params: CloseAllPositionsRequest,
  signal?: AbortSignal,
): Promise<CloseAllPositionsResponse> {
  const json = encodeRequest(closeAllPositionsRequestSchema, params, 'prediction close all');
  const schema = closeAllPositionsResponseSchema;
  return client.request({ method: 'DELETE', path: `${BASE}/positions`, json, schema, signal });
}

/** POST /prediction/v1/positions/{positionPubkey}/claim — craft the payout claim of a settled winning position. */
export async function claimPosition(
  client: ApiClient,
  params: PositionActionParams,
  signal?: AbortSignal,
): Promise<ClaimPositionResponse> {
  const { positionPubkey, ownerPubkey } = encodeRequest(positionActionParamsSchema, params, 'prediction claim');
  const path = `${BASE}/positions/${seg(positionPubkey)}/claim`;
  return client.request({ method: 'POST', path, json: { ownerPubkey }, schema: claimPositionResponseSchema, signal });
}

/** GET /prediction/v1/history — a wallet's order, position and payout events. */
export async function getHistory(client: ApiClient, params: HistoryParams, signal?: AbortSignal): Promise<HistoryList> {
  const query = encodeRequest(historyParamsSchema, params, 'prediction history');
  return client.request({ method: 'GET', path: `${BASE}/history`, query, schema: historyListSchema, signal });
}
