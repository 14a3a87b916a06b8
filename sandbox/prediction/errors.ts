import type * as z from 'zod';
import { Refused, type RefusedStatus } from '../kit/refused';

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'idempotency_error'
  | 'rate_limit_error'
  | 'api_error';

// Supplement §11: the family's own envelope, never the other families' `{error}`: its fields ride on the refusal.
export const refused = (
  status: RefusedStatus,
  type: ErrorType,
  message: string,
  code: string,
  param: string | null = null,
) => new Refused(status, message, { type, code, param });

export const badParam = (param: string, message: string, code = 'invalid_parameter') =>
  refused(400, 'invalid_request_error', message, code, param);

export const notFound = (what: string, param: string | null = null) =>
  refused(404, 'invalid_request_error', `${what} not found`, 'resource_missing', param);

// A body the schema refuses names its first problem; the minimum order is its own code.
export function invalidBody(error: z.core.$ZodError): Refused {
  const issue = error.issues[0];
  const param = issue?.path.join('.') || null;
  const minimum = issue?.message === 'Minimum order is $5';
  const message = minimum ? issue.message : `${param ?? 'body'}: ${issue?.message ?? 'invalid'}`;
  return refused(400, 'invalid_request_error', message, minimum ? 'minimum_order' : 'invalid_parameter', param);
}
