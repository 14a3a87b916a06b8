import * as z from 'zod';
import {
  addressSchema,
  base64TxSchema,
  rawAmountSchema,
  ROUTERS,
  routerSchema,
  signatureSchema,
  tolerantEnum,
} from '../common';

/** Query of GET /swap/v2/order (spec §4.2), with the spec's names on the wire (`mevTipLamports`, Decisions §1). */
export const orderParamsSchema = z
  .object({
    inputMint: addressSchema,
    outputMint: addressSchema,
    amount: rawAmountSchema,
    taker: addressSchema.optional(),
    receiver: addressSchema.optional(),
    // Decisions §4: swap v2 is ExactIn only.
    swapMode: z.enum(['ExactIn']).optional(),
    slippageBps: z.number().int().min(0).max(10_000).optional(),
    referralAccount: addressSchema.optional(),
    referralFee: z.number().int().min(50).max(255).optional(),
    payer: addressSchema.optional(),
    priorityFeeLamports: rawAmountSchema.optional(),
    mevTipLamports: rawAmountSchema.optional(),
    broadcastFeeType: z.enum(['maxCap', 'exactFee']).optional(),
    excludeRouters: z.array(z.enum(ROUTERS)).optional(),
    excludeDexes: z.array(z.string().min(1)).optional(),
  })
  .refine((p) => (p.referralAccount === undefined) === (p.referralFee === undefined), {
    message: 'referralAccount and referralFee go together',
    path: ['referralFee'],
  })
  .refine((p) => p.receiver === undefined || p.receiver !== p.taker, {
    message: 'must differ from taker',
    path: ['receiver'],
  });
export type OrderParams = z.output<typeof orderParamsSchema>;

/** Deprecated `swapType` (spec §2.2); the real service says `dflow`/`okx` for the last two (supplement §0.2). */
export const SWAP_TYPES = ['aggregator', 'rfq', 'aggregator+rfq', 'aggregator_b', 'aggregator_c'] as const;
export const swapTypeSchema = tolerantEnum(SWAP_TYPES, { dflow: 'aggregator_b', okx: 'aggregator_c' });

export const orderRoutePlanStepSchema = z.looseObject({
  swapInfo: z.looseObject({
    ammKey: z.string(),
    label: z.string().optional(),
    inputMint: z.string(),
    outputMint: z.string(),
    inAmount: rawAmountSchema,
    outAmount: rawAmountSchema,
  }),
  percent: z.number().nullish(),
  bps: z.number().optional(),
  usdValue: z.number().optional(),
});

// A block height as the order sends it (a decimal string); anything else would disable expiry (issue 11 §3.7).
const blockHeightTextSchema = z.string().regex(/^\d{1,15}$/, 'lastValidBlockHeight must be a block height (digits)');
// Lamport fees as JSON numbers: whole and not negative, or the cost lines can't show them (issue 11 §3.6).
const lamportsNumberSchema = z.number().int().nonnegative();

/**
 * Order response (spec §2.2) of swap v2 and order v1. Required: the list of supplement §4. `transaction` is null
 * without `taker` and `''` when the build failed (then `errorCode` + `router`, see `orderBuildError`).
 */
export const orderResponseSchema = z.looseObject({
  mode: z.string(),
  inputMint: z.string(),
  outputMint: z.string(),
  inAmount: rawAmountSchema,
  outAmount: rawAmountSchema,
  inUsdValue: z.number().optional(),
  outUsdValue: z.number().optional(),
  swapUsdValue: z.number().optional(),
  // Decisions §4: a decimal fraction (-0.001 = -0.1 %).
  priceImpact: z.number().optional(),
  otherAmountThreshold: rawAmountSchema,
  swapMode: z.string(),
  slippageBps: z.number(),
  priceImpactPct: z.string(),
  routePlan: z.array(orderRoutePlanStepSchema),
  referralAccount: z.string().optional(),
  feeMint: z.string().optional(),
  feeBps: z.number(),
  platformFee: z.looseObject({ amount: rawAmountSchema, feeBps: z.number(), feeMint: z.string().optional() }),
  signatureFeeLamports: lamportsNumberSchema,
  signatureFeePayer: z.string().nullable(),
  prioritizationFeeLamports: lamportsNumberSchema,
  prioritizationFeePayer: z.string().nullable(),
  rentFeeLamports: lamportsNumberSchema,
  rentFeePayer: z.string().nullable(),
  swapType: swapTypeSchema,
  router: routerSchema,
  transaction: z.string().nullable(),
  lastValidBlockHeight: blockHeightTextSchema.optional(),
  gasless: z.boolean(),
  requestId: z.string(),
  totalTime: z.number(),
  taker: z.string().nullable(),
  quoteId: z.string().optional(),
  maker: z.string().optional(),
  expireAt: z.string().optional(),
  errorCode: z.number().optional(),
  errorMessage: z.string().optional(),
  error: z.string().optional(),
});
export type OrderResponse = z.output<typeof orderResponseSchema>;

/** Body of POST /swap/v2/execute (supplement §3). */
export const executeV2RequestSchema = z.object({
  signedTransaction: base64TxSchema.min(1),
  requestId: z.string().min(1),
  lastValidBlockHeight: blockHeightTextSchema.optional(),
});
export type ExecuteV2Request = z.output<typeof executeV2RequestSchema>;

