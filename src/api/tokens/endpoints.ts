import { endpoint, endpointFunctions } from '../endpoint';
import { mintInformationListSchema, tokenSearchParamsSchema, tokenTagParamsSchema } from './schemas';

const tokensEndpoints = {
  /** Every token with a tag (`lst`, `verified`, `stocks`): the full list, no paging. */
  getTokensByTag: endpoint({
    method: 'GET',
    path: '/tokens/v2/tag',
    input: tokenTagParamsSchema,
    response: mintInformationListSchema,
  }),
  /** Tokens by symbol, name or mint; comma-separated mints look up a batch (≤ 100). */
  searchTokens: endpoint({
    method: 'GET',
    path: '/tokens/v2/search',
    input: tokenSearchParamsSchema,
    response: mintInformationListSchema,
  }),
};

export const { getTokensByTag, searchTokens } = endpointFunctions(tokensEndpoints);
