import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
import {
  cancelOrderRequestSchema,
  cancelOrderResponseSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  executeRecurringRequestSchema,
  executeRecurringResponseSchema,
  getRecurringOrdersParamsSchema,
  getRecurringOrdersResponseSchema,
  type CancelOrderRequest,
  type CancelOrderResponse,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type ExecuteRecurringRequest,
  type ExecuteRecurringResponse,
  type GetRecurringOrdersParams,
  type GetRecurringOrdersResponse,
} from './schemas';

const BASE = '/recurring/v1';

/** POST /recurring/v1/createOrder — an unsigned transaction opening a time-based DCA order. */
export async function createOrder(
  client: ApiClient,
  params: CreateOrderRequest,
  signal?: AbortSignal,
): Promise<CreateOrderResponse> {
  const json = encodeRequest(createOrderRequestSchema, params, 'recurring create order');
  return client.request({
    method: 'POST',
    path: `${BASE}/createOrder`,
    json,
    schema: createOrderResponseSchema,
    signal,
  });
}

/** POST /recurring/v1/cancelOrder — an unsigned transaction closing one recurring order. */
export async function cancelOrder(
  client: ApiClient,
  params: CancelOrderRequest,
  signal?: AbortSignal,
): Promise<CancelOrderResponse> {
  const json = encodeRequest(cancelOrderRequestSchema, params, 'recurring cancel order');
  return client.request({
    method: 'POST',
    path: `${BASE}/cancelOrder`,
    json,
    schema: cancelOrderResponseSchema,
    signal,
  });
}

/** POST /recurring/v1/execute — land a signed create/cancel transaction; failure comes back in `error`. */
export async function executeRecurring(
  client: ApiClient,
  params: ExecuteRecurringRequest,
  signal?: AbortSignal,
): Promise<ExecuteRecurringResponse> {
  const json = encodeRequest(executeRecurringRequestSchema, params, 'recurring execute');
  return client.request({
    method: 'POST',
    path: `${BASE}/execute`,
    json,
    schema: executeRecurringResponseSchema,
    signal,
  });
}

/** GET /recurring/v1/getRecurringOrders — a wallet's active or past orders, 10 per page. */
export async function getRecurringOrders(
  client: ApiClient,
  params: GetRecurringOrdersParams,
  signal?: AbortSignal,
): Promise<GetRecurringOrdersResponse> {
  const query = encodeRequest(getRecurringOrdersParamsSchema, params, 'recurring orders');
  return client.request({
    method: 'GET',
    path: `${BASE}/getRecurringOrders`,
    query,
    schema: getRecurringOrdersResponseSchema,
    signal,
  });
}
