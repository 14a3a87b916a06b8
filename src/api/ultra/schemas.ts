import * as z from 'zod';
import { addressSchema, base64TxSchema, rawAmountSchema, ROUTERS } from '../common';

// Order v1 answers with the swap v2 order shape (spec §2.2) and the same execute result (supplement §4).
export { executeResponseSchema, orderResponseSchema } from '../swap/schemas-v2';
export type { ExecuteResponse, OrderResponse } from '../swap/schemas-v2';

/** Query of GET /ultra/v1/order: names from supplement §4 (the spec leaves mints/amount/taker unnamed). No slippage. */
export const ultraOrderParamsSchema = z
  .object({
    inputMint: addressSchema,
    outputMint: addressSchema,
    amount: rawAmountSchema,
    taker: addressSchema.optional(),
    receiver: addressSchema.optional(),
    payer: addressSchema.optional(),
    closeAuthority: addressSchema.optional(),
    referralAccount: addressSchema.optional(),
    referralFee: z.number().int().min(50).max(255).optional(),
    excludeRouters: z.array(z.enum(ROUTERS)).optional(),
    excludeDexes: z.array(z.string().min(1)).optional(),
  })
  .refine((p) => (p.referralAccount === undefined) === (p.referralFee === undefined), {
    message: 'referralAccount and referralFee go together',
    path: ['referralFee'],
  })
  // Spec §4.3: receiver gets "the same handling as in swap v2", where it must differ from taker (spec §4.2).
  .refine((p) => p.receiver === undefined || p.receiver !== p.taker, {
    message: 'must differ from taker',
    path: ['receiver'],
  })
  // Spec §4.3: closeAuthority is ignored without payer, so sending it alone is a mistake worth catching.
  .refine((p) => p.closeAuthority === undefined || p.payer !== undefined, {
    message: 'requires payer',
    path: ['closeAuthority'],
  });
export type UltraOrderParams = z.output<typeof ultraOrderParamsSchema>;

/** Body of POST /ultra/v1/execute (supplement §4). */
export const ultraExecuteRequestSchema = z.object({
  signedTransaction: base64TxSchema.min(1),
  requestId: z.string().min(1),
});
export type UltraExecuteRequest = z.output<typeof ultraExecuteRequestSchema>;
