import * as z from 'zod/mini';
import { safeUrlSchema, tolerantEnum } from '../common';

export const TOKEN_TAGS = ['lst', 'verified', 'stocks'] as const;
export type TokenTag = (typeof TOKEN_TAGS)[number];

/** Query of GET /tokens/v2/tag (supplement §2; the spec leaves the name unshown). */
export const tokenTagParamsSchema = z.object({ query: z.enum(TOKEN_TAGS) });
export type TokenTagParams = z.output<typeof tokenTagParamsSchema>;

/** A batch lookup by mint takes at most 100 comma-separated mints (supplement §2). */
export const TOKEN_SEARCH_MINTS_MAX = 100;

export const tokenSearchParamsSchema = z.object({
  query: z.string().check(
    z.minLength(1),
    z.refine((q) => q.split(',').length <= TOKEN_SEARCH_MINTS_MAX, {
      message: `at most ${TOKEN_SEARCH_MINTS_MAX} comma-separated mints`,
    }),
  ),
});
export type TokenSearchParams = z.output<typeof tokenSearchParamsSchema>;

const nullableNumber = z.nullish(z.number());
const nullableString = z.nullish(z.string());

/** SwapStats of a token record (supplement §2): every figure may be missing or null. */
export const swapStatsSchema = z.looseObject({
  priceChange: nullableNumber,
  holderChange: nullableNumber,
  liquidityChange: nullableNumber,
  volumeChange: nullableNumber,
  buyVolume: nullableNumber,
  sellVolume: nullableNumber,
  buyOrganicVolume: nullableNumber,
  sellOrganicVolume: nullableNumber,
  numBuys: nullableNumber,
  numSells: nullableNumber,
  numTraders: nullableNumber,
  numOrganicBuyers: nullableNumber,
  numNetBuyers: nullableNumber,
});

/** `isSus` is present only when flagged: test presence, not falsiness (supplement §2). */
export const tokenAuditSchema = z.looseObject({
  isSus: z.optional(z.boolean()),
  mintAuthorityDisabled: z.nullish(z.boolean()),
  freezeAuthorityDisabled: z.nullish(z.boolean()),
  topHoldersPercentage: nullableNumber,
  devBalancePercentage: nullableNumber,
  devMints: nullableNumber,
});

export const ORGANIC_SCORE_LABELS = ['high', 'medium', 'low'] as const;

/** Spec §2.3 with supplement §2 names; only `id`, `name`, `symbol`, `decimals` required (tag listings are small). */
export const mintInformationSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.int().check(z.gte(0)),
  icon: safeUrlSchema,
  tokenProgram: nullableString,
  createdAt: nullableString,
  twitter: safeUrlSchema,
  telegram: safeUrlSchema,
  website: safeUrlSchema,
  discord: safeUrlSchema,
  instagram: safeUrlSchema,
  tiktok: safeUrlSchema,
  otherUrl: safeUrlSchema,
  dev: nullableString,
  mintAuthority: nullableString,
  freezeAuthority: nullableString,
  circSupply: nullableNumber,
  totalSupply: nullableNumber,
  launchpad: nullableString,
  partnerConfig: nullableString,
  graduatedPool: nullableString,
  graduatedAt: nullableString,
  holderCount: nullableNumber,
  fdv: nullableNumber,
  mcap: nullableNumber,
  usdPrice: nullableNumber,
  priceBlockId: nullableNumber,
  liquidity: nullableNumber,
  apy: z.nullish(z.looseObject({ jupEarn: nullableNumber })),
  stats5m: z.nullish(swapStatsSchema),
  stats1h: z.nullish(swapStatsSchema),
  stats6h: z.nullish(swapStatsSchema),
  stats24h: z.nullish(swapStatsSchema),
  firstPool: z.nullish(z.looseObject({ id: z.string(), createdAt: nullableString })),
  audit: z.nullish(tokenAuditSchema),
  organicScore: nullableNumber,
  organicScoreLabel: z.nullish(tolerantEnum(ORGANIC_SCORE_LABELS)),
  isVerified: z.nullish(z.boolean()),
  tags: z.nullish(z.array(z.string())),
  updatedAt: nullableString,
});
export type MintInformation = z.output<typeof mintInformationSchema>;

export const mintInformationListSchema = z.array(mintInformationSchema);

/** True only when the audit flags the token (`isSus` present and true). */
export function isSuspicious(token: Pick<MintInformation, 'audit'>): boolean {
  return token.audit?.isSus === true;
}
