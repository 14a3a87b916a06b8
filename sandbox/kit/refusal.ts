import * as z from 'zod';

export class Refusal extends Error {
  constructor(
    readonly code: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

export function describeZodError(error: z.core.$ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

export function parseOr400<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  throw new Refusal(400, describeZodError(parsed.error));
}
