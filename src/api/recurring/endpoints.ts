import { endpoint, endpointFunctions } from '../endpoint';
import {
  cancelOrderRequestSchema,
  cancelOrderResponseSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  executeRecurringRequestSchema,
  executeRecurringResponseSchema,
  getRecurringOrdersParamsSchema,
  getRecurringOrdersResponseSchema,
} from './schemas';

const recurringEndpoints = {
  /** An unsigned transaction opening a time-based DCA order. */
  createOrder: endpoint({
    method: 'POST',
    path: '/recurring/v1/createOrder',
    input: createOrderRequestSchema,
    response: createOrderResponseSchema,
  }),
  /** An unsigned transaction closing one recurring order. */
  cancelOrder: endpoint({
    method: 'POST',
    path: '/recurring/v1/cancelOrder',
    input: cancelOrderRequestSchema,
    response: cancelOrderResponseSchema,
  }),
  /** Land a signed create/cancel transaction; failure comes back in `error`. */
  executeRecurring: endpoint({
    method: 'POST',
    path: '/recurring/v1/execute',
    input: executeRecurringRequestSchema,
    response: executeRecurringResponseSchema,
  }),
  /** A wallet's active or past orders, 10 per page. */
  getRecurringOrders: endpoint({
    method: 'GET',
    path: '/recurring/v1/getRecurringOrders',
    input: getRecurringOrdersParamsSchema,
    response: getRecurringOrdersResponseSchema,
  }),
};

export const { createOrder, cancelOrder, executeRecurring, getRecurringOrders } = endpointFunctions(recurringEndpoints);
