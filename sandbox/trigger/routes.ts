import { Hono, type Context } from 'hono';
import * as z from 'zod';
import {
  challengeRequestSchema,
  confirmCancelRequestSchema,
  craftDepositRequestSchema,
  createPriceOrderRequestSchema,
  updatePriceOrderRequestSchema,
  verifyRequestSchema,
} from '../../src/api/trigger/schemas';
import type { TriggerService } from './service';
import type { Answer } from './types';

type Env = { Variables: { wallet: string } };

/** Supplement §6. */
function validationFailed(c: Context, error: z.core.$ZodError) {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    details[key] ??= issue.message;
  }
  return c.json({ error: 'Request validation failed', details }, 400);
}

async function body<S extends z.core.$ZodType>(c: Context, schema: S, extra: Record<string, unknown> = {}) {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return {
      ok: false as const,
      response: c.json({ error: 'Request validation failed', details: { body: 'must be valid JSON' } }, 400),
    };
  }
  const input = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...raw, ...extra } : raw;
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) return { ok: false as const, response: validationFailed(c, parsed.error) };
  return { ok: true as const, data: parsed.data };
}

const send = (c: Context, a: Answer) =>
  a.json === undefined
    ? c.json(a.body as object, a.status)
    : c.body(a.json, a.status, { 'content-type': 'application/json' });

/** Spec §4.6, supplement §6; every route but the two auth ones also needs a bearer JWT (401 otherwise). */
export function triggerRoutes(service: TriggerService) {
  const app = new Hono<Env>();

  app.post('/auth/challenge', async (c) => {
    const b = await body(c, challengeRequestSchema);
    return b.ok ? send(c, service.auth.challenge(b.data.walletPubkey, b.data.type)) : b.response;
  });
  app.post('/auth/verify', async (c) => {
    const b = await body(c, verifyRequestSchema);
    return b.ok ? send(c, await service.auth.verify(b.data)) : b.response;
  });

  app.use('*', async (c, next) => {
    const wallet = await service.auth.walletOf(c.req.header('authorization'));
    if (!wallet) return c.json({ error: 'Unauthorized' }, 401);
    c.set('wallet', wallet);
    await next();
  });

  app.get('/vault', (c) => send(c, service.vault(c.get('wallet'))));
  app.get('/vault/register', (c) => send(c, service.register(c.get('wallet'))));
  app.post('/deposit/craft', async (c) => {
    const b = await body(c, craftDepositRequestSchema);
    return b.ok ? send(c, service.craftDeposit(c.get('wallet'), b.data)) : b.response;
  });
  app.post('/orders/price', async (c) => {
    const b = await body(c, createPriceOrderRequestSchema);
    return b.ok ? send(c, service.createOrder(c.get('wallet'), b.data)) : b.response;
  });
  app.patch('/orders/price/:orderId', async (c) => {
    const b = await body(c, updatePriceOrderRequestSchema, { orderId: c.req.param('orderId') });
    return b.ok ? send(c, service.updateOrder(c.get('wallet'), b.data)) : b.response;
  });
  app.post('/orders/price/cancel/:orderId', (c) =>
    send(c, service.initiateCancel(c.get('wallet'), c.req.param('orderId'))),
  );
  app.post('/orders/price/confirm-cancel/:orderId', async (c) => {
    const b = await body(c, confirmCancelRequestSchema, { orderId: c.req.param('orderId') });
    return b.ok ? send(c, service.confirmCancel(c.get('wallet'), b.data)) : b.response;
  });
  app.get('/orders/history', (c) => send(c, service.history(c.get('wallet'), c.req.query())));
  app.get('/orders/history/:orderId', (c) => send(c, service.order(c.get('wallet'), c.req.param('orderId'))));
  return app;
}
