import { endpoint, endpointFunctions } from '../endpoint';
import {
  executeResponseSchema,
  orderResponseSchema,
  ultraExecuteRequestSchema,
  ultraOrderParamsSchema,
} from './schemas';

const ultraEndpoints = {
  getOrder: endpoint({
    method: 'GET',
    path: '/ultra/v1/order',
    input: ultraOrderParamsSchema,
    response: orderResponseSchema,
  }),
  /** Land a signed order v1 transaction; the same body may be re-posted to poll (supplement §3). */
  executeOrder: endpoint({
    method: 'POST',
    path: '/ultra/v1/execute',
    input: ultraExecuteRequestSchema,
    response: executeResponseSchema,
  }),
};

export const { getOrder, executeOrder } = endpointFunctions(ultraEndpoints);
