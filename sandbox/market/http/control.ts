import { Hono } from 'hono';
import * as z from 'zod';
import { addressSchema } from '../../../src/api/common';
import { PLAIN, refusedAs } from '../../edge/answer';
import { readJson } from '../../edge/body';
import { Refused } from '../../kit/refused';
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
  app.onError(refusedAs(PLAIN));
  const marketStatus = () => ({
    paused: ctx.engine.paused,
    sleeping: ctx.engine.sleeping,
    tick: ctx.engine.market.tick,
    onChainPools: ctx.engine.liquidity.onChainIndices().length,
    pools: ctx.engine.layout.pools.length,
  });

  app.post('/price', async (c) => {
    const body = await readJson(c, priceSchema, PLAIN);
    const result = ctx.engine.setPrice(body.mint, body.usdPrice);
    if (!result.ok) throw new Refused(400, result.error);
    const { ok: _ok, ...answer } = result;
    return c.json(answer);
  });

  app.get('/market', (c) => c.json(marketStatus()));

  app.post('/market', async (c) => {
    const body = await readJson(c, marketSchema, PLAIN);
    ctx.engine.noteActivity();
    if (body.paused !== undefined) ctx.engine.setPaused(body.paused);
    let trades = 0;
    for (let i = 0; i < (body.steps ?? 0); i++) trades += ctx.engine.step().length;
    return c.json({ ...marketStatus(), ...(body.steps ? { trades } : {}) });
  });

  return app;
}
