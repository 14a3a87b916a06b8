import type { MiddlewareHandler } from 'hono';
import { realRewriteFor, specQuery } from './dialect';
import { LEND_SANDBOX_ONLY } from './lend';

// Mounted only with `--dialect real`, so the spec dialect pays nothing.
export function realDialectEdge(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (LEND_SANDBOX_ONLY.includes(path)) return c.json({ error: `No route for ${c.req.method} ${path}` }, 404);
    const rewrite = realRewriteFor(path);
    if (rewrite === undefined) return next();
    if (c.req.method === 'GET') {
      const query = c.req.query();
      const spec = specQuery(path, query);
      if (spec !== query) {
        const url = new URL(c.req.url);
        url.search = new URLSearchParams(spec as Record<string, string>).toString();
        c.req.raw = new Request(url, c.req.raw);
      }
    }
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('application/json')) return;
    const { status } = c.res;
    const body: unknown = await c.res.json();
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(rewrite({ method: c.req.method, path, status, body })), { status, headers });
  };
}
