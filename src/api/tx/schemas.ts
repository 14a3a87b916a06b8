import * as z from 'zod/mini';
import { base64TxSchema } from '../common';

/** Body of POST /tx/v1/submit (supplement §12). */
export const submitRequestSchema = z.object({ signedTransaction: base64TxSchema.check(z.minLength(1)) });
export type SubmitRequest = z.output<typeof submitRequestSchema>;

export const submitResponseSchema = z.looseObject({ signature: z.string().check(z.minLength(1)) });
export type SubmitResponse = z.output<typeof submitResponseSchema>;

/** Supplement §12: `skipPreflight: true` and `maxRetries: 0` are the only accepted values (else -1015). */
export const sendTransactionRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.int()]),
  method: z.literal('sendTransaction'),
  params: z.tuple([
    base64TxSchema.check(z.minLength(1)),
    z.object({
      encoding: z.literal('base64'),
      skipPreflight: z.literal(true),
      maxRetries: z.literal(0),
      swqosOnly: z.optional(z.boolean()),
    }),
  ]),
});
export type SendTransactionRpcRequest = z.output<typeof sendTransactionRpcRequestSchema>;

export const rpcErrorSchema = z.looseObject({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) });

export const sendTransactionRpcResponseSchema = z
  .looseObject({
    jsonrpc: z.optional(z.string()),
    id: z.optional(z.union([z.string(), z.number(), z.null()])),
    result: z.optional(z.string().check(z.minLength(1))),
    error: z.optional(rpcErrorSchema),
  })
  .check(
    z.refine((r) => r.result !== undefined || r.error !== undefined, {
      message: 'expected `result` or `error`',
      path: ['result'],
    }),
  );
export type SendTransactionRpcResponse = z.output<typeof sendTransactionRpcResponseSchema>;
