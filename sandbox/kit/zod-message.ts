import type * as z from 'zod';

export function describeZodError(error: z.core.$ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}
