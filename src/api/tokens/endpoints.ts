import { endpoint, endpointFunctions } from '../endpoint';
import { mintInformationListSchema, tokenSearchParamsSchema, tokenTagParamsSchema } from './schemas';

const tokensEndpoints = {
  getTokensByTag: endpoint({
    method: 'GET',
    path: '/tokens/v2/tag',
    input: tokenTagParamsSchema,
    response: mintInformationListSchema,
  }),
  searchTokens: endpoint({
    method: 'GET',
    path: '/tokens/v2/search',
    input: tokenSearchParamsSchema,
    response: mintInformationListSchema,
  }),
};

export const { getTokensByTag, searchTokens } = endpointFunctions(tokensEndpoints);
