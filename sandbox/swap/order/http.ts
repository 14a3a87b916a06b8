import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import * as z from 'zod';
import { describeZodError } from '../../kit/refusal';
import { AssembleError, type TxContext } from '../../kit/tx/plan';
import { buildSwap } from './build';
import { parseBuildQuery } from './build-params';
import { executeOrder } from './execute';
import { swapOrdersFor } from './order-service';
import { type OrderFamily, parseOrderQuery } from './params';
import { ParamError } from './query-reader';

export function orderAnswer(sandbox: TxContext, family: OrderFamily, query: Readonly<Record<string, string>>) {
  const startedAt = performance.now();
  let req;
  try {
    req = parseOrderQuery(family, query, sandbox.world);
  } catch (error) {
    if (!(error instanceof ParamError)) throw error;
    const body = family === 'v2' ? { error: error.message, requestId: randomUUID() } : { error: error.message };
    return { status: 400, body } as const;
  }
  return swapOrdersFor(sandbox).order(req, startedAt);
}

export function handleOrder(c: Context, sandbox: TxContext, family: OrderFamily) {
  const answer = orderAnswer(sandbox, family, c.req.query());
  return c.json(answer.body, answer.status);
}

export function handleBuild(c: Context, sandbox: TxContext) {
  try {
    const answer = buildSwap(sandbox, parseBuildQuery(c.req.query(), sandbox.world));
    return c.json(answer.body, answer.status);
  } catch (error) {
    if (!(error instanceof ParamError) && !(error instanceof AssembleError)) throw error;
    return c.json({ error: error.message, requestId: randomUUID() }, 400);
  }
}

/** A bad body is a 400 `{error, code}`: -1 for the requestId, -2 for the transaction (supplement §3). */
export async function handleExecute(
  c: Context,
  sandbox: TxContext,
  family: OrderFamily,
  schema: z.core.$ZodType<{ signedTransaction: string; requestId: string }>,
) {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    return c.json({ error: 'body: must be valid JSON', code: -2 }, 400);
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    const requestIdIssue = parsed.error.issues.some((i) => i.path[0] === 'requestId');
    return c.json({ error: describeZodError(parsed.error), code: requestIdIssue ? -1 : -2 }, 400);
  }
  const answer = executeOrder(swapOrdersFor(sandbox), family, parsed.data);
  return c.json(answer.body, answer.status);
}
