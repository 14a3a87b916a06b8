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

// Every operation but the two auth ones carries the JWT (spec: Authentication §2): a 401 is `session-expired`.
const triggerEndpoints = {
  /** A message or memo transaction for the wallet to sign (valid 5 min). */
  requestChallenge: endpoint({
    method: 'POST',
    path: '/trigger/v2/auth/challenge',
    input: challengeRequestSchema,
    response: challengeResponseSchema,
  }),
  verifyChallenge: endpoint({
    method: 'POST',
    path: '/trigger/v2/auth/verify',
    input: verifyRequestSchema,
    response: verifyResponseSchema,
  }),
  getVault: endpoint({ method: 'GET', path: '/trigger/v2/vault', response: vaultSchema, bearer: true }),
  registerVault: endpoint({ method: 'GET', path: '/trigger/v2/vault/register', response: vaultSchema, bearer: true }),
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
  confirmCancel: endpoint({
    method: 'POST',
    path: '/trigger/v2/orders/price/confirm-cancel/{orderId}',
    input: confirmCancelRequestSchema,
    response: confirmCancelResponseSchema,
    bearer: true,
  }),
  getOrderHistory: endpoint({
    method: 'GET',
    path: '/trigger/v2/orders/history',
    input: orderHistoryParamsSchema,
    response: orderHistoryResponseSchema,
    bearer: true,
  }),
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

/** The existing vault in a register 409's `details` (spec §4.6), an object or a JSON string; else null. */
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
