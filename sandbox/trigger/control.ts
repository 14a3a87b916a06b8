import { Hono } from 'hono';
import * as z from 'zod';
import { PLAIN, refusedAs } from '../edge/answer';
import { readJson } from '../edge/body';
import { Refused } from '../kit/refused';
import { heldOnChain, planFill } from './fill';
import { defaultSlippage } from './orders';
import { orderById } from './history';
import type { TriggerService } from './service';

const partialSchema = z.strictObject({
  orderId: z.string().min(1),
  /** Raw input units: at most this much fills now, as thin liquidity would allow. */
  amount: z.string().regex(/^[1-9]\d*$/),
});

/** Under `/__sandbox/trigger`: a partial fill on demand, through the real pools, at the price book within slippage. */
export function triggerControlRoutes(service: TriggerService) {
  const app = new Hono();
  app.onError(refusedAs(PLAIN));
  app.post('/partial-fill', async (c) => {
    const { orderId, amount } = await readJson(c, partialSchema, PLAIN);
    const ctx = service.context;
    const o = ctx.store.orders.get(orderId);
    if (!o) throw new Refused(404, 'Order not found');
    if (o.rawState !== 'open' || o.pending) throw new Refused(400, `Order is not open (state: ${o.rawState})`);
    const held = heldOnChain(ctx, o.account);
    const left = BigInt(o.remainingInputAmount) < held ? BigInt(o.remainingInputAmount) : held;
    const part = BigInt(amount) < left ? BigInt(amount) : left;
    if (part === left) throw new Refused(400, `A partial fill must leave something: ${left} left`);
    const plan = planFill(ctx, o, part, o.slippageBps ?? defaultSlippage(o.orderContext));
    if (!plan) throw new Refused(400, 'No route fills that part within the order’s slippage');
    service.keeper.land(o, plan, held, ctx.now());
    return c.json({ order: orderById(ctx.store, o.userPubkey, o.id) });
  });
  return app;
}
