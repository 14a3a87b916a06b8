import type { Context } from 'hono';
import * as z from 'zod';
import type { Envelope } from './answer';

// The one reader of request input: a value the schema accepts, or a refusal in the family's envelope (thrown).
export function parseAs<S extends z.core.$ZodType>(schema: S, raw: unknown, envelope: Envelope): z.output<S> {
  const parsed = z.safeParse(schema, raw);
  if (parsed.success) return parsed.data;
  throw envelope.invalid(parsed.error);
}

// `extra` (path parameters) joins a body that is an object, as if the client had sent it; null: an unreadable body.
export function parseJsonText<S extends z.core.$ZodType>(
  text: string | null,
  schema: S,
  envelope: Envelope,
  extra: Readonly<Record<string, unknown>> = {},
): z.output<S> {
  let raw: unknown;
  try {
    raw = envelope.emptyIsObject && text?.trim() === '' ? {} : JSON.parse(text ?? '');
  } catch {
    throw envelope.notJson();
  }
  const input = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...raw, ...extra } : raw;
  return parseAs(schema, input, envelope);
}

export async function readJson<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  envelope: Envelope,
  extra: Readonly<Record<string, unknown>> = {},
): Promise<z.output<S>> {
  const text = await c.req.text().catch(() => null);
  return parseJsonText(text, schema, envelope, extra);
}

export const readQuery = <S extends z.core.$ZodType>(c: Context, schema: S, envelope: Envelope): z.output<S> =>
  parseAs(schema, c.req.query(), envelope);
