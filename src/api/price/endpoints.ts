import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
import { priceParamsSchema, priceResponseSchema, type PriceParams, type PriceResponse } from './schemas';

/** GET /price/v3?ids=a,b — USD prices of up to 50 mints. */
export async function getPrices(client: ApiClient, params: PriceParams, signal?: AbortSignal): Promise<PriceResponse> {
  const { ids } = encodeRequest(priceParamsSchema, params, 'price');
  return client.request({ method: 'GET', path: '/price/v3', query: { ids }, schema: priceResponseSchema, signal });
}
