import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
import {
  executeResponseSchema,
  orderResponseSchema,
  ultraExecuteRequestSchema,
  ultraOrderParamsSchema,
  type ExecuteResponse,
  type OrderResponse,
  type UltraExecuteRequest,
  type UltraOrderParams,
} from './schemas';

/** GET /ultra/v1/order — quote, plus an unsigned transaction when `taker` is given (superseded by swap v2). */
export async function getOrder(
  client: ApiClient,
  params: UltraOrderParams,
  signal?: AbortSignal,
): Promise<OrderResponse> {
  const query = encodeRequest(ultraOrderParamsSchema, params, 'ultra order');
  return client.request({ method: 'GET', path: '/ultra/v1/order', query, schema: orderResponseSchema, signal });
}

/** POST /ultra/v1/execute — land a signed order v1 transaction; the same body may be re-posted to poll (supplement §3). */
export async function executeOrder(
  client: ApiClient,
  body: UltraExecuteRequest,
  signal?: AbortSignal,
): Promise<ExecuteResponse> {
  const json = encodeRequest(ultraExecuteRequestSchema, body, 'ultra execute');
  return client.request({ method: 'POST', path: '/ultra/v1/execute', json, schema: executeResponseSchema, signal });
}
