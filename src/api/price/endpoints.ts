import { endpoint, endpointFunctions } from '../endpoint';
import { priceParamsSchema, priceResponseSchema } from './schemas';

const priceEndpoints = {
  getPrices: endpoint({ method: 'GET', path: '/price/v3', input: priceParamsSchema, response: priceResponseSchema }),
};

export const { getPrices } = endpointFunctions(priceEndpoints);
