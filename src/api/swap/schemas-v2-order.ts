import * as z from 'zod/mini';
import { addressSchema, rawAmountSchema, ROUTERS, routerSchema, tolerantEnum } from '../common';

/** Query of GET /swap/v2/order (spec §4.2), with the spec's names on the wire (`mevTipLamports`, Decisions §1). */
interface OrderParamsCore {
  taker?: string | undefined;
  receiver?: string | undefined;
  referralAccount?: string | undefined;
  referralFee?: number | undefined;
}

/** The checks order v1 shares with swap v2 (spec §4.3: receiver gets "the same handling as in swap v2"). */
export const orderParamChecks = [
  z.refine<OrderParamsCore>((p) => (p.referralAccount === undefined) === (p.referralFee === undefined), {
    message: 'referralAccount and referralFee go together',
    path: ['referralFee'],
  }),
  z.refine<OrderParamsCore>((p) => p.receiver === undefined || p.receiver !== p.taker, {
    message: 'must differ from taker',
    path: ['receiver'],
  }),
];

export const orderParamsSchema = z
  .object({
    inputMint: addressSchema,
    outputMint: addressSchema,
    amount: rawAmountSchema,
    taker: z.optional(addressSchema),
    receiver: z.optional(addressSchema),
    // Decisions §4: swap v2 is ExactIn only.
    swapMode: z.optional(z.enum(['ExactIn'])),
    slippageBps: z.optional(z.int().check(z.gte(0), z.lte(10_000))),
    referralAccount: z.optional(addressSchema),
    referralFee: z.optional(z.int().check(z.gte(50), z.lte(255))),
    payer: z.optional(addressSchema),
    priorityFeeLamports: z.optional(rawAmountSchema),
    mevTipLamports: z.optional(rawAmountSchema),
    broadcastFeeType: z.optional(z.enum(['maxCap', 'exactFee'])),
    excludeRouters: z.optional(z.array(z.enum(ROUTERS))),
    excludeDexes: z.optional(z.array(z.string().check(z.minLength(1)))),
  })
  .check(...orderParamChecks);
export type OrderParams = z.output<typeof orderParamsSchema>;

/** Deprecated `swapType` (spec §2.2); the real service says `dflow`/`okx` for the last two (supplement §0.2). */
export const SWAP_TYPES = ['aggregator', 'rfq', 'aggregator+rfq', 'aggregator_b', 'aggregator_c'] as const;
export const swapTypeSchema = tolerantEnum(SWAP_TYPES, { dflow: 'aggregator_b', okx: 'aggregator_c' });

export const orderRoutePlanStepSchema = z.looseObject({
  swapInfo: z.looseObject({
    ammKey: z.string(),
    label: z.optional(z.string()),
    inputMint: z.string(),
    outputMint: z.string(),
    inAmount: rawAmountSchema,
    outAmount: rawAmountSchema,
  }),
  percent: z.nullish(z.number()),
  bps: z.optional(z.number()),
  usdValue: z.optional(z.number()),
});

// Digits only: anything else would disable expiry (issue 11 §3.7).
export const blockHeightTextSchema = z.codec(
  z.union([z.string().check(z.regex(/^\d{1,15}$/, 'lastValidBlockHeight must be a block height (digits)')), z.int()]),
  z.string(),
  { decode: (v) => String(v), encode: (s) => s },
);
// Lamport fees as JSON numbers: whole and not negative, or the cost lines can't show them (issue 11 §3.6).
const lamportsNumberSchema = z.int().check(z.nonnegative());
const feeEstimateSchema = z._default(lamportsNumberSchema, 0);
// Absent and null mean the same ("not named"), so the app sees one form.
const nullableTextSchema = z.codec(z.nullish(z.string()), z.nullable(z.string()), {
  decode: (v) => v ?? null,
  encode: (v) => v,
});
const optionalTextSchema = z.codec(z.nullish(z.string()), z.optional(z.string()), {
  decode: (v) => v ?? undefined,
  encode: (v) => v,
});

// Newer answers omit `amount`, older ones the whole field: read as no platform fee so the page still quotes.
const platformFeeSchema = z.codec(
  z.optional(
    z.looseObject({ amount: z.optional(rawAmountSchema), feeBps: z.number(), feeMint: z.optional(z.string()) }),
  ),
  z.looseObject({ amount: z.bigint(), feeBps: z.number(), feeMint: z.optional(z.string()) }),
  {
    decode: (v) => ({ ...v, feeBps: v?.feeBps ?? 0, amount: v?.amount ?? 0n }),
    encode: (v) => v,
  },
);

/** Spec §2.2: what a decision needs is required, what the page only shows is optional (README: tolerant by rule). */
export const orderResponseSchema = z.looseObject({
  mode: z.optional(z.string()),
  inputMint: z.string(),
  outputMint: z.string(),
  inAmount: rawAmountSchema,
  outAmount: rawAmountSchema,
  inUsdValue: z.optional(z.number()),
  outUsdValue: z.optional(z.number()),
  swapUsdValue: z.optional(z.number()),
  // Decisions §4: a decimal fraction (-0.001 = -0.1 %).
  priceImpact: z.optional(z.number()),
  otherAmountThreshold: rawAmountSchema,
  swapMode: z.string(),
  slippageBps: z.number(),
  priceImpactPct: z.string(),
  routePlan: z.array(orderRoutePlanStepSchema),
  referralAccount: z.optional(z.string()),
  feeMint: z.optional(z.string()),
  feeBps: z.number(),
  platformFee: platformFeeSchema,
  signatureFeeLamports: feeEstimateSchema,
  signatureFeePayer: nullableTextSchema,
  prioritizationFeeLamports: feeEstimateSchema,
  prioritizationFeePayer: nullableTextSchema,
  rentFeeLamports: feeEstimateSchema,
  rentFeePayer: nullableTextSchema,
  swapType: swapTypeSchema,
  // Older answers name no router: shown as "unknown" (an open enum value), never guessed.
  router: z._default(routerSchema, 'unknown'),
  transaction: z.nullable(z.string()),
  lastValidBlockHeight: z.optional(blockHeightTextSchema),
  gasless: z.boolean(),
  requestId: z.string(),
  totalTime: z.optional(z.number()),
  taker: nullableTextSchema,
  quoteId: z.optional(z.string()),
  maker: optionalTextSchema,
  expireAt: optionalTextSchema,
  errorCode: z.optional(z.number()),
  errorMessage: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type OrderResponse = z.output<typeof orderResponseSchema>;
