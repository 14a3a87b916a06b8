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
  createOrder: endpoint({
    method: 'POST',
    path: '/recurring/v1/createOrder',
    input: createOrderRequestSchema,
    response: createOrderResponseSchema,
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: '/recurring/v1/cancelOrder',
    input: cancelOrderRequestSchema,
    response: cancelOrderResponseSchema,
  }),
  executeRecurring: endpoint({
    method: 'POST',
    path: '/recurring/v1/execute',
    input: executeRecurringRequestSchema,
    response: executeRecurringResponseSchema,
  }),
  getRecurringOrders: endpoint({
    method: 'GET',
    path: '/recurring/v1/getRecurringOrders',
    input: getRecurringOrdersParamsSchema,
    response: getRecurringOrdersResponseSchema,
  }),
};

export const { createOrder, cancelOrder, executeRecurring, getRecurringOrders } = endpointFunctions(recurringEndpoints);
