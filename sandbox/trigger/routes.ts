import { Hono } from 'hono';
import {
  challengeRequestSchema,
  confirmCancelRequestSchema,
  craftDepositRequestSchema,
  createPriceOrderRequestSchema,
  updatePriceOrderRequestSchema,
  verifyRequestSchema,
} from '../../src/api/trigger/schemas';
import { type Envelope, refusedAs } from '../edge/answer';
import { readJson, readQuery } from '../edge/body';
import { historyQuerySchema } from './history';
import type { TriggerService } from './service';
import { refused } from './types';

type Env = { Variables: { wallet: string } };

// Supplement §6: `{error, details?}`; a bad field is `Request validation failed` with `details: {field: message}`.
export const TRIGGER_ENVELOPE: Envelope = {
  render: ({ message, extra }) =>
    extra.details === undefined ? { error: message } : { error: message, details: extra.details },
  notJson: () => refused(400, 'Request validation failed', { body: 'must be valid JSON' }),
  invalid: (error) => {
    const details: Record<string, string> = {};
    for (const issue of error.issues) details[issue.path.length ? issue.path.join('.') : 'body'] ??= issue.message;
    return refused(400, 'Request validation failed', details);
  },
  emptyIsObject: true,
};
const E = TRIGGER_ENVELOPE;

/** Spec §4.6, supplement §6; every route but the two auth ones also needs a bearer JWT (401 otherwise). */
export function triggerRoutes(service: TriggerService) {
  const app = new Hono<Env>();
  app.onError(refusedAs(E));

  app.post('/auth/challenge', async (c) => {
    const req = await readJson(c, challengeRequestSchema, E);
    return c.json(service.auth.challenge(req.walletPubkey, req.type));
  });
  app.post('/auth/verify', async (c) => c.json(await service.auth.verify(await readJson(c, verifyRequestSchema, E))));

  app.use('*', async (c, next) => {
    const wallet = await service.auth.walletOf(c.req.header('authorization'));
    if (!wallet) throw refused(401, 'Unauthorized');
    c.set('wallet', wallet);
    await next();
  });

  app.get('/vault', (c) => c.json(service.vault(c.get('wallet'))));
  app.get('/vault/register', (c) => c.json(service.register(c.get('wallet')), 201));
  app.post('/deposit/craft', async (c) =>
    c.json(service.craftDeposit(c.get('wallet'), await readJson(c, craftDepositRequestSchema, E))),
  );
  app.post('/orders/price', async (c) =>
    c.json(service.createOrder(c.get('wallet'), await readJson(c, createPriceOrderRequestSchema, E))),
  );
  app.patch('/orders/price/:orderId', async (c) => {
    const req = await readJson(c, updatePriceOrderRequestSchema, E, { orderId: c.req.param('orderId') });
    return c.json(service.updateOrder(c.get('wallet'), req));
  });
  app.post('/orders/price/cancel/:orderId', (c) =>
    c.json(service.initiateCancel(c.get('wallet'), c.req.param('orderId'))),
  );
  app.post('/orders/price/confirm-cancel/:orderId', async (c) => {
    const req = await readJson(c, confirmCancelRequestSchema, E, { orderId: c.req.param('orderId') });
    return c.json(service.confirmCancel(c.get('wallet'), req));
  });
  app.get('/orders/history', (c) => {
    const page = service.history(c.get('wallet'), readQuery(c, historyQuerySchema, E));
    return c.body(page, 200, { 'content-type': 'application/json' });
  });
  app.get('/orders/history/:orderId', (c) => c.json(service.order(c.get('wallet'), c.req.param('orderId'))));
  return app;
}
