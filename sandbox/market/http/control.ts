import { Hono } from 'hono';
import * as z from 'zod';
import { addressSchema } from '../../../src/api/common';
import { jsonBody } from '../../edge/validate';
import type { FamilyContext } from '../../kit/family';

/** About a millisecond a tick: a request never blocks the server for more than a second or so. */
const MAX_STEPS = 1_000;

const priceSchema = z.strictObject({
  mint: addressSchema,
  usdPrice: z.number().positive().max(1e12),
});

const marketSchema = z
  .strictObject({
    paused: z.boolean().optional(),
    /** Run this many market ticks now (deterministic from the seed), paused or not. */
    steps: z.int().min(1).max(MAX_STEPS).optional(),
  })
  .refine((b) => b.paused !== undefined || b.steps !== undefined, { message: 'paused or steps is required' });

export function marketControlRoutes(ctx: FamilyContext) {
  const app = new Hono();
  const marketStatus = () => ({
    paused: ctx.engine.paused,
    sleeping: ctx.engine.sleeping,
    tick: ctx.engine.market.tick,
    onChainPools: ctx.engine.liquidity.onChainIndices().length,
    pools: ctx.engine.layout.pools.length,
  });

  app.post('/price', async (c) => {
    const body = await jsonBody(c, priceSchema);
    if (!body.ok) return body.response;
    const result = ctx.engine.setPrice(body.data.mint, body.data.usdPrice);
    if (!result.ok) return c.json({ error: result.error }, 400);
    const { ok: _ok, ...answer } = result;
    return c.json(answer);
  });

  app.get('/market', (c) => c.json(marketStatus()));

  app.post('/market', async (c) => {
    const body = await jsonBody(c, marketSchema);
    if (!body.ok) return body.response;
    ctx.engine.noteActivity();
    if (body.data.paused !== undefined) ctx.engine.setPaused(body.data.paused);
    let trades = 0;
    for (let i = 0; i < (body.data.steps ?? 0); i++) trades += ctx.engine.step().length;
    return c.json({ ...marketStatus(), ...(body.data.steps ? { trades } : {}) });
  });

  return app;
}
