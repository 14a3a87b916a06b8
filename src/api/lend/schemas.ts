import * as z from 'zod/mini';
import {
  addressSchema,
  base64TxSchema,
  looseRawAmountSchema,
  numberishSchema,
  safeUrlSchema,
  signedRawAmountSchema,
} from '../common';

/** i128 min withdraws all collateral / repays all debt without dust (supplement §10): "Max" must send it. */
export const MIN_I128 = -170141183460469231731687303715884105728n;
const MAX_I128 = 170141183460469231731687303715884105727n;

/** A lend id the service sends as a number or a numeric string (supplement §10); read as a number. */
export const lendIdSchema = z.codec(
  z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^\d+$/, 'expected an integer id'))]),
  z.int().check(z.nonnegative()),
  { decode: (v) => Number(v), encode: (n) => n },
);

export const LEND_MARKETS = ['main', 'ethena'] as const;
/** Borrow market; the service defaults to `main`. Sent in the query (borrow yaml). */
export const lendMarketSchema = z.enum(LEND_MARKETS);
export type LendMarket = z.output<typeof lendMarketSchema>;

export * from './earn-schemas';

export const borrowTokenSchema = z.looseObject({
  address: addressSchema,
  chainId: z.union([z.string(), z.number()]),
  name: z.string(),
  symbol: z.string(),
  uiSymbol: z.string(),
  decimals: z.int(),
  price: numberishSchema,
  logoUrl: safeUrlSchema,
  coingeckoId: z.nullish(z.string()),
});
export type BorrowToken = z.output<typeof borrowTokenSchema>;

export const borrowVaultMetadataSchema = z.looseObject({
  maxLeverage: z.optional(z.union([z.boolean(), numberishSchema])),
  nativeStake: z.optional(z.boolean()),
  pegged: z.optional(z.boolean()),
  multiply: z.optional(z.looseObject({ enabled: z.boolean(), reduceFactor: numberishSchema })),
});

export const borrowRewardSchema = z.looseObject({
  rewardToken: z.optional(borrowTokenSchema),
  type: z.optional(z.string()),
  side: z.optional(z.string()),
  apr: z.optional(numberishSchema),
});

/** Per mille ratios (800 = 80 % LTV), bps rates; most fields optional as in the yaml's own example. */
export const borrowVaultSchema = z.looseObject({
  id: lendIdSchema,
  address: addressSchema,
  supplyToken: borrowTokenSchema,
  borrowToken: borrowTokenSchema,
  metadata: borrowVaultMetadataSchema,
  totalSupply: z.optional(looseRawAmountSchema),
  totalBorrow: z.optional(looseRawAmountSchema),
  collateralFactor: z.optional(numberishSchema),
  liquidationThreshold: z.optional(numberishSchema),
  liquidationMaxLimit: z.optional(numberishSchema),
  liquidationPenalty: z.optional(numberishSchema),
  supplyRate: z.optional(numberishSchema),
  borrowRate: z.optional(numberishSchema),
  borrowFee: z.optional(numberishSchema),
  withdrawable: z.optional(looseRawAmountSchema),
  borrowable: z.optional(looseRawAmountSchema),
  minimumBorrowing: z.optional(looseRawAmountSchema),
  totalPositions: z.optional(numberishSchema),
  oraclePrice: z.optional(numberishSchema),
  rewards: z.optional(z.array(borrowRewardSchema)),
});
export type BorrowVault = z.output<typeof borrowVaultSchema>;
export const borrowVaultsResponseSchema = z.array(borrowVaultSchema);

export const borrowVaultsParamsSchema = z.object({ market: z.optional(lendMarketSchema) });
export const borrowPositionsParamsSchema = z.object({
  users: z.array(addressSchema).check(z.minLength(1)),
  market: z.optional(lendMarketSchema),
});
export type BorrowPositionsParams = z.output<typeof borrowPositionsParamsSchema>;

/** A position (NFT). Its `vault` is often a stub (`{id, address}` in the yaml example), so the rest is optional. */
export const borrowPositionSchema = z.looseObject({
  id: lendIdSchema,
  vaultId: lendIdSchema,
  address: addressSchema,
  supply: looseRawAmountSchema,
  beforeSupply: looseRawAmountSchema,
  borrow: looseRawAmountSchema,
  beforeBorrow: looseRawAmountSchema,
  isLiquidated: z.boolean(),
  supplyLiquidation: looseRawAmountSchema,
  borrowLiquidation: looseRawAmountSchema,
  isSupplyPosition: z.boolean(),
  tick: z.int(),
  tickId: z.int(),
  dustBorrow: looseRawAmountSchema,
  ownerAddress: addressSchema,
  vault: z.extend(z.partial(borrowVaultSchema), { id: lendIdSchema, address: addressSchema }),
  config: z.record(z.string(), z.unknown()),
});
export type BorrowPosition = z.output<typeof borrowPositionSchema>;
export const borrowPositionsResponseSchema = z.array(borrowPositionSchema);

const i128Schema = signedRawAmountSchema.check(
  z.refine((v) => v >= MIN_I128 && v <= MAX_I128, 'outside the i128 range'),
);

/** Spec §4.10 / supplement §10 OperatePayload: positive deposits / borrows, negative withdraws / repays; id 0 opens. */
export const operateParamsSchema = z.object({
  vaultId: z.int().check(z.nonnegative()),
  positionId: z.int().check(z.nonnegative()),
  signer: addressSchema,
  colAmount: i128Schema,
  debtAmount: i128Schema,
  positionOwner: z.optional(addressSchema),
  market: z.optional(lendMarketSchema),
});
export type OperateParams = z.output<typeof operateParamsSchema>;

export const operateResponseSchema = z.looseObject({ nftId: lendIdSchema, transaction: base64TxSchema });
export type OperateResponse = z.output<typeof operateResponseSchema>;

export const instructionSchema = z.looseObject({
  programId: addressSchema,
  accounts: z.array(z.looseObject({ pubkey: addressSchema, isSigner: z.boolean(), isWritable: z.boolean() })),
  data: z.string(),
});
export type LendInstruction = z.output<typeof instructionSchema>;

export const operateInstructionsResponseSchema = z.looseObject({
  nftId: lendIdSchema,
  instructions: z.array(instructionSchema),
  addressLookupTableAddresses: z.array(addressSchema),
});
export type OperateInstructionsResponse = z.output<typeof operateInstructionsResponseSchema>;
