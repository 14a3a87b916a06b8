import { Hono } from 'hono';
import {
  cancelOrderRequestSchema,
  createOrderRequestSchema,
  executeRecurringRequestSchema,
  getRecurringOrdersParamsSchema,
} from '../../src/api/recurring/schemas';
import { type Envelope, refusedAs } from '../edge/answer';
import { parseAs, readJson } from '../edge/body';
import { Refused } from '../kit/refused';
import { listOrders } from './list';
import { cancelOrder, createOrder, execute, type RecurringContext } from './service';

/** Query strings carry text: the page and the flag become the schema's number and boolean (defaults 1, false). */
function paramsOf(query: Record<string, string>) {
  const { page, includeFailedTx, ...rest } = query;
  return {
    ...rest,
    page: page === undefined ? 1 : /^\d+$/.test(page) ? Number(page) : page,
    includeFailedTx:
      includeFailedTx === undefined
        ? false
        : includeFailedTx === 'true'
          ? true
          : includeFailedTx === 'false'
            ? false
            : includeFailedTx,
  };
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found' };

// Supplement §7: `{code, error, status}`; a bad field names the first problem only.
export const RECURRING_ENVELOPE: Envelope = {
  render: (refused) => ({
    code: refused.status,
    error: refused.message,
    status: STATUS_TEXT[refused.status] ?? 'Error',
  }),
  notJson: () => new Refused(400, 'Body must be JSON'),
  invalid: (error) => {
    const issue = error.issues[0];
    const path = issue?.path.join('.');
    return new Refused(400, path ? `${path}: ${issue?.message ?? 'invalid'}` : (issue?.message ?? 'Invalid body'));
  },
  emptyIsObject: false,
};

// Recurring v1: spec §4.7, supplement §7.
export function recurringRoutes(ctx: RecurringContext) {
  const app = new Hono();
  const E = RECURRING_ENVELOPE;
  app.onError(refusedAs(E));
  app.post('/createOrder', async (c) => c.json(createOrder(ctx, await readJson(c, createOrderRequestSchema, E))));
  app.post('/cancelOrder', async (c) => c.json(cancelOrder(ctx, await readJson(c, cancelOrderRequestSchema, E))));
  app.post('/execute', async (c) => c.json(execute(ctx, await readJson(c, executeRecurringRequestSchema, E))));
  app.get('/getRecurringOrders', (c) =>
    c.json(listOrders(ctx, parseAs(getRecurringOrdersParamsSchema, paramsOf(c.req.query()), E))),
  );
  return app;
}
