import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import type { Clock } from '../chain/clock';
import { controlRoutes } from '../control/routes';
import type { Dialect } from '../dialect/dialect';
import { realDialectEdge } from '../dialect/edge';
import { lendControlRoutes, lendRoutes } from '../lend/routes';
import { predictionKeyCheck } from '../prediction/auth';
import { predictionControlRoutes } from '../prediction/control';
import { predictionRoutes } from '../prediction/routes';
import { priceRoutes } from '../routes/price';
import { recurringRoutes } from '../recurring/routes';
import { sendControlRoutes, sendRoutes } from '../send/routes';
import { triggerRoutes } from '../trigger/routes';
import { swapV2Routes } from '../routes/swap-v2';
import { stagingQuoteRoutes, swapV1Routes } from '../routes/swap-v1';
import { tokenRoutes } from '../routes/tokens';
import { txRpcRoutes, txSubmitRoutes } from '../routes/tx-submit';
import { ultraRoutes } from '../routes/ultra';
import type { Sandbox } from '../sandbox';
import { studioRoutes, uploadRoutes } from '../studio/routes';
import { UPLOADS_PATH } from '../studio/uploads';
import { originPolicy, type OriginPolicy } from '../edge/cors';

export const DEFAULT_API_KEY = 'sandbox-local-key';
// Bodies are JSON of a few KB (the largest, a quote echoed to POST /swap/v1/swap, ~10 KB); Studio's uploads differ.
export const MAX_BODY_BYTES = 1024 * 1024;
const OWN_LIMIT_PATHS = [`${UPLOADS_PATH}/*`, '/studio/v1/dbc-pool/submit'];
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

// The control API (no key), then every family behind `x-api-key`, as the real gateway does; errors are `{error}` JSON.
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
  const globalLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: `Request body too large: at most ${String(MAX_BODY_BYTES)} bytes` }, 413),
  });
  app.use('*', except(OWN_LIMIT_PATHS, globalLimit));
  const familyControls = {
    prediction: predictionControlRoutes(() => sandbox.prediction),
    send: sendControlRoutes(sandbox),
    lend: lendControlRoutes(sandbox),
  };
  app.route('/__sandbox', controlRoutes(sandbox, clock, allowed, familyControls));
  // Presigned URLs carry their own signature, not the API key (a storage host's, supplement §8).
  app.route(
    UPLOADS_PATH,
    uploadRoutes(sandbox.studio, () => sandbox.time.now()),
  );

  if (dialect === 'real') app.use('*', realDialectEdge());
  // Prediction answers a bad key in its own error envelope (supplement §11); the check below then passes.
  app.use('/prediction/v1/*', predictionKeyCheck(apiKey));
  app.use('*', async (c, next) => {
    const key = c.req.header('x-api-key');
    if (!key) return c.json({ error: 'Missing API key: send it in the x-api-key header' }, 401);
    if (key !== apiKey) return c.json({ error: 'Invalid API key' }, 401);
    sandbox.engine.noteActivity();
    await next();
  });

  app.route('/tokens/v2', tokenRoutes(sandbox));
  app.route('/price/v3', priceRoutes(sandbox));
  app.route('/swap/v2', swapV2Routes(sandbox));
  app.route('/ultra/v1', ultraRoutes(sandbox));
  app.route('/swap/v1', swapV1Routes(sandbox));
  app.route('/staging', stagingQuoteRoutes(sandbox));
  app.route('/tx/v1', txSubmitRoutes(sandbox));
  app.route('/tx-rpc', txRpcRoutes(sandbox));
  app.route('/studio/v1', studioRoutes(sandbox.studio));
  app.route('/recurring/v1', recurringRoutes(sandbox));
  app.route('/send/v1', sendRoutes(sandbox));
  app.route('/lend/v1', lendRoutes(sandbox));
  app.route('/trigger/v2', triggerRoutes(sandbox.trigger));
  app.route(
    '/prediction/v1',
    predictionRoutes(() => sandbox.prediction),
  );

  app.notFound((c) => c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => c.json(serverError(error), 500));
  return app;
}
