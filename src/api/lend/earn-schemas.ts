import * as z from 'zod/mini';
import {
  addressSchema,
  base64TxSchema,
  looseRawAmountSchema,
  numberishSchema,
  rawAmountSchema,
  safeUrlSchema,
} from '../common';

export const earnAmountParamsSchema = z.object({
  asset: addressSchema,
  signer: addressSchema,
  amount: rawAmountSchema,
});
export type EarnAmountParams = z.output<typeof earnAmountParamsSchema>;

export const earnSharesParamsSchema = z.object({
  asset: addressSchema,
  signer: addressSchema,
  shares: rawAmountSchema,
});
export type EarnSharesParams = z.output<typeof earnSharesParamsSchema>;

export const lendTransactionResponseSchema = z.looseObject({ transaction: base64TxSchema });
export type LendTransactionResponse = z.output<typeof lendTransactionResponseSchema>;

/** The yaml's own example contradicts its types (`chain_id` 0 vs string), so the loose spots take either. */
export const earnAssetSchema = z.looseObject({
  address: addressSchema,
  chain_id: z.union([z.string(), z.number()]),
  name: z.string(),
  symbol: z.string(),
  decimals: z.int(),
  logo_url: safeUrlSchema,
  price: numberishSchema,
  coingecko_id: z.nullish(z.string()),
});

export const liquiditySupplyDataSchema = z.partial(
  z.looseObject({
    modeWithInterest: z.boolean(),
    supply: looseRawAmountSchema,
    withdrawalLimit: looseRawAmountSchema,
    lastUpdateTimestamp: numberishSchema,
    expandPercent: numberishSchema,
    expandDuration: numberishSchema,
    baseWithdrawalLimit: looseRawAmountSchema,
    withdrawableUntilLimit: looseRawAmountSchema,
    withdrawable: looseRawAmountSchema,
  }),
);

const decimalOrIntegerSchema = z.union([
  z.string().check(z.regex(/^\d+(\.\d+)?$/, 'expected a decimal or integer string')),
  z.number().check(z.nonnegative()),
]);
type DecimalOrInteger = z.output<typeof decimalOrIntegerSchema>;

export function scaleDecimal(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
}

/** An integer is raw (spec); a decimal is whole units (real service) scaled by `decimals`. */
function toRaw(v: DecimalOrInteger, decimals: number): bigint;
function toRaw(v: DecimalOrInteger | undefined, decimals: number | undefined): bigint | undefined;
function toRaw(v: DecimalOrInteger | undefined, decimals: number | undefined): bigint | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'number' ? Number.isInteger(v) : !v.includes('.')) return BigInt(v);
  if (decimals === undefined) return undefined;
  return scaleDecimal(typeof v === 'number' ? v.toFixed(Math.min(decimals, 100)) : v, decimals);
}

const earnTokenFields = {
  id: z.union([z.int(), z.string()]),
  address: addressSchema,
  name: z.string(),
  symbol: z.string(),
  decimals: z.int(),
  assetAddress: addressSchema,
  asset: earnAssetSchema,
  totalAssets: looseRawAmountSchema,
  totalSupply: looseRawAmountSchema,
  convertToShares: decimalOrIntegerSchema,
  convertToAssets: decimalOrIntegerSchema,
  rewardsRate: numberishSchema,
  supplyRate: numberishSchema,
  totalRate: numberishSchema,
  // Display-only (nothing decides on them): the published examples leave them out.
  rebalanceDifference: z.optional(looseRawAmountSchema),
  liquiditySupplyData: z.optional(liquiditySupplyDataSchema),
};

/** Rates' scale is uncertain (supplement §14): plain numbers, scaled at the display edge; ratios scaled by decimals. */
export const earnTokenSchema = z.pipe(
  z.looseObject(earnTokenFields),
  z.transform((t) => ({
    ...t,
    convertToShares: toRaw(t.convertToShares, t.decimals),
    convertToAssets: toRaw(t.convertToAssets, t.decimals),
  })),
);
export type EarnToken = z.output<typeof earnTokenSchema>;
export const earnTokensResponseSchema = z.array(earnTokenSchema);

