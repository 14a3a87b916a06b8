import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import type { Clock } from '../chain/clock';
import { controlRoutes } from '../control/routes';
import type { Dialect } from '../dialect/dialect';
import { realDialectEdge } from '../dialect/edge';
import type { Sandbox } from '../sandbox';
import { originPolicy, type OriginPolicy } from '../edge/cors';

export const DEFAULT_API_KEY = 'sandbox-local-key';
// Bodies are JSON of a few KB (the largest, a quote echoed to POST /swap/v1/swap, ~10 KB); Studio's uploads differ.
export const MAX_BODY_BYTES = 1024 * 1024;
const EXPOSED_HEADERS = 'x-api-gateway-request-id, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset';

export function corsHeaders(origin: string | undefined, allowed: OriginPolicy): Record<string, string> {
  if (origin === undefined || !allowed(origin)) return { vary: 'Origin' };
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED_HEADERS, vary: 'Origin' };
}

export function serverError(error: unknown): { error: string } {
  console.error(error);
  return { error: `Sandbox error: ${error instanceof Error ? error.message : String(error)}` };
}

export interface ApiAppOptions {
  sandbox: Sandbox;
  clock: Clock;
  apiKey: string;
  allowedOrigins?: readonly string[];
  dialect?: Dialect;
}

// The control API (no key), keyless uploads, then every family (families.ts) behind `x-api-key`, as the real gateway
// does; errors are `{error}` JSON.
export function createApiApp({ sandbox, clock, apiKey, allowedOrigins, dialect = 'spec' }: ApiAppOptions) {
  const app = new Hono();
  const allowed = originPolicy(allowedOrigins);
  // Headers set before the handler: changing a finished response (as hono/cors does) makes the node adapter build a
  // full undici Response per request, which cost more than the swap routes themselves.
  app.use('*', async (c, next) => {
    for (const [name, value] of Object.entries(corsHeaders(c.req.header('origin'), allowed))) c.header(name, value);
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'access-control-allow-headers': 'content-type, x-api-key, authorization',
        'access-control-allow-methods': 'GET, HEAD, PUT, POST, DELETE, PATCH',
        'access-control-max-age': '600',
      });
    }
    await next();
  });
  const mounts = sandbox.families.apps('mounts');
  const globalLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: `Request body too large: at most ${String(MAX_BODY_BYTES)} bytes` }, 413),
  });
  const ownLimit = mounts.flatMap((mount) => mount.ownBodyLimit);
  app.use('*', except(ownLimit, globalLimit));
  app.route('/__sandbox', controlRoutes(sandbox, clock, allowed, sandbox.families.apps('control')));
  for (const mount of mounts) if (mount.keyless) app.route(mount.path, mount.app);

  if (dialect === 'real') app.use('*', realDialectEdge());
  for (const { path, check } of sandbox.families.keyChecks(apiKey)) app.use(`${path}/*`, check);
  app.use('*', async (c, next) => {
    const key = c.req.header('x-api-key');
    if (!key) return c.json({ error: 'Missing API key: send it in the x-api-key header' }, 401);
    if (key !== apiKey) return c.json({ error: 'Invalid API key' }, 401);
    sandbox.engine.noteActivity();
    await next();
  });
  for (const mount of mounts) if (!mount.keyless) app.route(mount.path, mount.app);
  // Keepers that serve the routes (recurring rounds, send and lend co-signers) run once an app mounts them.
  sandbox.mounted();

  app.notFound((c) => c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => c.json(serverError(error), 500));
  return app;
}
