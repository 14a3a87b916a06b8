import * as z from 'zod/mini';
import { addressSchema, rawAmountSchema, tolerantEnum } from '../common';

export const SWAP_MODES = ['ExactIn', 'ExactOut'] as const;
export const INSTRUCTION_VERSIONS = ['V1', 'V2'] as const;

const bps = z.int().check(z.gte(0), z.lte(65_535));

/** Query of GET /swap/v1/quote (spec §4.1). `forMevBundle` is the spec's name (Decisions §1). */
export const quoteParamsSchema = z.object({
  inputMint: addressSchema,
  outputMint: addressSchema,
  amount: rawAmountSchema,
  slippageBps: z.optional(bps),
  swapMode: z.optional(z.enum(SWAP_MODES)),
  /** DEX labels; the query string writes spaces as `+`, which URLSearchParams does by itself. */
  dexes: z.optional(z.array(z.string().check(z.minLength(1)))),
  excludeDexes: z.optional(z.array(z.string().check(z.minLength(1)))),
  restrictIntermediateTokens: z.optional(z.boolean()),
  onlyDirectRoutes: z.optional(z.boolean()),
  asLegacyTransaction: z.optional(z.boolean()),
  platformFeeBps: z.optional(bps),
  maxAccounts: z.optional(z.int().check(z.positive())),
  instructionVersion: z.optional(z.enum(INSTRUCTION_VERSIONS)),
  dynamicSlippage: z.optional(z.boolean()),
  forMevBundle: z.optional(z.boolean()),
});
export type QuoteParams = z.output<typeof quoteParamsSchema>;

/** SwapInfo (spec §2.1). `feeAmount`/`feeMint` are deprecated; extra keys (`details`) pass through. */
export const swapInfoV1Schema = z.looseObject({
  ammKey: z.string(),
  label: z.optional(z.string()),
  inputMint: z.string(),
  outputMint: z.string(),
  inAmount: rawAmountSchema,
  outAmount: rawAmountSchema,
  feeAmount: z.nullish(z.string()),
  feeMint: z.nullish(z.string()),
});

/** RoutePlanStep (spec §2.1): `percent` may be null with `instructionVersion=V2` (Versioning §7). */
export const routePlanStepV1Schema = z.looseObject({
  swapInfo: swapInfoV1Schema,
  percent: z.nullish(z.int()),
  bps: z.optional(z.int()),
});

/** Spec §2.1: all codecs, so `z.encode` gives back the wire quote POST /swap/v1/swap needs (supplement §5). */
export const quoteSchema = z.looseObject({
  inputMint: z.string(),
  inAmount: rawAmountSchema,
  outputMint: z.string(),
  outAmount: rawAmountSchema,
  otherAmountThreshold: rawAmountSchema,
  swapMode: tolerantEnum(SWAP_MODES),
  slippageBps: z.int().check(z.gte(0)),
  // The spec says optional; the real service sends `null` when no fee applies.
  platformFee: z.nullish(z.looseObject({ amount: rawAmountSchema, feeBps: z.int() })),
  priceImpactPct: z.string(),
  routePlan: z.array(routePlanStepV1Schema),
  contextSlot: z.optional(z.int()),
  timeTaken: z.optional(z.number()),
  mostReliableAmmsQuoteReport: z.nullish(z.looseObject({ info: z.record(z.string(), z.string()) })),
});
export type Quote = z.output<typeof quoteSchema>;

export const PRIORITY_LEVELS = ['medium', 'high', 'veryHigh'] as const;

/** Supplement §5; on the wire we send the spec's `mevTip…` names, not `jitoTip…` (Decisions §1). */
export const prioritizationFeeSchema = z.union([
  z.int().check(z.nonnegative()),
  z.object({
    priorityLevelWithMaxLamports: z.object({
      priorityLevel: z.enum(PRIORITY_LEVELS),
      maxLamports: z.int().check(z.nonnegative()),
      global: z.optional(z.boolean()),
    }),
  }),
  z.object({ mevTipLamports: z.int().check(z.nonnegative()) }),
  z.object({
    mevTipLamportsWithPayer: z.object({ lamports: z.int().check(z.nonnegative()), payer: addressSchema }),
  }),
]);

/** Body of POST /swap/v1/swap (supplement §5). */
export const swapV1RequestSchema = z
  .object({
    userPublicKey: addressSchema,
    quoteResponse: quoteSchema,
    payer: z.optional(addressSchema),
    wrapAndUnwrapSol: z.optional(z.boolean()),
    useSharedAccounts: z.optional(z.boolean()),
    feeAccount: z.optional(addressSchema),
    trackingAccount: z.optional(addressSchema),
    prioritizationFeeLamports: z.optional(prioritizationFeeSchema),
    asLegacyTransaction: z.optional(z.boolean()),
    destinationTokenAccount: z.optional(addressSchema),
    nativeDestinationAccount: z.optional(addressSchema),
    dynamicComputeUnitLimit: z.optional(z.boolean()),
    skipUserAccountsRpcCalls: z.optional(z.boolean()),
    dynamicSlippage: z.optional(z.boolean()),
    computeUnitPriceMicroLamports: z.optional(z.int().check(z.nonnegative())),
    blockhashSlotsToExpiry: z.optional(z.int().check(z.positive())),
  })
  .check(
    // Spec §4.1: a quote taken with `platformFeeBps` needs `feeAccount` on the swap.
    z.refine((b) => !(b.quoteResponse.platformFee && b.quoteResponse.platformFee.feeBps > 0 && !b.feeAccount), {
      message: 'required when the quote carries a platform fee',
      path: ['feeAccount'],
    }),
    z.refine((b) => !(b.destinationTokenAccount && b.nativeDestinationAccount), {
      message: 'cannot be used together with destinationTokenAccount',
      path: ['nativeDestinationAccount'],
    }),
  );
export type SwapV1Request = z.output<typeof swapV1RequestSchema>;

/** Response of POST /swap/v1/swap (supplement §5). */
export const swapV1ResponseSchema = z.looseObject({
  swapTransaction: z.string(),
  lastValidBlockHeight: z.int(),
  prioritizationFeeLamports: z.optional(z.number()),
  dynamicSlippageReport: z.nullish(z.looseObject({})),
});
export type SwapV1Response = z.output<typeof swapV1ResponseSchema>;

/** GET /swap/v1/program-id-to-label: program id → DEX label (supplement §5). */
export const programIdToLabelSchema = z.record(z.string(), z.string());
export type ProgramIdToLabel = z.output<typeof programIdToLabelSchema>;
