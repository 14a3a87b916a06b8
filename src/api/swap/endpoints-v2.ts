import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
import {
  buildParamsSchema,
  buildResponseSchema,
  executeResponseSchema,
  executeV2RequestSchema,
  orderParamsSchema,
  orderResponseSchema,
  type BuildParams,
  type BuildResponse,
  type ExecuteResponse,
  type ExecuteV2Request,
  type OrderParams,
  type OrderResponse,
} from './schemas-v2';

/** GET /swap/v2/order — quote, plus an unsigned transaction and `requestId` when `taker` is given. */
export async function getOrder(client: ApiClient, params: OrderParams, signal?: AbortSignal): Promise<OrderResponse> {
  const query = encodeRequest(orderParamsSchema, params, 'order');
  return client.request({ method: 'GET', path: '/swap/v2/order', query, schema: orderResponseSchema, signal });
}

/** GET /swap/v2/build — raw swap instructions (aggregator_a only) to assemble a custom transaction. */
export async function getBuild(client: ApiClient, params: BuildParams, signal?: AbortSignal): Promise<BuildResponse> {
  const query = encodeRequest(buildParamsSchema, params, 'build');
  return client.request({ method: 'GET', path: '/swap/v2/build', query, schema: buildResponseSchema, signal });
}

/**
 * POST /swap/v2/execute — land a signed `/order` transaction. Re-posting the same body for about 2 minutes polls its
 * status without executing twice (supplement §3).
 */
export async function executeOrder(
  client: ApiClient,
  body: ExecuteV2Request,
  signal?: AbortSignal,
): Promise<ExecuteResponse> {
  const json = encodeRequest(executeV2RequestSchema, body, 'execute');
  return client.request({ method: 'POST', path: '/swap/v2/execute', json, schema: executeResponseSchema, signal });
}
