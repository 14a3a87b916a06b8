import { endpoint, endpointFunctions } from '../endpoint';
import { orderParamsSchema, orderResponseSchema } from './schemas-v2-order';

const orderEndpoints = {
  getOrder: endpoint({
    method: 'GET',
    path: '/swap/v2/order',
    input: orderParamsSchema,
    response: orderResponseSchema,
    wireAliases: { mevTipLamports: 'jitoTipLamports' },
  }),
};

export const { getOrder } = endpointFunctions(orderEndpoints);
