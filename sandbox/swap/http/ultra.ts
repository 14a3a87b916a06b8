import { Hono } from 'hono';
import { ultraExecuteRequestSchema } from '../../../src/api/ultra/schemas';
import type { FamilyContext } from '../../kit/family';
import { handleExecute, handleOrder } from './order';

// Order v1 (spec §4.3, supplement §4): the swap v2 engine without slippage or broadcast parameters.
export function ultraRoutes(ctx: FamilyContext) {
  const app = new Hono();
  app.get('/order', (c) => handleOrder(c, ctx, 'ultra'));
  app.post('/execute', (c) => handleExecute(c, ctx, 'ultra', ultraExecuteRequestSchema));
  return app;
}
