import * as z from 'zod';
import { addressSchema, rawAmountSchema, tolerantEnum } from '../common';

export const SWAP_MODES = ['ExactIn', 'ExactOut'] as const;
export const INSTRUCTION_VERSIONS = ['V1', 'V2'] as const;

const bps = z.number().int().min(0).max(65_535);

/** Query of GET /swap/v1/quote (spec §4.1). `forMevBundle` is the spec's name (Decisions §1). */
export const quoteParamsSchema = z.object({
  inputMint: addressSchema,
  outputMint: addressSchema,
  amount: rawAmountSchema,
  slippageBps: bps.optional(),
  swapMode: z.enum(SWAP_MODES).optional(),
  /** DEX labels; the query string writes spaces as `+`, which URLSearchParams does by itself. */
  dexes: z.array(z.string().min(1)).optional(),
  excludeDexes: z.array(z.string().min(1)).optional(),
  restrictIntermediateTokens: z.boolean().optional(),
  onlyDirectRoutes: z.boolean().optional(),
  asLegacyTransaction: z.boolean().optional(),
  platformFeeBps: bps.optional(),
  maxAccounts: z.number().int().positive().optional(),
  instructionVersion: z.enum(INSTRUCTION_VERSIONS).optional(),
  dynamicSlippage: z.boolean().optional(),
  forMevBundle: z.boolean().optional(),
});
export type QuoteParams = z.output<typeof quoteParamsSchema>;

/** SwapInfo (spec §2.1). `feeAmount`/`feeMint` are deprecated; extra keys (`details`) pass through. */
export const swapInfoV1Schema = z.looseObject({
  ammKey: z.string(),
  label: z.string().optional(),
  inputMint: z.string(),
  outputMint: z.string(),
  inAmount: rawAmountSchema,
  outAmount: rawAmountSchema,
  feeAmount: z.string().nullish(),
  feeMint: z.string().nullish(),
});

/** RoutePlanStep (spec §2.1): `percent` may be null with `instructionVersion=V2` (Versioning §7). */
export const routePlanStepV1Schema = z.looseObject({
  swapInfo: swapInfoV1Schema,
  percent: z.number().int().nullish(),
  bps: z.number().int().optional(),
});

/**
 * Quote (spec §2.1). Every field is a codec or a plain type, so `z.encode(quoteSchema, quote)` gives back the wire
 * JSON the service sent (extra fields included): POST /swap/v1/swap must receive the quote unchanged (supplement §5).
 */
export const quoteSchema = z.looseObject({
  inputMint: z.string(),
  inAmount: rawAmountSchema,
  outputMint: z.string(),
  outAmount: rawAmountSchema,
  otherAmountThreshold: rawAmountSchema,
  swapMode: tolerantEnum(SWAP_MODES),
  slippageBps: z.number().int().min(0),
  // The spec says optional; the real service sends `null` when no fee applies.
  platformFee: z.looseObject({ amount: rawAmountSchema, feeBps: z.number().int() }).nullish(),
  priceImpactPct: z.string(),
  routePlan: z.array(routePlanStepV1Schema),
  contextSlot: z.number().int().optional(),
  timeTaken: z.number().optional(),
  mostReliableAmmsQuoteReport: z.looseObject({ info: z.record(z.string(), z.string()) }).nullish(),
});
export type Quote = z.output<typeof quoteSchema>;

export const PRIORITY_LEVELS = ['medium', 'high', 'veryHigh'] as const;

/**
 * `prioritizationFeeLamports` of POST /swap/v1/swap (supplement §5). The real service names the tip variants
 * `jitoTipLamports`/`jitoTipLamportsWithPayer`; on the wire we send the spec's `mevTip…` names (Decisions §1).
 */
export const prioritizationFeeSchema = z.union([
  z.number().int().nonnegative(),
  z.object({
    priorityLevelWithMaxLamports: z.object({
      priorityLevel: z.enum(PRIORITY_LEVELS),
      maxLamports: z.number().int().nonnegative(),
      global: z.boolean().optional(),
    }),
  }),
  z.object({ mevTipLamports: z.number().int().nonnegative() }),
  z.object({
    mevTipLamportsWithPayer: z.object({ lamports: z.number().int().nonnegative(), payer: addressSchema }),
  }),
]);

/** Body of POST /swap/v1/swap (supplement §5). */
export const swapV1RequestSchema = z
  .object({
    userPublicKey: addressSchema,
    quoteResponse: quoteSchema,
    payer: addressSchema.optional(),
    wrapAndUnwrapSol: z.boolean().optional(),
    useSharedAccounts: z.boolean().optional(),
    feeAccount: addressSchema.optional(),
    trackingAccount: addressSchema.optional(),
    prioritizationFeeLamports: prioritizationFeeSchema.optional(),
    asLegacyTransaction: z.boolean().optional(),
    destinationTokenAccount: addressSchema.optional(),
    nativeDestinationAccount: addressSchema.optional(),
    dynamicComputeUnitLimit: z.boolean().optional(),
    skipUserAccountsRpcCalls: z.boolean().optional(),
    dynamicSlippage: z.boolean().optional(),
    computeUnitPriceMicroLamports: z.number().int().nonnegative().optional(),
    blockhashSlotsToExpiry: z.number().int().positive().optional(),
  })
  // Spec §4.1: a quote taken with `platformFeeBps` needs `feeAccount` on the swap.
  .refine((b) => !(b.quoteResponse.platformFee && b.quoteResponse.platformFee.feeBps > 0 && !b.feeAccount), {
    message: 'required when the quote carries a platform fee',
    path: ['feeAccount'],
  })
  .refine((b) => !(b.destinationTokenAccount && b.nativeDestinationAccount), {
    message: 'cannot be used together with destinationTokenAccount',
    path: ['nativeDestinationAccount'],
  });
export type SwapV1Request = z.output<typeof swapV1RequestSchema>;

/** Response of POST /swap/v1/swap (supplement §5). */
export const swapV1ResponseSchema = z.looseObject({
  swapTransaction: z.string(),
  lastValidBlockHeight: z.number().int(),
  prioritizationFeeLamports: z.number().optional(),
  dynamicSlippageReport: z.looseObject({}).nullish(),
});
export type SwapV1Response = z.output<typeof swapV1ResponseSchema>;

/** GET /swap/v1/program-id-to-label: program id → DEX label (supplement §5). */
export const programIdToLabelSchema = z.record(z.string(), z.string());
export type ProgramIdToLabel = z.output<typeof programIdToLabelSchema>;
