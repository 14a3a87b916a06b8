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
  type CreateClaimFeeTxParams,
  type CreatePoolTxParams,
  type CreatePoolTxResponse,
  type PoolAddressesResponse,
  type PoolFeeResponse,
  type PoolMetadata,
  type SubmitPoolParams,
  type SubmitPoolResponse,
  type TokenImageContentType,
  type TransactionResponse,
} from './schemas';

/** Uploads go to a storage host and can be larger than an API call; give them more than the default 15 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /studio/v1/dbc-pool/create-tx — unsigned transaction creating a bonding-curve pool, plus upload URLs. */
export async function createPoolTx(
  client: ApiClient,
  params: CreatePoolTxParams,
  signal?: AbortSignal,
): Promise<CreatePoolTxResponse> {
  const json = encodeRequest(createPoolTxParamsSchema, params, 'studio create-tx');
  return client.request({
    method: 'POST',
    path: '/studio/v1/dbc-pool/create-tx',
    json,
    schema: createPoolTxResponseSchema,
    signal,
  });
}

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

/** POST /studio/v1/dbc-pool/submit — multipart: the signed create-tx transaction; Studio lands it. */
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

/** GET /studio/v1/dbc-pool/addresses/{mint} — the DBC pool (and DAMM v2 pool once graduated) of a Studio mint. */
export async function getPoolAddresses(
  client: ApiClient,
  params: { mint: string },
  signal?: AbortSignal,
): Promise<PoolAddressesResponse> {
  const { mint } = encodeRequest(poolAddressesParamsSchema, params, 'studio pool addresses');
  return client.request({
    method: 'GET',
    path: `/studio/v1/dbc-pool/addresses/${encodeURIComponent(mint)}`,
    schema: poolAddressesResponseSchema,
    signal,
  });
}

/** POST /studio/v1/dbc/fee — unclaimed and total creator trading fees of a DBC pool (a read, despite POST). */
export async function getPoolFee(
  client: ApiClient,
  params: { poolAddress: string },
  signal?: AbortSignal,
): Promise<PoolFeeResponse> {
  const json = encodeRequest(poolFeeParamsSchema, params, 'studio pool fee');
  return client.request({ method: 'POST', path: '/studio/v1/dbc/fee', json, schema: poolFeeResponseSchema, signal });
}

/** POST /studio/v1/dbc/fee/create-tx — unsigned transaction claiming creator fees; the app signs and sends it. */
export async function createClaimFeeTx(
  client: ApiClient,
  params: CreateClaimFeeTxParams,
  signal?: AbortSignal,
): Promise<TransactionResponse> {
  const json = encodeRequest(createClaimFeeTxParamsSchema, params, 'studio claim fee');
  return client.request({
    method: 'POST',
    path: '/studio/v1/dbc/fee/create-tx',
    json,
    schema: transactionResponseSchema,
    signal,
  });
}
