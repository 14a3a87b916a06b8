export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

// Solana's custom codes (agave rpc/src/rpc/custom_error.rs); clients such as kit switch on these numbers.
export const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002;
export const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003;
export const UNSUPPORTED_TRANSACTION_VERSION = -32015;
export const MIN_CONTEXT_SLOT_NOT_REACHED = -32016;

export type JsonRpcId = string | number | null;

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export function invalidParams(detail: string): RpcError {
  return new RpcError(INVALID_PARAMS, `Invalid params: ${detail}`);
}

export function invalidParam(detail: string): RpcError {
  return new RpcError(INVALID_PARAMS, `Invalid param: ${detail}`);
}

export function errorResponse(id: JsonRpcId, error: RpcError) {
  const body: { code: number; message: string; data?: unknown } = { code: error.code, message: error.message };
  if (error.data !== undefined) body.data = error.data;
  return { jsonrpc: '2.0' as const, error: body, id };
}

export function resultResponse(id: JsonRpcId, result: unknown) {
  return { jsonrpc: '2.0' as const, result, id };
}

/** rentEpoch = u64::MAX would lose precision as a number. */
export function u64(value: bigint): number | bigint {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

/** Bigints as bare number literals, as real RPC sends u64s: kit reads them exactly, JSON.parse rounds as for a node. */
export function stringifyJson(value: unknown): string {
  return write(value) ?? 'null';
}

function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'bigint':
      return value.toString();
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    default:
      break;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map((item: unknown) => write(item) ?? 'null').join(',')}]`;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const text = write(item);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
