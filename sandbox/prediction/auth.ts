import type { MiddlewareHandler } from 'hono';
import { envelope, refused } from './errors';

/** Answered in the family's envelope (401 authentication_error). */
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
    return c.json(envelope(error), 401);
  };
}
