import * as z from 'zod/mini';
import { describeIssues } from './http';

/** Never a bigint in a key; invalid params still reach the endpoint, whose rejection becomes the query's error. */
export function wireKey<S extends z.ZodMiniType>(schema: S, params: z.output<S>): unknown {
  const encoded = z.safeEncode(schema, params);
  return encoded.success ? encoded.data : { invalid: describeIssues(encoded.error) };
}
