import type { Ledger } from '../../chain/ledger';
import {
  errorResponse,
  INVALID_PARAMS,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  resultResponse,
  RpcError,
  type JsonRpcId,
} from '../../rpc/json-rpc';
import { submitTransaction, type SubmitFailure } from '../v1/submission';

/** The submission endpoint's own codes (supplement §12). */
export const TIP_BELOW_MINIMUM = -1013;
export const TIP_MISSING = -1014;
export const INVALID_PARAMETER = -1015;
export const ENCODING_NOT_BASE64 = -1016;
/** Agave's code for a transaction whose signatures do not verify (the endpoint forwards agave's answer). */
export const SIGNATURE_VERIFICATION_FAILURE = -32003;

const FAILURE_CODES: Readonly<Record<SubmitFailure, number>> = {
  encoding: ENCODING_NOT_BASE64,
  'too-large': INVALID_PARAMS,
  undecodable: INVALID_PARAMS,
  'tip-missing': TIP_MISSING,
  'tip-below': TIP_BELOW_MINIMUM,
  signature: SIGNATURE_VERIFICATION_FAILURE,
};

export type TxRpcResponse = ReturnType<typeof errorResponse> | ReturnType<typeof resultResponse>;

const isId = (id: unknown): id is JsonRpcId =>
  id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// `encoding` base64 only (-1016); `skipPreflight` only true, `maxRetries` only 0 (-1015): the endpoint forwards
// without either; `swqosOnly` changes nothing (one path to the ledger).
function checkConfig(config: unknown): RpcError | null {
  if (config !== undefined && !isRecord(config)) {
    return new RpcError(INVALID_PARAMETER, 'Invalid parameter: the config must be an object');
  }
  if (config?.encoding !== 'base64') {
    return new RpcError(ENCODING_NOT_BASE64, 'Encoding not base64: send params[1].encoding "base64"');
  }
  if (config.skipPreflight !== undefined && config.skipPreflight !== true) {
    return new RpcError(INVALID_PARAMETER, 'Invalid parameter: skipPreflight must be true');
  }
  if (config.maxRetries !== undefined && config.maxRetries !== 0) {
    return new RpcError(INVALID_PARAMETER, 'Invalid parameter: maxRetries must be 0');
  }
  if (config.swqosOnly !== undefined && typeof config.swqosOnly !== 'boolean') {
    return new RpcError(INVALID_PARAMETER, 'Invalid parameter: swqosOnly must be a boolean');
  }
  return null;
}

function sendTransaction(ledger: Ledger, params: unknown): string | RpcError {
  if (!Array.isArray(params) || typeof params[0] !== 'string' || params.length > 2) {
    return new RpcError(INVALID_PARAMS, 'Invalid params: expected [base64 transaction, {encoding: "base64"}]');
  }
  const configError = checkConfig(params[1]);
  if (configError) return configError;
  const outcome = submitTransaction(ledger, params[0]);
  if (outcome.ok) return outcome.signature;
  return new RpcError(FAILURE_CODES[outcome.reason], outcome.message);
}

// `{tx_rpc_url}` (spec §4.12, supplement §12): `sendTransaction` only (else -32601), one call per request.
export function handleTxRpc(ledger: Ledger, request: unknown): TxRpcResponse {
  if (!isRecord(request)) return errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request'));
  const { jsonrpc, method, params, id: rawId } = request;
  const id = isId(rawId) ? rawId : null;
  if (jsonrpc !== '2.0' || typeof method !== 'string' || !isId(rawId)) {
    return errorResponse(id, new RpcError(INVALID_REQUEST, 'Invalid request'));
  }
  if (method !== 'sendTransaction') {
    return errorResponse(id, new RpcError(METHOD_NOT_FOUND, `Method not found: only sendTransaction is served here`));
  }
  const result = sendTransaction(ledger, params);
  return result instanceof RpcError ? errorResponse(id, result) : resultResponse(id, result);
}
