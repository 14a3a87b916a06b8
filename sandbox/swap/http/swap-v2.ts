import { Hono } from 'hono';
import { executeV2RequestSchema } from '../../../src/api/swap/schemas-v2';
import type { FamilyContext } from '../../kit/family';
import { handleBuild, handleExecute, handleOrder } from './order';

// Swap v2 (spec §4.2, supplement §3); a bad parameter is a 400 `{error, requestId}` naming it.
export function swapV2Routes(ctx: FamilyContext) {
  const app = new Hono();
  app.get('/order', (c) => handleOrder(c, ctx, 'v2'));
  app.get('/build', (c) => handleBuild(c, ctx));
  app.post('/execute', (c) => handleExecute(c, ctx, 'v2', executeV2RequestSchema));
  return app;
}
