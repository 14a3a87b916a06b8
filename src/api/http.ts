import * as z from 'zod/mini';
import { errorBodySchema } from './common';
import { takeEarly } from './early-read';
import { ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | bigint | null | undefined | readonly string[];

export interface ApiRequest<S extends z.ZodMiniType> {
  method: HttpMethod;
  path: string;
  /** An absolute URL instead of `baseUrl + path` (Studio presigned uploads). */
  url?: string;
  /** Query parameters; `undefined`/`null` are left out, arrays are joined with commas as the spec's lists are. */
  query?: Readonly<Record<string, QueryValue>>;
  json?: unknown;
  form?: FormData;
  raw?: { body: Blob | ArrayBuffer | Uint8Array | string; contentType: string };
  schema: S;
  /** Trigger v2 operations other than the two auth ones carry the bearer token (spec: Authentication §2). */
  bearer?: boolean;
  /** Presigned storage URLs must not receive the API key. */
  withApiKey?: boolean;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<S extends z.ZodMiniType>(req: ApiRequest<S>): Promise<z.output<S>>;
}

export interface ApiClientOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  getBearer?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: typeof fetch;
  /** Default 15 s: long enough for a swap execute to land, short enough to tell the user something is wrong. */
  timeoutMs?: number;
}

export const emptyResponse = z.unknown();

const DEFAULT_TIMEOUT_MS = 15_000;
const REQUEST_ID_HEADERS = ['x-api-gateway-request-id', 'x-request-id'];

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A field absent from `input` is reported as missing whatever its schema; a refinement's message is kept. */
export function describeIssues(error: z.core.$ZodError, input?: unknown): string[] {
  return error.issues.map((i) => {
    const field = i.path.length > 0 ? i.path.map(String).join('.') : '(body)';
    const absent =
      input === undefined
        ? i.code === 'invalid_type' && i.message.includes('received undefined')
        : i.code !== 'custom' && i.path.length > 0 && valueAt(input, i.path) === undefined;
    return absent ? `${field}: required field is missing` : `${field}: ${i.message}`;
  });
}

/** In-app value to wire form, or an `invalid-request` ApiError naming the fields at fault. */
export function encodeRequest<S extends z.ZodMiniType>(schema: S, value: z.output<S>, label: string): z.input<S> {
  const result = z.safeEncode(schema, value);
  if (result.success) return result.data;
  const issues = describeIssues(result.error, value);
  throw new ApiError({ kind: 'invalid-request', message: `Invalid ${label} request: ${issues.join('; ')}`, issues });
}

export function buildUrl(baseUrl: string, path: string, query?: Readonly<Record<string, QueryValue>>): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    // An empty list is left out rather than sent as `name=`, which a service may read as one empty value.
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    url.searchParams.set(name, text);
  }
  return url.toString();
}

function readRequestId(headers: Headers): string | null {
  for (const h of REQUEST_ID_HEADERS) {
    const v = headers.get(h);
    if (v) return v;
  }
  return null;
}

