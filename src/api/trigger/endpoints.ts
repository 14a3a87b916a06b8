import type { ApiError } from '../errors';
import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
import {
  challengeRequestSchema,
  challengeResponseSchema,
  confirmCancelRequestSchema,
  confirmCancelResponseSchema,
  craftDepositRequestSchema,
  craftDepositResponseSchema,
  createPriceOrderRequestSchema,
  createPriceOrderResponseSchema,
  initiateCancelResponseSchema,
  orderByIdResponseSchema,
  orderHistoryParamsSchema,
  orderHistoryResponseSchema,
  orderIdResponseSchema,
  orderRefSchema,
  updatePriceOrderRequestSchema,
  vaultSchema,
  verifyRequestSchema,
  verifyResponseSchema,
  type ChallengeRequest,
  type ChallengeResponse,
  type ConfirmCancelRequest,
  type ConfirmCancelResponse,
  type CraftDepositRequest,
  type CraftDepositResponse,
  type CreatePriceOrderRequest,
  type CreatePriceOrderResponse,
  type InitiateCancelResponse,
  type OrderHistoryItem,
  type OrderHistoryParams,
  type OrderHistoryResponse,
  type OrderIdResponse,
  type OrderRef,
  type UpdatePriceOrderRequest,
  type Vault,
  type VerifyRequest,
  type VerifyResponse,
} from './schemas';

const BASE = '/trigger/v2';
const segment = (id: string) => encodeURIComponent(id);

// Every operation but the two auth ones carries the session's JWT (spec: Authentication §2), so a 401 on them
// surfaces as `session-expired` and the app re-runs the sign-in.

/** POST /trigger/v2/auth/challenge — a message or memo transaction for the wallet to sign (valid 5 min). */
export async function requestChallenge(
  client: ApiClient,
  params: ChallengeRequest,
  signal?: AbortSignal,
): Promise<ChallengeResponse> {
  const json = encodeRequest(challengeRequestSchema, params, 'auth challenge');
  return client.request({
    method: 'POST',
    path: `${BASE}/auth/challenge`,
    json,
    schema: challengeResponseSchema,
    signal,
  });
}

/** POST /trigger/v2/auth/verify — exchange the signed challenge for a JWT. */
export async function verifyChallenge(
  client: ApiClient,
  params: VerifyRequest,
  signal?: AbortSignal,
): Promise<VerifyResponse> {
  const json = encodeRequest(verifyRequestSchema, params, 'auth verify');
  return client.request({ method: 'POST', path: `${BASE}/auth/verify`, json, schema: verifyResponseSchema, signal });
}

/** GET /trigger/v2/vault — the signed-in wallet's vault; 404 when none is registered yet. */
export async function getVault(client: ApiClient, signal?: AbortSignal): Promise<Vault> {
  return client.request({ method: 'GET', path: `${BASE}/vault`, schema: vaultSchema, bearer: true, signal });
}

/** GET /trigger/v2/vault/register — create the wallet's vault; 409 when it exists (see `vaultFromConflict`). */
export async function registerVault(client: ApiClient, signal?: AbortSignal): Promise<Vault> {
  return client.request({ method: 'GET', path: `${BASE}/vault/register`, schema: vaultSchema, bearer: true, signal });
}

/**
 * The existing vault carried in the `details` of a register 409 (spec §4.6), or null when the error is not that.
 * `details` may arrive as an object or as a JSON string.
 */
export function vaultFromConflict(error: ApiError): Vault | null {
  if (error.status !== 409) return null;
  let details = error.details;
  if (typeof details === 'string') {
    try {
      details = JSON.parse(details) as unknown;
    } catch {
      return null;
    }
  }
  const parsed = vaultSchema.safeParse(details);
  return parsed.success ? parsed.data : null;
}

