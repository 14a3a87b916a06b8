import * as z from 'zod/mini';
import { addressSchema } from '../common';

/** Price v3 allows at most 50 mints per request (supplement §1). */
export const PRICE_IDS_MAX = 50;

export const priceParamsSchema = z.object({
  ids: z.array(addressSchema).check(z.minLength(1), z.maxLength(PRICE_IDS_MAX)),
});
export type PriceParams = z.output<typeof priceParamsSchema>;

/** Spec §2.4: only `usdPrice` decides; the rest is display and may be missing or null (supplement §1). */
export const priceEntrySchema = z.looseObject({
  createdAt: z.optional(z.string()),
  liquidity: z.optional(z.number().check(z.nonnegative())),
  usdPrice: z.number().check(z.nonnegative()),
  blockId: z.nullish(z.int()),
  decimals: z.optional(z.int()),
  priceChange24h: z.nullish(z.number()),
});
export type PriceEntry = z.output<typeof priceEntrySchema>;

export const priceResponseSchema = z.record(z.string(), priceEntrySchema);
export type PriceResponse = z.output<typeof priceResponseSchema>;