/** A position's token: the published examples carry only a few fields, so all but the jlToken mint may be missing. */
export const earnPositionTokenSchema = z.pipe(
  z.extend(z.partial(z.looseObject(earnTokenFields)), { address: addressSchema }),
  z.transform((t) => ({
    ...t,
    convertToShares: toRaw(t.convertToShares, t.decimals),
    convertToAssets: toRaw(t.convertToAssets, t.decimals),
  })),
);
export type EarnPositionToken = z.output<typeof earnPositionTokenSchema>;

export const earnPositionSchema = z.pipe(
  z.looseObject({
    token: earnPositionTokenSchema,
    ownerAddress: addressSchema,
    /** jlToken balance: redeem exactly this for a dust-free "withdraw all". */
    shares: looseRawAmountSchema,
    underlyingAssets: looseRawAmountSchema,
    /** The underlying still in the wallet (display only: the app reads the wallet's balance from the chain). */
    underlyingBalance: z.optional(decimalOrIntegerSchema),
    allowance: looseRawAmountSchema,
  }),
  z.transform((p) => ({
    ...p,
    underlyingBalance: toRaw(p.underlyingBalance, p.token.asset?.decimals ?? p.token.decimals),
  })),
);
export type EarnPosition = z.output<typeof earnPositionSchema>;
export const earnPositionsResponseSchema = z.array(earnPositionSchema);

export const earnPositionsParamsSchema = z.object({ users: z.array(addressSchema).check(z.minLength(1)) });
export const earningsParamsSchema = z.object({
  user: addressSchema,
  positions: z.array(addressSchema).check(z.minLength(1)),
});
export type EarningsParams = z.output<typeof earningsParamsSchema>;

/** Earnings in raw units of the underlying, computed at `slot` (spec §4.10, Decisions §6). */
export const earningSchema = z.looseObject({
  // The spec names only `earnings` and `slot`; the supplement's examples add which position and owner.
  address: z.optional(addressSchema),
  ownerAddress: z.optional(addressSchema),
  earnings: looseRawAmountSchema,
  // Shown nowhere; the older published answer (strings, before Versioning 6) has none.
  slot: z.optional(z.int()),
});
export type Earning = z.output<typeof earningSchema>;

/** Yaml says object, example says array (Decisions §5): a lone object is wrapped so a missing field is named. */
export const earningsResponseSchema = z.codec(z.unknown(), z.array(earningSchema), {
  decode: (v) => (Array.isArray(v) ? v : [v]) as z.input<typeof earningSchema>[],
  encode: (v) => v,
});
export type EarningsResponse = z.output<typeof earningsResponseSchema>;

/** Not in the spec: the sandbox's own read (sandbox/lend/README.md); the real service has no rate history. */
export const EARN_RATE_RANGES = ['7d', '30d'] as const;
export const earnRateRangeSchema = z.enum(EARN_RATE_RANGES);
export type EarnRateRange = z.output<typeof earnRateRangeSchema>;
export const earnRateHistoryParamsSchema = z.object({ asset: addressSchema, range: earnRateRangeSchema });

/** `time` in unix seconds; rates and utilisation in basis points, on the tokens' scale. */
export const earnRatePointSchema = z.looseObject({
  time: z.int().check(z.nonnegative()),
  supplyRate: numberishSchema,
  borrowRate: numberishSchema,
  utilization: numberishSchema,
});
export type EarnRatePoint = z.output<typeof earnRatePointSchema>;
export const earnRateHistoryResponseSchema = z.looseObject({
  asset: addressSchema,
  range: earnRateRangeSchema,
  points: z.array(earnRatePointSchema),
});
export type EarnRateHistory = z.output<typeof earnRateHistoryResponseSchema>;
