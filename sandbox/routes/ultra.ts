import { Hono } from 'hono';
import { ultraExecuteRequestSchema } from '../../src/api/ultra/schemas';
import type { Sandbox } from '../sandbox';
import { handleExecute, handleOrder } from '../swap/order/http';

// Order v1 (spec §4.3, supplement §4): the swap v2 engine without slippage or broadcast parameters.
export function ultraRoutes(sandbox: Sandbox) {
  const app = new Hono();
  app.get('/order', (c) => handleOrder(c, sandbox, 'ultra'));
  app.post('/execute', (c) => handleExecute(c, sandbox, 'ultra', ultraExecuteRequestSchema));
  return app;
}
