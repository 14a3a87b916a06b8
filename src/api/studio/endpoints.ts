import { endpoint, endpointFunctions } from '../endpoint';
import type { ApiClient } from '../http';
import { emptyResponse, encodeRequest } from '../http';
import {
  createClaimFeeTxParamsSchema,
  createPoolTxParamsSchema,
  createPoolTxResponseSchema,
  poolAddressesParamsSchema,
  poolAddressesResponseSchema,
  poolFeeParamsSchema,
  poolFeeResponseSchema,
  poolMetadataSchema,
  presignedUrlSchema,
  submitPoolParamsSchema,
  submitPoolResponseSchema,
  transactionResponseSchema,
  uploadPoolImageParamsSchema,
  type PoolMetadata,
  type SubmitPoolParams,
  type SubmitPoolResponse,
  type TokenImageContentType,
} from './schemas';

const studioEndpoints = {
  createPoolTx: endpoint({
    method: 'POST',
    path: '/studio/v1/dbc-pool/create-tx',
    input: createPoolTxParamsSchema,
    response: createPoolTxResponseSchema,
  }),
  /** The DBC pool (and DAMM v2 pool once graduated) of a Studio mint. */
  getPoolAddresses: endpoint({
    method: 'GET',
    path: '/studio/v1/dbc-pool/addresses/{mint}',
    input: poolAddressesParamsSchema,
    response: poolAddressesResponseSchema,
  }),
  getPoolFee: endpoint({
    method: 'POST',
    path: '/studio/v1/dbc/fee',
    input: poolFeeParamsSchema,
    response: poolFeeResponseSchema,
  }),
  createClaimFeeTx: endpoint({
    method: 'POST',
    path: '/studio/v1/dbc/fee/create-tx',
    input: createClaimFeeTxParamsSchema,
    response: transactionResponseSchema,
  }),
};

export const { createPoolTx, getPoolAddresses, getPoolFee, createClaimFeeTx } = endpointFunctions(studioEndpoints);

// Uploads and the multipart submit are not of the table's shape (absolute URL, raw or form body).

/** Uploads go to a storage host and can be larger than an API call; give them more than the default 15 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** PUT {imagePresignedUrl} — the raw token image, with the content type sent to create-tx (supplement §8). */
export async function uploadPoolImage(
  client: ApiClient,
  url: string,
  blob: Blob,
  contentType: TokenImageContentType,
  signal?: AbortSignal,
): Promise<void> {
  const wire = encodeRequest(uploadPoolImageParamsSchema, { url, contentType }, 'studio image upload');
  // A presigned storage URL must not receive the API key.
  await client.request({
    method: 'PUT',
    path: '(studio image upload)',
    url: wire.url,
    raw: { body: blob, contentType: wire.contentType },
    withApiKey: false,
    schema: emptyResponse,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    signal,
  });
}

/** PUT {metadataPresignedUrl} — the off-chain token metadata JSON (supplement §8). */
export async function uploadPoolMetadata(
  client: ApiClient,
  url: string,
  metadata: PoolMetadata,
  signal?: AbortSignal,
): Promise<void> {
  const target = encodeRequest(presignedUrlSchema, url, 'studio metadata upload');
  const m = encodeRequest(poolMetadataSchema, metadata, 'studio metadata upload');
  // The documented body always has all seven keys; absent optional ones go as empty strings.
  const body = {
    name: m.name,
    symbol: m.symbol,
    description: m.description ?? '',
    image: m.image,
    website: m.website ?? '',
    twitter: m.twitter ?? '',
    telegram: m.telegram ?? '',
  };
  // `raw` rather than `json` so the content type is exactly `application/json` and nothing else is added.
  await client.request({
    method: 'PUT',
    path: '(studio metadata upload)',
    url: target,
    raw: { body: JSON.stringify(body), contentType: 'application/json' },
    withApiKey: false,
    schema: emptyResponse,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    signal,
  });
}

export async function submitPool(
  client: ApiClient,
  params: SubmitPoolParams,
  signal?: AbortSignal,
): Promise<SubmitPoolResponse> {
  const p = encodeRequest(submitPoolParamsSchema, params, 'studio submit');
  // No content-type header here: FormData makes the browser set multipart/form-data with its boundary.
  const form = new FormData();
  form.append('transaction', p.transaction);
  form.append('owner', p.owner);
  if (p.content !== undefined) form.append('content', p.content);
  if (p.headerImage !== undefined) form.append('headerImage', p.headerImage);
  return client.request({
    method: 'POST',
    path: '/studio/v1/dbc-pool/submit',
    form,
    schema: submitPoolResponseSchema,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    signal,
  });
}
