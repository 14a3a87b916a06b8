import * as z from 'zod/mini';
import { addressSchema, base64TxSchema, numberishSchema, rawAmountSchema, tolerantEnum } from '../common';

/** Service limits (supplement §7): not checked here because they are in USD; the form shows them. */
export const RECURRING_MIN_TOTAL_USD = 100;
export const RECURRING_MIN_PER_ORDER_USD = 50;
export const RECURRING_MIN_ORDERS = 2;
export const RECURRING_PAGE_SIZE = 10;

/** Supplement §7 `int64`: a JSON number on the wire; encoding refuses what a JSON number cannot carry exactly. */
export const int64AmountSchema = z.codec(
  z.union([
    z.int().check(z.nonnegative()),
    z.string().check(z.regex(/^\d+$/, 'expected a non-negative integer string')),
  ]),
  z
    .bigint()
    .check(z.nonnegative(), z.lte(BigInt(Number.MAX_SAFE_INTEGER), 'amount too large to send as a JSON number')),
  { decode: (v) => BigInt(v), encode: (b) => Number(b) },
);

const txResponseSchema = z.looseObject({
  requestId: z.string().check(z.minLength(1)),
  transaction: base64TxSchema,
});

// ---- createOrder (supplement §7; the deprecated `params.price` form is not offered) ----

export const createOrderRequestSchema = z
  .object({
    user: addressSchema,
    inputMint: addressSchema,
    outputMint: addressSchema,
    params: z.object({
      time: z.object({
        inAmount: int64AmountSchema,
        numberOfOrders: z.int().check(z.gte(RECURRING_MIN_ORDERS)),
        interval: z.int().check(z.positive()),
        minPrice: z.nullish(z.number().check(z.positive())),
        maxPrice: z.nullish(z.number().check(z.positive())),
        /** Unix seconds; null or absent starts now. The ceiling catches a time sent in milliseconds. */
        startAt: z.nullish(z.int().check(z.nonnegative(), z.lte(1e11, 'expected Unix seconds'))),
      }),
    }),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.inputMint === v.outputMint) {
        ctx.addIssue({ code: 'custom', path: ['outputMint'], message: 'must differ from inputMint' });
      }
      const { minPrice, maxPrice } = v.params.time;
      if (minPrice != null && maxPrice != null && minPrice > maxPrice) {
        ctx.addIssue({ code: 'custom', path: ['params', 'time', 'minPrice'], message: 'must not exceed maxPrice' });
      }
    }),
  );
export type CreateOrderRequest = z.output<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = txResponseSchema;
export type CreateOrderResponse = z.output<typeof createOrderResponseSchema>;

export const cancelOrderRequestSchema = z.object({
  order: addressSchema,
  user: addressSchema,
  recurringType: z.enum(['time', 'price']),
});
export type CancelOrderRequest = z.output<typeof cancelOrderRequestSchema>;

export const cancelOrderResponseSchema = txResponseSchema;
export type CancelOrderResponse = z.output<typeof cancelOrderResponseSchema>;

// ---- execute (spec §4.7) ----

export const executeRecurringRequestSchema = z.object({
  requestId: z.string().check(z.minLength(1)),
  signedTransaction: base64TxSchema,
});
export type ExecuteRecurringRequest = z.output<typeof executeRecurringRequestSchema>;

export const EXECUTE_STATUSES = ['Success', 'Failed'] as const;

/** Failure is reported in `error` with a 200, not as an HTTP error (spec: Errors). */
export const executeRecurringResponseSchema = z
  .looseObject({
    status: tolerantEnum(EXECUTE_STATUSES),
    // Required by the docs, yet their own `Failed` example has none: required on success only.
    signature: z.optional(z.string()),
    order: z.nullish(z.string()),
    error: z.nullish(z.string()),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.status === 'Success' && !v.signature) {
        ctx.addIssue({ code: 'custom', path: ['signature'], message: 'required when status is Success' });
      }
    }),
  );
export type ExecuteRecurringResponse = z.output<typeof executeRecurringResponseSchema>;

export const ORDER_STATUSES = ['active', 'history'] as const;
export const RECURRING_TYPES = ['time', 'price', 'all'] as const;

export const getRecurringOrdersParamsSchema = z.object({
  user: addressSchema,
  orderStatus: z.enum(ORDER_STATUSES),
  recurringType: z.enum(RECURRING_TYPES),
  page: z.int().check(z.gte(1)),
  mint: z.optional(addressSchema),
  includeFailedTx: z.boolean(),
});
export type GetRecurringOrdersParams = z.output<typeof getRecurringOrdersParamsSchema>;

