import { endpoint, endpointFunctions } from '../endpoint';
import {
  buildParamsSchema,
  buildResponseSchema,
  executeResponseSchema,
  executeV2RequestSchema,
  orderParamsSchema,
  orderResponseSchema,
} from './schemas-v2';

const swapV2Endpoints = {
  getOrder: endpoint({
    method: 'GET',
    path: '/swap/v2/order',
    input: orderParamsSchema,
    response: orderResponseSchema,
    wireAliases: { mevTipLamports: 'jitoTipLamports' },
  }),
  /** Raw swap instructions (aggregator_a only) to assemble a custom transaction. */
  getBuild: endpoint({
    method: 'GET',
    path: '/swap/v2/build',
    input: buildParamsSchema,
    response: buildResponseSchema,
    wireAliases: { forMevBundle: 'forJitoBundle' },
  }),
  /** Land a signed `/order` transaction; re-posting the same body for ~2 min polls without executing twice (supp. §3). */
  executeOrder: endpoint({
    method: 'POST',
    path: '/swap/v2/execute',
    input: executeV2RequestSchema,
    response: executeResponseSchema,
  }),
};

export const { getOrder, getBuild, executeOrder } = endpointFunctions(swapV2Endpoints);
