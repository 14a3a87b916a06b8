import { Hono } from 'hono';
import { executeV2RequestSchema } from '../../src/api/swap/schemas-v2';
import type { Sandbox } from '../sandbox';
import { handleBuild, handleExecute, handleOrder } from '../swap/order/http';

// Swap v2 (spec §4.2, supplement §3); a bad parameter is a 400 `{error, requestId}` naming it.
export function swapV2Routes(sandbox: Sandbox) {
  const app = new Hono();
  app.get('/order', (c) => handleOrder(c, sandbox, 'v2'));
  app.get('/build', (c) => handleBuild(c, sandbox));
  app.post('/execute', (c) => handleExecute(c, sandbox, 'v2', executeV2RequestSchema));
  return app;
}
