import * as z from 'zod/mini';
import { addressSchema, base64TxSchema, rawAmountSchema } from '../common';

/** Quote mints Studio accepts: USDC, (wrapped) SOL or JUP (supplement §8). */
export const STUDIO_QUOTE_MINTS = {
  USDC: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  SOL: 'So11111111111111111111111111111111111111112',
  JUP: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
} as const;

export const TOKEN_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const tokenImageContentTypeSchema = z.enum(TOKEN_IMAGE_CONTENT_TYPES);
export type TokenImageContentType = z.output<typeof tokenImageContentTypeSchema>;
/** The largest token image the app sends and the sandbox's presigned PUT accepts (the real limit is not shown, §14.6). */
export const TOKEN_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const vestingDurationSchema = z.literal([0, 15552000, 15811200, 31536000]);

export const lockedVestingParamSchema = z.object({
  totalLockedVestingAmount: z.number().check(z.nonnegative()),
  cliffUnlockAmount: z.number().check(z.nonnegative()),
  numberOfVestingPeriod: z.literal([0, 6, 12, 183, 365]),
  totalVestingDuration: vestingDurationSchema,
  cliffDurationFromMigrationTime: vestingDurationSchema,
});
export type LockedVestingParam = z.output<typeof lockedVestingParamSchema>;

/** Market caps are in quote-token units (16000 = 16,000 USDC), not raw amounts (supplement §8). */
export const buildCurveByMarketCapParamSchema = z.object({
  quoteMint: z.enum([STUDIO_QUOTE_MINTS.USDC, STUDIO_QUOTE_MINTS.SOL, STUDIO_QUOTE_MINTS.JUP]),
  initialMarketCap: z.number().check(z.positive()),
  migrationMarketCap: z.number().check(z.positive()),
  tokenQuoteDecimal: z.literal([6, 9]),
  lockedVestingParam: lockedVestingParamSchema,
});

/** Spec §4.8 calls `fee` optional (default 100 bps); the service requires it, so the client always sends it. */
export const poolFeeParamSchema = z.object({
  feeBps: z.literal([100, 200]),
  totalDuration: z.optional(z.literal([60, 120, 180, 240, 300])),
  baseFeeMode: z.optional(z.enum(['linear', 'exponential'])),
});

export const createPoolTxParamsSchema = z.object({
  buildCurveByMarketCapParam: buildCurveByMarketCapParamSchema,
  antiSniping: z.boolean(),
  fee: poolFeeParamSchema,
  isLpLocked: z.optional(z.boolean()),
  tokenName: z.string().check(z.minLength(1)),
  tokenSymbol: z.string().check(z.minLength(1)),
  tokenImageContentType: tokenImageContentTypeSchema,
  creator: addressSchema,
});
export type CreatePoolTxParams = z.output<typeof createPoolTxParamsSchema>;

/** Spec §4.8 response; all five fields are required (supplement §8). */
export const createPoolTxResponseSchema = z.looseObject({
  transaction: base64TxSchema,
  mint: addressSchema,
  imagePresignedUrl: z.string().check(z.minLength(1)),
  metadataPresignedUrl: z.string().check(z.minLength(1)),
  imageUrl: z.string().check(z.minLength(1)),
});
export type CreatePoolTxResponse = z.output<typeof createPoolTxResponseSchema>;

export const presignedUrlSchema = z.url({ protocol: /^https?$/ });

export const uploadPoolImageParamsSchema = z.object({
  url: presignedUrlSchema,
  contentType: tokenImageContentTypeSchema,
});

export const poolMetadataSchema = z.object({
  name: z.string().check(z.minLength(1)),
  symbol: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  image: z.string().check(z.minLength(1)),
  website: z.optional(z.string()),
  twitter: z.optional(z.string()),
  telegram: z.optional(z.string()),
});
export type PoolMetadata = z.output<typeof poolMetadataSchema>;

export const submitPoolParamsSchema = z.object({
  /** The create-tx transaction, signed by the creator. Studio lands it itself (supplement §8). */
  transaction: base64TxSchema,
  owner: addressSchema,
  content: z.optional(z.string()),
  headerImage: z.optional(z.instanceof(Blob)),
});
export type SubmitPoolParams = z.output<typeof submitPoolParamsSchema>;

export const submitPoolResponseSchema = z.looseObject({
  success: z.boolean(),
  data: z.looseObject({ mint: addressSchema, configKey: z.string() }),
});
export type SubmitPoolResponse = z.output<typeof submitPoolResponseSchema>;

export const poolAddressesParamsSchema = z.object({ mint: addressSchema });

/** A pool that has not graduated has no DAMM v2 pool yet, hence the nulls. */
export const poolAddressesResponseSchema = z.looseObject({
  success: z.boolean(),
  data: z.looseObject({
    dammv2PoolAddress: z.nullable(addressSchema),
    dbcPoolAddress: z.nullable(addressSchema),
    configKey: z.nullable(addressSchema),
  }),
});
export type PoolAddressesResponse = z.output<typeof poolAddressesResponseSchema>;

export const poolFeeParamsSchema = z.object({ poolAddress: addressSchema });

export const poolFeeResponseSchema = z.looseObject({
  unclaimed: rawAmountSchema,
  total: rawAmountSchema,
});
export type PoolFeeResponse = z.output<typeof poolFeeResponseSchema>;

/** `maxQuoteAmount` is a JSON number in the spec (§4.8), not a raw-amount string. */
export const createClaimFeeTxParamsSchema = z.object({
  ownerWallet: addressSchema,
  poolAddress: addressSchema,
  maxQuoteAmount: z.number().check(z.nonnegative()),
});
export type CreateClaimFeeTxParams = z.output<typeof createClaimFeeTxParamsSchema>;

export const transactionResponseSchema = z.looseObject({ transaction: base64TxSchema });
export type TransactionResponse = z.output<typeof transactionResponseSchema>;
