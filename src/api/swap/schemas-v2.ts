import * as z from 'zod/mini';
import { addressSchema, base64TxSchema, rawAmountSchema, signatureSchema, tolerantEnum } from '../common';
import { blockHeightTextSchema, orderRoutePlanStepSchema } from './schemas-v2-order';

// The order's own schemas are a module of their own: Swap's first load asks for quotes only (bench:bundle).
export * from './schemas-v2-order';

/** Body of POST /swap/v2/execute (supplement §3). */
export const executeV2RequestSchema = z.object({
  signedTransaction: base64TxSchema.check(z.minLength(1)),
  requestId: z.string().check(z.minLength(1)),
  lastValidBlockHeight: z.optional(blockHeightTextSchema),
});
export type ExecuteV2Request = z.output<typeof executeV2RequestSchema>;

export const EXECUTE_STATUSES = ['Success', 'Failed'] as const;

export const swapEventSchema = z.looseObject({
  inputMint: z.string(),
  inputAmount: rawAmountSchema,
  outputMint: z.string(),
  outputAmount: rawAmountSchema,
});

/** Supplement §3, §4: read `code` with `explainExecuteCode`. */
export const executeResponseSchema = z.looseObject({
  // The published not-found answer is only `{code, error}`: no status means it did not succeed.
  status: z._default(tolerantEnum(EXECUTE_STATUSES), 'Failed'),
  code: z.number(),
  // Nullish on failure; checked, since it goes into explorer links and chain lookups (issue 11 §3.11).
  signature: z.nullish(signatureSchema),
  slot: z.nullish(z.string()),
  error: z.nullish(z.string()),
  totalInputAmount: z.optional(rawAmountSchema),
  totalOutputAmount: z.optional(rawAmountSchema),
  inputAmountResult: z.optional(rawAmountSchema),
  outputAmountResult: z.optional(rawAmountSchema),
  swapEvents: z.optional(z.array(swapEventSchema)),
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
    slippageBps: z.optional(z.union([z.int().check(z.gte(0), z.lte(10_000)), z.literal('rtse')])),
    mode: z.optional(z.enum(['fast'])),
    dexes: z.optional(z.array(z.string().check(z.minLength(1)))),
    excludeDexes: z.optional(z.array(z.string().check(z.minLength(1)))),
    platformFeeBps: z.optional(z.int().check(z.gte(0), z.lte(10_000))),
    feeAccount: z.optional(addressSchema),
    maxAccounts: z.optional(z.int().check(z.gte(1), z.lte(64))),
    payer: z.optional(addressSchema),
    wrapAndUnwrapSol: z.optional(z.boolean()),
    destinationTokenAccount: z.optional(addressSchema),
    nativeDestinationAccount: z.optional(addressSchema),
    blockhashSlotsToExpiry: z.optional(z.int().check(z.gte(1), z.lte(300))),
    /** Lamports; adds the tip instruction for transaction submission (supplement §12). */
    tipAmount: z.optional(rawAmountSchema),
    computeUnitPricePercentile: z.optional(
      z.union([z.enum(['medium', 'high', 'veryHigh']), z.int().check(z.gte(0), z.lte(10_000))]),
    ),
    forMevBundle: z.optional(z.boolean()),
  })
  .check(
    z.refine((p) => !(p.dexes && p.excludeDexes), { message: 'cannot be used with dexes', path: ['excludeDexes'] }),
    z.refine((p) => !(p.destinationTokenAccount && p.nativeDestinationAccount), {
      message: 'cannot be used with destinationTokenAccount',
      path: ['nativeDestinationAccount'],
    }),
    z.refine((p) => p.platformFeeBps === undefined || p.feeAccount !== undefined, {
      message: 'required with platformFeeBps',
      path: ['feeAccount'],
    }),
  );
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
  cleanupInstruction: z.optional(z.nullable(instructionSchema)),
  otherInstructions: z.array(instructionSchema),
  tipInstruction: z.optional(z.nullable(instructionSchema)),
  addressesByLookupTableAddress: z.nullish(z.record(z.string(), z.array(z.string()))),
  blockhashWithMetadata: z.looseObject({
    /** The raw 32 bytes of the blockhash, not base58. */
    blockhash: z.array(z.int().check(z.gte(0), z.lte(255))),
    lastValidBlockHeight: z.int().check(z.nonnegative()),
    fetchedAt: z.optional(z.looseObject({ secs_since_epoch: z.number(), nanos_since_epoch: z.number() })),
  }),
});
export type BuildResponse = z.output<typeof buildResponseSchema>;