export const recurringTradeSchema = z.looseObject({
  orderKey: z.string(),
  keeper: z.string(),
  inputMint: z.string(),
  outputMint: z.string(),
  inputAmount: z.string(),
  outputAmount: z.string(),
  rawInputAmount: rawAmountSchema,
  rawOutputAmount: rawAmountSchema,
  feeMint: z.string(),
  feeAmount: z.string(),
  rawFeeAmount: rawAmountSchema,
  /** Only linked; the published yaml example has none. */
  txId: z.nullish(z.string()),
  confirmedAt: z.string(),
  action: tolerantEnum(['Fill', 'Failed']),
  productMeta: z.optional(z.unknown()),
});
export type RecurringTrade = z.output<typeof recurringTradeSchema>;

/** Absent, null and `""` all mean "no transaction yet". */
const openAsNullSchema = z.codec(z.nullish(z.string()), z.nullable(z.string()), {
  decode: (s) => (s ? s : null),
  encode: (s) => s,
});

export const timeRecurringSchema = z.looseObject({
  userPubkey: z.string(),
  orderKey: z.string(),
  inputMint: z.string(),
  outputMint: z.string(),
  inDeposited: z.string(),
  inWithdrawn: z.string(),
  rawInDeposited: rawAmountSchema,
  rawInWithdrawn: rawAmountSchema,
  cycleFrequency: numberishSchema,
  outWithdrawn: z.string(),
  inAmountPerCycle: z.string(),
  minOutAmount: z.string(),
  maxOutAmount: z.string(),
  inUsed: z.string(),
  outReceived: z.string(),
  rawOutWithdrawn: rawAmountSchema,
  rawInAmountPerCycle: rawAmountSchema,
  rawMinOutAmount: rawAmountSchema,
  rawMaxOutAmount: rawAmountSchema,
  rawInUsed: rawAmountSchema,
  rawOutReceived: rawAmountSchema,
  openTx: z.nullish(z.string()),
  closeTx: openAsNullSchema,
  userClosed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  trades: z.array(recurringTradeSchema),
  /** Sandbox extensions (not in the supplement): the next round (ISO; null once closed) and the round count. */
  nextRunAt: z.nullish(z.string()),
  numberOfOrders: z.optional(z.int()),
});
export type TimeRecurring = z.output<typeof timeRecurringSchema>;

/** Deprecated price-based orders: listed for display only, with the fields every order has. */
export const priceRecurringSchema = z.looseObject({
  userPubkey: z.string(),
  orderKey: z.string(),
  inputMint: z.string(),
  outputMint: z.string(),
  trades: z.optional(z.array(recurringTradeSchema)),
});
export type PriceRecurring = z.output<typeof priceRecurringSchema>;

export const anyRecurringSchema = z.discriminatedUnion('recurringType', [
  z.extend(timeRecurringSchema, { recurringType: z.literal('time') }),
  z.extend(priceRecurringSchema, { recurringType: z.literal('price') }),
]);
export type AnyRecurring = z.output<typeof anyRecurringSchema>;

const LIST_KEYS = ['time', 'price', 'all'] as const;

const flatOrdersResponseSchema = z.looseObject({
  user: z.string(),
  orderStatus: tolerantEnum(ORDER_STATUSES),
  time: z.optional(z.array(timeRecurringSchema)),
  price: z.optional(z.array(priceRecurringSchema)),
  all: z.optional(z.array(anyRecurringSchema)),
  totalPages: z.int(),
  page: z.int(),
});

/** The published captures nest the list with its paging (`time: {orders, totalPages, page}`): read as the flat form. */
function flatten(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...body };
  for (const key of LIST_KEYS) {
    const nested = out[key];
    if (typeof nested !== 'object' || nested === null || !('orders' in nested)) continue;
    const { orders, totalPages, page } = nested as Record<string, unknown>;
    Object.assign(out, { [key]: orders, totalPages: out.totalPages ?? totalPages, page: out.page ?? page });
  }
  return out;
}

export const getRecurringOrdersResponseSchema = z.codec(z.unknown(), flatOrdersResponseSchema, {
  decode: (v) => flatten(v) as z.input<typeof flatOrdersResponseSchema>,
  encode: (v) => v,
});
export type GetRecurringOrdersResponse = z.output<typeof getRecurringOrdersResponseSchema>;
