import { InvalidTransactionError, type Ledger } from '../chain/ledger';
import type { RpcEnv, RpcMethod } from './context';
import {
  errorResponse,
  INTERNAL_ERROR,
  INVALID_PARAMS,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
  resultResponse,
  RpcError,
  stringifyJson,
  type JsonRpcId,
} from './json-rpc';
import { accountMethods } from './methods-accounts';
import { clusterMethods } from './methods-cluster';
import { historyMethods } from './methods-history';
import { sendMethods } from './methods-send';
import { tokenMethods } from './methods-token';

// Takes parsed JSON so it is testable without a port; `handleRpcText` adds parsing and serialization.

const METHODS: Readonly<Record<string, RpcMethod>> = {
  ...clusterMethods,
  ...accountMethods,
  ...tokenMethods,
  ...sendMethods,
  ...historyMethods,
};

export const RPC_METHODS: readonly string[] = Object.keys(METHODS);

export type RpcHandler = (body: unknown) => Promise<unknown>;

type Response = ReturnType<typeof errorResponse> | ReturnType<typeof resultResponse>;

function isValidId(id: unknown): id is JsonRpcId {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

function toRpcError(cause: unknown): RpcError {
  if (cause instanceof RpcError) return cause;
  // The ledger's own decoder refusing bytes is a bad param, not a server fault.
  if (cause instanceof InvalidTransactionError) return new RpcError(INVALID_PARAMS, `Invalid params: ${cause.message}`);
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new RpcError(INTERNAL_ERROR, `Internal error: ${detail}`);
}

async function handleOne(request: unknown, env: RpcEnv): Promise<Response | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request'));
  }
  const { jsonrpc, method, params } = request as Record<string, unknown>;
  const hasId = 'id' in request;
  const rawId = (request as { id?: unknown }).id;
  const id = isValidId(rawId) ? rawId : null;
  const validParams = params === undefined || typeof params === 'object';
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (hasId && !isValidId(rawId)) || !validParams) {
    return errorResponse(id, new RpcError(INVALID_REQUEST, 'Invalid request'));
  }
  // Own properties only, so "toString" or "__proto__" are unknown methods rather than Object internals.
  const fn = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  let response: Response;
  if (!fn) response = errorResponse(id, new RpcError(METHOD_NOT_FOUND, 'Method not found'));
  else {
    try {
      response = resultResponse(id, await fn(params, env));
    } catch (cause) {
      response = errorResponse(id, toRpcError(cause));
    }
  }
  // A request without an id is a notification: it runs, but JSON-RPC 2.0 says it gets no answer.
  return hasId ? response : undefined;
}

/** The world is accepted for wiring only: the RPC reads only the chain, as a node does. */
export function createRpcHandler(ledger: Ledger, _world?: unknown): RpcHandler {
  const env: RpcEnv = { ledger };
  return async (body) => {
    if (!Array.isArray(body)) return handleOne(body, env);
    if (body.length === 0) return errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request'));
    const responses: Response[] = [];
    // In order, one at a time: a batch that sends then reads sees its own transaction, as on a real node.
    for (const request of body) {
      const response = await handleOne(request, env);
      if (response) responses.push(response);
    }
    return responses.length > 0 ? responses : undefined;
  };
}

/** Malformed JSON is the standard -32700 parse error with a null id. */
export async function handleRpcText(handler: RpcHandler, text: string): Promise<string | undefined> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return stringifyJson(errorResponse(null, new RpcError(PARSE_ERROR, 'Parse error')));
  }
  const response = await handler(body);
  return response === undefined ? undefined : stringifyJson(response);
}
