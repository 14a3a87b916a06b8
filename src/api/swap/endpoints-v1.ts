import type { ApiClient } from '../http';
import { encodeRequest } from '../http';
import {
  programIdToLabelSchema,
  quoteParamsSchema,
  quoteSchema,
  swapV1RequestSchema,
  swapV1ResponseSchema,
  type ProgramIdToLabel,
  type Quote,
  type QuoteParams,
  type SwapV1Request,
  type SwapV1Response,
} from './schemas-v1';

/** GET /swap/v1/quote — best route quote for a pair (legacy, superseded by swap v2). */
export async function getQuote(client: ApiClient, params: QuoteParams, signal?: AbortSignal): Promise<Quote> {
  const query = encodeRequest(quoteParamsSchema, params, 'quote');
  return client.request({ method: 'GET', path: '/swap/v1/quote', query, schema: quoteSchema, signal });
}

/** POST /swap/v1/swap — build an unsigned swap transaction from a quote passed back unchanged. */
export async function postSwap(client: ApiClient, body: SwapV1Request, signal?: AbortSignal): Promise<SwapV1Response> {
  // Encoding the parsed quote restores its wire form, unknown fields included (supplement §5).
  const json = encodeRequest(swapV1RequestSchema, body, 'swap');
  return client.request({ method: 'POST', path: '/swap/v1/swap', json, schema: swapV1ResponseSchema, signal });
}

/** GET /swap/v1/program-id-to-label — DEX labels by program id (for `dexes` / `excludeDexes`). */
export async function getProgramIdToLabel(client: ApiClient, signal?: AbortSignal): Promise<ProgramIdToLabel> {
  return client.request({
    method: 'GET',
    path: '/swap/v1/program-id-to-label',
    schema: programIdToLabelSchema,
    signal,
  });
}
