import * as z from 'zod';

/** A family's refused request: the spec's `{error}` body with its status (Send, Lend). */
export class Refusal extends Error {
  constructor(
    readonly code: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** Name each problem by its field, so a 400 says what to fix ("address: must be a base58 Solana address"). */
export function describeZodError(error: z.core.$ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/** The body or query by its schema, or a 400 naming each bad field. */
export function parseOr400<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  throw new Refusal(400, describeZodError(parsed.error));
}
