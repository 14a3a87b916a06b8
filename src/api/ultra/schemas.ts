import * as z from 'zod/mini';
import { addressSchema, base64TxSchema, rawAmountSchema, ROUTERS } from '../common';

// Order v1 answers with the swap v2 order shape (spec §2.2) and the same execute result (supplement §4).
import { orderParamChecks } from '../swap/schemas-v2';

export { executeResponseSchema, orderResponseSchema } from '../swap/schemas-v2';
export type { ExecuteResponse, OrderResponse } from '../swap/schemas-v2';

/** Query of GET /ultra/v1/order: names from supplement §4 (the spec leaves mints/amount/taker unnamed). No slippage. */
export const ultraOrderParamsSchema = z
  .object({
    inputMint: addressSchema,
    outputMint: addressSchema,
    amount: rawAmountSchema,
    taker: z.optional(addressSchema),
    receiver: z.optional(addressSchema),
    payer: z.optional(addressSchema),
    closeAuthority: z.optional(addressSchema),
    referralAccount: z.optional(addressSchema),
    referralFee: z.optional(z.int().check(z.gte(50), z.lte(255))),
    excludeRouters: z.optional(z.array(z.enum(ROUTERS))),
    excludeDexes: z.optional(z.array(z.string().check(z.minLength(1)))),
  })
  .check(
    ...orderParamChecks,
    // Spec §4.3: closeAuthority is ignored without payer, so sending it alone is a mistake worth catching.
    z.refine((p) => p.closeAuthority === undefined || p.payer !== undefined, {
      message: 'requires payer',
      path: ['closeAuthority'],
    }),
  );
export type UltraOrderParams = z.output<typeof ultraOrderParamsSchema>;

/** Body of POST /ultra/v1/execute (supplement §4). */
export const ultraExecuteRequestSchema = z.object({
  signedTransaction: base64TxSchema.check(z.minLength(1)),
  requestId: z.string().check(z.minLength(1)),
});
export type UltraExecuteRequest = z.output<typeof ultraExecuteRequestSchema>;
