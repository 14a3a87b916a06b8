import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Envelope } from '../edge/answer';
import type { Refused } from '../kit/refused';
import { badParam, type ErrorType, invalidBody, refused } from './errors';

// Supplement §11: `{type, message, code, param, request_id}`, never the other families' `{error}`.
function render({ message, extra }: Refused) {
  return {
    type: (extra.type as ErrorType | undefined) ?? 'api_error',
    message,
    code: (extra.code as string | undefined) ?? 'internal_error',
    param: (extra.param as string | null | undefined) ?? null,
    request_id: `req_${randomUUID().replace(/-/g, '')}`,
  };
}

export const PREDICTION_ENVELOPE: Envelope = {
  render,
  notJson: () => badParam('body', 'body must be valid JSON'),
  invalid: invalidBody,
  emptyIsObject: true,
};

// A bad key is a 401 authentication_error in the family's envelope; the API's own key check then passes.
export function predictionKeyCheck(apiKey: string): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('x-api-key');
    if (key === apiKey) return next();
    const error = refused(
      401,
      'authentication_error',
      key ? 'Invalid API key' : 'Missing API key: send it in the x-api-key header',
      key ? 'invalid_api_key' : 'missing_api_key',
    );
    return c.json(render(error), 401);
  };
}
