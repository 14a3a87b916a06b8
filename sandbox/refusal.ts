import type { Context } from 'hono';
import * as z from 'zod';
import { describeZodError } from './http/validate';

/** A family's refused request: the spec's `{error}` body with its status (Send, Lend). */
export class Refusal extends Error {
  constructor(
    readonly code: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** The body or query by its schema, or a 400 naming each bad field. */
export function parseOr400<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  throw new Refusal(400, describeZodError(parsed.error));
}

/** Run `run` on the body (the query for GET); a Refusal becomes its status and `{error}`. */
export async function answer(c: Context, run: (body: unknown) => unknown) {
  let body: unknown;
  try {
    body = c.req.method === 'GET' ? c.req.query() : await c.req.json();
  } catch {
    return c.json({ error: 'Body must be JSON' }, 400);
  }
  try {
    return c.json(run(body) as object, 200);
  } catch (error) {
    if (error instanceof Refusal) return c.json({ error: error.message }, error.code);
    throw error;
  }
}
