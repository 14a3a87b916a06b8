import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type * as z from 'zod';
import { answerRefused, type Envelope, errorEnvelope } from '../../edge/answer';
import { parseJsonText } from '../../edge/body';
import { Refused } from '../../kit/refused';
import { AssembleError, type TxContext } from '../../kit/tx/plan';
import { describeZodError } from '../../kit/zod-message';
import { buildSwap } from '../order/build';
import { parseBuildQuery } from '../order/build-params';
import { executeOrder } from '../order/execute';
import { swapOrdersFor } from '../order/order-service';
import { type OrderFamily, parseOrderQuery } from '../order/params';

const PLAIN_QUERY = errorEnvelope('body: must be valid JSON', true);
// Swap v2 names each refused request (supplement §3); order v1 answers `{error}`.
const V2: Envelope = { ...PLAIN_QUERY, render: ({ message }) => ({ error: message, requestId: randomUUID() }) };
// A bad execute body is a 400 `{error, code}`: -1 for the requestId, -2 for the transaction (supplement §3).
const EXECUTE: Envelope = {
  render: ({ message, extra }) => ({ error: message, code: extra.code }),
  notJson: () => new Refused(400, 'body: must be valid JSON', { code: -2 }),
  invalid: (error) =>
    new Refused(400, describeZodError(error), { code: error.issues.some((i) => i.path[0] === 'requestId') ? -1 : -2 }),
  emptyIsObject: false,
};

// Also the fast path's answer (http/fast-orders.ts), which runs before Hono: a status and a body, never a throw.
export function orderAnswer(ctx: TxContext, family: OrderFamily, query: Readonly<Record<string, string>>) {
  const startedAt = performance.now();
  let req;
  try {
    req = parseOrderQuery(family, query, ctx.world);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { status: 400, body: (family === 'v2' ? V2 : PLAIN_QUERY).render(error) } as const;
  }
  return swapOrdersFor(ctx).order(req, startedAt);
}

export function handleOrder(c: Context, ctx: TxContext, family: OrderFamily) {
  const answer = orderAnswer(ctx, family, c.req.query());
  return c.json(answer.body, answer.status);
}

export function handleBuild(c: Context, ctx: TxContext) {
  try {
    const answer = buildSwap(ctx, parseBuildQuery(c.req.query(), ctx.world));
    return c.json(answer.body, answer.status);
  } catch (error) {
    if (error instanceof AssembleError) return answerRefused(c, V2, new Refused(400, error.message));
    if (error instanceof Refused) return answerRefused(c, V2, error);
    throw error;
  }
}

export async function handleExecute(
  c: Context,
  ctx: TxContext,
  family: OrderFamily,
  schema: z.core.$ZodType<{ signedTransaction: string; requestId: string }>,
) {
  const answer = executeAnswer(ctx, family, schema, await c.req.text().catch(() => null));
  return c.json(answer.body, answer.status);
}

// Also the fast path's answer, from the body's text (null: unreadable): a status and a body.
export function executeAnswer(
  ctx: TxContext,
  family: OrderFamily,
  schema: z.core.$ZodType<{ signedTransaction: string; requestId: string }>,
  text: string | null,
) {
  let body;
  try {
    body = parseJsonText(text, schema, EXECUTE);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { status: error.status, body: EXECUTE.render(error) };
  }
  return executeOrder(swapOrdersFor(ctx), family, body);
}
