import { endpoint, endpointFunctions } from '../endpoint';
import { buildParamsSchema, buildResponseSchema, executeResponseSchema, executeV2RequestSchema } from './schemas-v2';

export { getOrder } from './endpoints-v2-order';

const swapV2Endpoints = {
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

export const { getBuild, executeOrder } = endpointFunctions(swapV2Endpoints);
