import * as z from 'zod/mini';
import { describeIssues } from './http';

/**
 * The wire form of a request's params, for a query key (never a bigint in a key). Invalid params get a key of their
 * own and still reach the endpoint function, whose rejection (an `invalid-request` ApiError) becomes the query's error.
 */
export function wireKey<S extends z.ZodMiniType>(schema: S, params: z.output<S>): unknown {
  const encoded = z.safeEncode(schema, params);
  return encoded.success ? encoded.data : { invalid: describeIssues(encoded.error) };
}
