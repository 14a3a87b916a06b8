import type { Context } from 'hono';
import * as z from 'zod';
import { describeZodError, Refusal } from '../kit/refusal';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Parse a JSON body with a schema; malformed JSON and invalid fields both become a 400 `{error}`, never a throw. */
export async function jsonBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: c.json({ error: 'body: must be valid JSON' }, 400) };
  }
  const result = z.safeParse(schema, raw);
  if (!result.success) return { ok: false, response: c.json({ error: describeZodError(result.error) }, 400) };
  return { ok: true, data: result.data };
}

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
