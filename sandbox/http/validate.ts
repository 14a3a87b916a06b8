import type { Context } from 'hono';
import * as z from 'zod';

/** Name each problem by its field, so a 400 says what to fix ("address: must be a base58 Solana address"). */
export function describeZodError(error: z.core.$ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

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
