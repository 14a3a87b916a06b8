import { endpoint, endpointFunctions } from '../endpoint';
import type { ApiError } from '../errors';
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
  type Vault,
} from './schemas';

// Every operation but the two auth ones carries the session's JWT (spec: Authentication §2), so a 401 on them
// surfaces as `session-expired` and the app re-runs the sign-in.
const triggerEndpoints = {
  /** A message or memo transaction for the wallet to sign (valid 5 min). */
  requestChallenge: endpoint({
    method: 'POST',
    path: '/trigger/v2/auth/challenge',
    input: challengeRequestSchema,
    response: challengeResponseSchema,
  }),
  /** Exchange the signed challenge for a JWT. */
  verifyChallenge: endpoint({
    method: 'POST',
    path: '/trigger/v2/auth/verify',
    input: verifyRequestSchema,
    response: verifyResponseSchema,
  }),
  /** The signed-in wallet's vault; 404 when none is registered yet. */
  getVault: endpoint({ method: 'GET', path: '/trigger/v2/vault', response: vaultSchema, bearer: true }),
  /** Create the wallet's vault; 409 when it exists (see `vaultFromConflict`). */
  registerVault: endpoint({ method: 'GET', path: '/trigger/v2/vault/register', response: vaultSchema, bearer: true }),
  /** An unsigned deposit into the vault, for a price (or DCA) order. */
  craftDeposit: endpoint({
    method: 'POST',
    path: '/trigger/v2/deposit/craft',
    input: craftDepositRequestSchema,
    response: craftDepositResponseSchema,
    bearer: true,
  }),
  /** A single/OCO/OTOCO order; the signed deposit lands during the call. No trailing slash: `/price/` is a 404 (supp. §6). */
  createPriceOrder: endpoint({
    method: 'POST',
    path: '/trigger/v2/orders/price',
    input: createPriceOrderRequestSchema,
    response: createPriceOrderResponseSchema,
    bearer: true,
  }),
  /** Change prices or slippage of an open order. */
  updatePriceOrder: endpoint({
    method: 'PATCH',
    path: '/trigger/v2/orders/price/{orderId}',
    input: updatePriceOrderRequestSchema,
    response: orderIdResponseSchema,
    bearer: true,
  }),
  /** Cancel step 1: an unsigned withdrawal; 400 means not ready, retry shortly. */
  initiateCancel: endpoint({
    method: 'POST',
    path: '/trigger/v2/orders/price/cancel/{orderId}',
    input: orderRefSchema,
    response: initiateCancelResponseSchema,
    bearer: true,
  }),
  /** Cancel step 2: land the signed withdrawal. */
  confirmCancel: endpoint({
    method: 'POST',
    path: '/trigger/v2/orders/price/confirm-cancel/{orderId}',
    input: confirmCancelRequestSchema,
    response: confirmCancelResponseSchema,
    bearer: true,
  }),
  /** The wallet's orders, filtered, sorted and paged. */
  getOrderHistory: endpoint({
    method: 'GET',
    path: '/trigger/v2/orders/history',
    input: orderHistoryParamsSchema,
    response: orderHistoryResponseSchema,
    bearer: true,
  }),
  /** One order (path and shape inferred, see `orderByIdResponseSchema`). */
  getOrder: endpoint({
    method: 'GET',
    path: '/trigger/v2/orders/history/{orderId}',
    input: orderRefSchema,
    response: ({ orderId }) => orderByIdResponseSchema(orderId),
    bearer: true,
  }),
};

export const {
  requestChallenge,
  verifyChallenge,
  getVault,
  registerVault,
  craftDeposit,
  createPriceOrder,
  updatePriceOrder,
  initiateCancel,
  confirmCancel,
  getOrderHistory,
  getOrder,
} = endpointFunctions(triggerEndpoints);

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
