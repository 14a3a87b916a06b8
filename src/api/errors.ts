import type { Router } from './common';

/** Kinds are about what the user can do next, not where the failure happened. */
export type ApiErrorKind =
  | 'http'
  /** Trigger bearer token missing, malformed or expired (spec: Authentication §3): sign in again. */
  | 'session-expired'
  | 'unauthorized'
  | 'rate-limited'
  | 'network'
  | 'timeout'
  | 'aborted'
  /** A body that is not JSON (an HTML 502 page) or an empty body where JSON was expected. */
  | 'bad-response'
  /** JSON that does not match the contract (a required field missing, a wrong type). */
  | 'invalid-response'
  /** The request the app was about to send does not match the contract (a bug or bad input). */
  | 'invalid-request'
  /** An order response that quoted but could not build a transaction (`errorCode` with `router`, spec §2.2). */
  | 'order-build';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  method?: string;
  path?: string;
  status?: number | null;
  details?: unknown;
  errors?: Record<string, unknown>;
  code?: number | string;
  requestId?: string | null;
  errorCode?: number;
  router?: Router | (string & {});
  signature?: string | null;
  retryAfterMs?: number | null;
  issues?: readonly string[];
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly method: string | undefined;
  readonly path: string | undefined;
  readonly status: number | null;
  readonly details: unknown;
  readonly errors: Record<string, unknown> | undefined;
  readonly code: number | string | undefined;
  /** The gateway's `x-api-gateway-request-id` (supplement §13): quote it in a bug report. */
  readonly requestId: string | null;
  /** Order responses only: `errorCode`, meaningful only together with `router` (spec §2.2). */
  readonly errorCode: number | undefined;
  readonly router: string | undefined;
  /** A transaction signature the error body named (swap execute 500): check it on chain before trying again. */
  readonly signature: string | null;
  readonly issues: readonly string[];
  readonly retryAfterMs: number | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status ?? null;
    this.details = init.details;
    this.errors = init.errors;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.errorCode = init.errorCode;
    this.router = init.router;
    this.signature = init.signature ?? null;
    this.issues = init.issues ?? [];
    this.retryAfterMs = init.retryAfterMs ?? null;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export function isRetryable(e: unknown): boolean {
  if (!isApiError(e)) return false;
  switch (e.kind) {
    case 'network':
    case 'timeout':
    case 'rate-limited':
      return true;
    case 'http':
    case 'bad-response':
      return e.status !== null && e.status >= 500;
    default:
      return false;
  }
}
