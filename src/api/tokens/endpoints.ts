import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
import {
  mintInformationListSchema,
  tokenSearchParamsSchema,
  tokenTagParamsSchema,
  type MintInformation,
  type TokenSearchParams,
  type TokenTagParams,
} from './schemas';

/** GET /tokens/v2/tag?query=lst|verified|stocks — every token with that tag (full list, no paging). */
export async function getTokensByTag(
  client: ApiClient,
  params: TokenTagParams,
  signal?: AbortSignal,
): Promise<MintInformation[]> {
  const query = encodeRequest(tokenTagParamsSchema, params, 'tokens by tag');
  return client.request({ method: 'GET', path: '/tokens/v2/tag', query, schema: mintInformationListSchema, signal });
}

/** GET /tokens/v2/search?query= — tokens by symbol, name or mint; comma-separated mints look up a batch (≤ 100). */
export async function searchTokens(
  client: ApiClient,
  params: TokenSearchParams,
  signal?: AbortSignal,
): Promise<MintInformation[]> {
  const query = encodeRequest(tokenSearchParamsSchema, params, 'token search');
  return client.request({
    method: 'GET',
    path: '/tokens/v2/search',
    query,
    schema: mintInformationListSchema,
    signal,
  });
}