/** POST /trigger/v2/deposit/craft — an unsigned deposit into the vault, for a price (or DCA) order. */
export async function craftDeposit(
  client: ApiClient,
  params: CraftDepositRequest,
  signal?: AbortSignal,
): Promise<CraftDepositResponse> {
  const json = encodeRequest(craftDepositRequestSchema, params, 'deposit craft');
  return client.request({
    method: 'POST',
    path: `${BASE}/deposit/craft`,
    json,
    schema: craftDepositResponseSchema,
    bearer: true,
    signal,
  });
}

/** POST /trigger/v2/orders/price — create a single/OCO/OTOCO order; the signed deposit lands during the call. */
export async function createPriceOrder(
  client: ApiClient,
  params: CreatePriceOrderRequest,
  signal?: AbortSignal,
): Promise<CreatePriceOrderResponse> {
  const json = encodeRequest(createPriceOrderRequestSchema, params, 'create price order');
  return client.request({
    // No trailing slash: `/orders/price/` is a gateway 404 (supplement §6).
    method: 'POST',
    path: `${BASE}/orders/price`,
    json,
    schema: createPriceOrderResponseSchema,
    bearer: true,
    signal,
  });
}

/** PATCH /trigger/v2/orders/price/{orderId} — change prices or slippage of an open order. */
export async function updatePriceOrder(
  client: ApiClient,
  params: UpdatePriceOrderRequest,
  signal?: AbortSignal,
): Promise<OrderIdResponse> {
  const { orderId, ...json } = encodeRequest(updatePriceOrderRequestSchema, params, 'update price order');
  return client.request({
    method: 'PATCH',
    path: `${BASE}/orders/price/${segment(orderId)}`,
    json,
    schema: orderIdResponseSchema,
    bearer: true,
    signal,
  });
}

/** POST /trigger/v2/orders/price/cancel/{id} — step 1: an unsigned withdrawal; 400 means not ready, retry shortly. */
export async function initiateCancel(
  client: ApiClient,
  params: OrderRef,
  signal?: AbortSignal,
): Promise<InitiateCancelResponse> {
  const { orderId } = encodeRequest(orderRefSchema, params, 'cancel order');
  return client.request({
    method: 'POST',
    path: `${BASE}/orders/price/cancel/${segment(orderId)}`,
    schema: initiateCancelResponseSchema,
    bearer: true,
    signal,
  });
}

/** POST /trigger/v2/orders/price/confirm-cancel/{orderId} — step 2: land the signed withdrawal. */
export async function confirmCancel(
  client: ApiClient,
  params: ConfirmCancelRequest,
  signal?: AbortSignal,
): Promise<ConfirmCancelResponse> {
  const { orderId, ...json } = encodeRequest(confirmCancelRequestSchema, params, 'confirm cancel');
  return client.request({
    method: 'POST',
    path: `${BASE}/orders/price/confirm-cancel/${segment(orderId)}`,
    json,
    schema: confirmCancelResponseSchema,
    bearer: true,
    signal,
  });
}

/** GET /trigger/v2/orders/history — the wallet's orders, filtered, sorted and paged. */
export async function getOrderHistory(
  client: ApiClient,
  params: OrderHistoryParams = {},
  signal?: AbortSignal,
): Promise<OrderHistoryResponse> {
  const query = encodeRequest(orderHistoryParamsSchema, params, 'order history');
  return client.request({
    method: 'GET',
    path: `${BASE}/orders/history`,
    query,
    schema: orderHistoryResponseSchema,
    bearer: true,
    signal,
  });
}

/** GET /trigger/v2/orders/history/{id} — one order (path and shape inferred, see `orderByIdResponseSchema`). */
export async function getOrder(client: ApiClient, params: OrderRef, signal?: AbortSignal): Promise<OrderHistoryItem> {
  const { orderId } = encodeRequest(orderRefSchema, params, 'order');
  return client.request({
    method: 'GET',
    path: `${BASE}/orders/history/${segment(orderId)}`,
    schema: orderByIdResponseSchema(orderId),
    bearer: true,
    signal,
  });
}
