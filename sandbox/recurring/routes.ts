import { Hono, type Context } from 'hono';
import type { Sandbox } from '../sandbox';
import { startKeeper } from './keeper';
import { listOrders } from './list';
import { cancelOrder, createOrder, execute, RecurringError, type RecurringContext } from './service';

export function recurringContext(sandbox: Sandbox): RecurringContext {
  return {
    world: sandbox.world,
    ledger: sandbox.ledger,
    get engine() {
      return sandbox.engine;
    },
    now: () => sandbox.time.now(),
    book: sandbox.recurring,
    persist: () => sandbox.save(true),
  };
}

async function answer(c: Context, run: (body: unknown) => unknown) {
  let body: unknown;
  try {
    body = c.req.method === 'GET' ? c.req.query() : await c.req.json();
  } catch {
    return c.json(new RecurringError(400, 'Body must be JSON').body, 400);
  }
  try {
    return c.json(run(body) as object, 200);
  } catch (error) {
    if (error instanceof RecurringError) return c.json(error.body, error.code);
    throw error;
  }
}

// Recurring v1: spec §4.7, supplement §7.
export function recurringRoutes(sandbox: Sandbox) {
  const ctx = recurringContext(sandbox);
  startKeeper(ctx, (listener) => sandbox.time.onAdvance(listener));
  const app = new Hono();
  app.post('/createOrder', (c) => answer(c, (body) => createOrder(ctx, body)));
  app.post('/cancelOrder', (c) => answer(c, (body) => cancelOrder(ctx, body)));
  app.post('/execute', (c) => answer(c, (body) => execute(ctx, body)));
  app.get('/getRecurringOrders', (c) => answer(c, (query) => listOrders(ctx, query as Record<string, string>)));
  return app;
}