export const EXECUTE_STATUSES = ['Success', 'Failed'] as const;

export const swapEventSchema = z.looseObject({
  inputMint: z.string(),
  inputAmount: rawAmountSchema,
  outputMint: z.string(),
  outputAmount: rawAmountSchema,
});

/**
 * Execute response of swap v2 and order v1 (supplement §3, §4). Read `code` with `explainExecuteCode`.
 * Fee in the input mint = totalInputAmount − inputAmountResult; in the output mint = outputAmountResult − totalOutputAmount.
 */
export const executeResponseSchema = z.looseObject({
  status: tolerantEnum(EXECUTE_STATUSES),
  code: z.number(),
  // Nullish: a failed result may carry null where a value is absent; reading null as "absent" loses nothing.
  // Checked: it goes into explorer links and chain lookups (issue 11 §3.11).
  signature: signatureSchema.nullish(),
  slot: z.string().nullish(),
  error: z.string().nullish(),
  totalInputAmount: rawAmountSchema.optional(),
  totalOutputAmount: rawAmountSchema.optional(),
  inputAmountResult: rawAmountSchema.optional(),
  outputAmountResult: rawAmountSchema.optional(),
  swapEvents: z.array(swapEventSchema).optional(),
});
export type ExecuteResponse = z.output<typeof executeResponseSchema>;

/** Query of GET /swap/v2/build (supplement §3); `forMevBundle` is the spec's name for `forJitoBundle`. */
export const buildParamsSchema = z
  .object({
    inputMint: addressSchema,
    outputMint: addressSchema,
    amount: rawAmountSchema,
    taker: addressSchema,
    /** Basis points, or `rtse` for real-time slippage estimation (spec §4.2). */
    slippageBps: z.union([z.number().int().min(0).max(10_000), z.literal('rtse')]).optional(),
    mode: z.enum(['fast']).optional(),
    dexes: z.array(z.string().min(1)).optional(),
    excludeDexes: z.array(z.string().min(1)).optional(),
    platformFeeBps: z.number().int().min(0).max(10_000).optional(),
    feeAccount: addressSchema.optional(),
    maxAccounts: z.number().int().min(1).max(64).optional(),
    payer: addressSchema.optional(),
    wrapAndUnwrapSol: z.boolean().optional(),
    destinationTokenAccount: addressSchema.optional(),
    nativeDestinationAccount: addressSchema.optional(),
    blockhashSlotsToExpiry: z.number().int().min(1).max(300).optional(),
    /** Lamports; adds the tip instruction for transaction submission (supplement §12). */
    tipAmount: rawAmountSchema.optional(),
    computeUnitPricePercentile: z
      .union([z.enum(['medium', 'high', 'veryHigh']), z.number().int().min(0).max(10_000)])
      .optional(),
    forMevBundle: z.boolean().optional(),
  })
  .refine((p) => !(p.dexes && p.excludeDexes), { message: 'cannot be used with dexes', path: ['excludeDexes'] })
  .refine((p) => !(p.destinationTokenAccount && p.nativeDestinationAccount), {
    message: 'cannot be used with destinationTokenAccount',
    path: ['nativeDestinationAccount'],
  })
  .refine((p) => p.platformFeeBps === undefined || p.feeAccount !== undefined, {
    message: 'required with platformFeeBps',
    path: ['feeAccount'],
  });
export type BuildParams = z.output<typeof buildParamsSchema>;

export const instructionSchema = z.looseObject({
  programId: z.string(),
  accounts: z.array(z.looseObject({ pubkey: z.string(), isWritable: z.boolean(), isSigner: z.boolean() })),
  data: z.string(),
});
export type Instruction = z.output<typeof instructionSchema>;

/** Response of GET /swap/v2/build (supplement §3): instructions to assemble a transaction yourself. */
export const buildResponseSchema = z.looseObject({
  inputMint: z.string(),
  outputMint: z.string(),
  inAmount: rawAmountSchema,
  outAmount: rawAmountSchema,
  otherAmountThreshold: rawAmountSchema,
  swapMode: z.string(),
  priceImpactPct: z.string(),
  slippageBps: z.number(),
  routePlan: z.array(orderRoutePlanStepSchema),
  computeBudgetInstructions: z.array(instructionSchema),
  setupInstructions: z.array(instructionSchema),
  swapInstruction: instructionSchema,
  cleanupInstruction: instructionSchema.nullable().optional(),
  otherInstructions: z.array(instructionSchema),
  tipInstruction: instructionSchema.nullable().optional(),
  addressesByLookupTableAddress: z.record(z.string(), z.array(z.string())).nullish(),
  blockhashWithMetadata: z.looseObject({
    /** The raw 32 bytes of the blockhash, not base58. */
    blockhash: z.array(z.number().int().min(0).max(255)),
    lastValidBlockHeight: z.number().int().nonnegative(),
    fetchedAt: z.looseObject({ secs_since_epoch: z.number(), nanos_since_epoch: z.number() }).optional(),
  }),
});
export type BuildResponse = z.output<typeof buildResponseSchema>;