/** `Retry-After` as seconds or an HTTP date (RFC 9110 §10.2.3), in ms from `now`; null when absent or unreadable. */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The host of a URL for messages ("127.0.0.1:8787"), or the text itself when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** An early read's answer, or the signal's abort (cancelled, or the client's timeout) first. */
function abortable(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<S extends z.ZodMiniType>(req: ApiRequest<S>): Promise<z.output<S>> {
    const url = req.url ?? buildUrl(baseUrl, req.path, req.query);
    const where = { method: req.method, path: req.path };
    const headers = new Headers({ accept: 'application/json' });
    if (req.withApiKey !== false && options.apiKey) headers.set('x-api-key', options.apiKey);
    let body: BodyInit | undefined;
    if (req.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(req.json);
    } else if (req.form) {
      body = req.form;
    } else if (req.raw) {
      headers.set('content-type', req.raw.contentType);
      body = req.raw.body as BodyInit;
    }
    if (req.bearer) {
      const token = await options.getBearer?.();
      if (!token) {
        throw new ApiError({ ...where, kind: 'session-expired', status: null, message: 'Sign in to continue' });
      }
      headers.set('authorization', `Bearer ${token}`);
    }

    const timeoutMs = req.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, timeout.signal]) : timeout.signal;

    let response: Response;
    let text: string;
    try {
      const early =
        req.method === 'GET' && !req.bearer ? takeEarly(url, headers.get('x-api-key') ?? undefined) : undefined;
      response = await (early ? abortable(early, signal) : doFetch(url, { method: req.method, headers, body, signal }));
      text = await response.text();
    } catch (cause) {
      if (req.signal?.aborted) {
        throw new ApiError({ ...where, kind: 'aborted', message: 'Request cancelled', cause });
      }
      if (timeout.signal.aborted) {
        const seconds = Math.round(timeoutMs / 1000);
        throw new ApiError({
          ...where,
          kind: 'timeout',
          message: `No answer from ${hostOf(url)} within ${seconds} s`,
          cause,
        });
      }
      throw new ApiError({ ...where, kind: 'network', message: `Service unreachable at ${hostOf(url)}`, cause });
    } finally {
      clearTimeout(timer);
    }

    const status = response.status;
    const requestId = readRequestId(response.headers);
    const common = {
      ...where,
      status,
      requestId,
      retryAfterMs: status === 429 ? retryAfterMs(response.headers) : null,
    };

    let data: unknown = undefined;
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text);
      } catch (cause) {
        const what = /^\s*</.test(text) ? 'an HTML page' : 'a body that is not JSON';
        // A gateway's 401 / 429 / 4xx page still means "check the key" / "wait": the status says it (issue 11 §3.12).
        if (status >= 400 && status < 500) {
          throw errorFromBody(undefined, common, req.bearer === true, `${hostOf(url)} answered ${status} with ${what}`);
        }
        throw new ApiError({
          ...common,
          kind: 'bad-response',
          message: `${hostOf(url)} answered ${status} with ${what} instead of JSON`,
          cause,
        });
      }
    }

    if (!response.ok) throw errorFromBody(data, common, req.bearer === true);

    if (data === undefined) {
      if ((req.schema as z.ZodMiniType) === emptyResponse) return undefined as z.output<S>;
      throw new ApiError({
        ...common,
        kind: 'bad-response',
        message: `${hostOf(url)} answered ${status} with an empty body`,
      });
    }
    const parsed = req.schema.safeParse(data);
    if (!parsed.success) {
      const issues = describeIssues(parsed.error, data);
      throw new ApiError({
        ...common,
        kind: 'invalid-response',
        message: `Unexpected response from ${req.method} ${req.path}: ${issues.slice(0, 3).join('; ')}`,
        issues,
        details: data,
      });
    }
    return parsed.data;
  }

  return { baseUrl, request };
}

function errorFromBody(
  data: unknown,
  common: { method: string; path: string; status: number; requestId: string | null; retryAfterMs: number | null },
  bearer: boolean,
  fallbackMessage = `HTTP ${common.status}`,
): ApiError {
  const parsed = errorBodySchema.safeParse(data);
  const body = parsed.success ? parsed.data : {};
  const rpcError: { code: number; message: string } | undefined =
    typeof body.error === 'object' ? body.error : undefined;
  const message =
    (typeof body.error === 'string' ? body.error : rpcError?.message) ??
    body.message ??
    (typeof body.details === 'string' ? body.details : undefined) ??
    fallbackMessage;
  const kind =
    common.status === 401
      ? bearer
        ? 'session-expired'
        : 'unauthorized'
      : common.status === 429
        ? 'rate-limited'
        : 'http';
  return new ApiError({
    ...common,
    requestId: common.requestId ?? body.requestId ?? body.request_id ?? null,
    kind,
    message,
    details: body.details,
    errors: body.errors,
    code: body.code ?? rpcError?.code ?? (typeof body.errorCode === 'string' ? body.errorCode : undefined),
    errorCode: typeof body.errorCode === 'number' ? body.errorCode : undefined,
    router: body.router,
    signature: body.signature,
  });
}
