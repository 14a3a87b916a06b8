import { randomUUID } from 'node:crypto';

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'idempotency_error'
  | 'rate_limit_error'
  | 'api_error';

type Status = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503;

/** Supplement §11: the family's own envelope, never the other families' `{error}`. */
export class PredictionError extends Error {
  constructor(
    readonly status: Status,
    readonly type: ErrorType,
    message: string,
    readonly code: string,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

export const badParam = (param: string, message: string, code = 'invalid_parameter') =>
  new PredictionError(400, 'invalid_request_error', message, code, param);

export const notFound = (what: string, param: string | null = null) =>
  new PredictionError(404, 'invalid_request_error', `${what} not found`, 'resource_missing', param);

export function envelope(error: PredictionError) {
  return {
    type: error.type,
    message: error.message,
    code: error.code,
    param: error.param,
    request_id: `req_${randomUUID().replace(/-/g, '')}`,
  };
}
