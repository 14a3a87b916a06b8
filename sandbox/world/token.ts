import type { Address } from './address';

import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../chain/programs';

export { TOKEN_2022_PROGRAM, TOKEN_PROGRAM };
export type TokenProgram = typeof TOKEN_PROGRAM | typeof TOKEN_2022_PROGRAM;

/** Wrapped SOL: the SPL Token program's native mint. Its token accounts hold lamports, not minted supply. */
export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';

export type OrganicScoreLabel = 'high' | 'medium' | 'low';

/** Where the label boundaries sit; the supplement gives the labels but not the cut-offs, so these are ours. */
export function organicScoreLabel(score: number): OrganicScoreLabel {
  if (score >= 70) return 'high';
  if (score >= 35) return 'medium';
  return 'low';
}

/** Links of a token record (supplement MintInformation); a missing key is a link the token does not have. */
export interface TokenLinks {
  readonly website?: string;
  readonly twitter?: string;
  readonly telegram?: string;
  readonly discord?: string;
  readonly instagram?: string;
  readonly tiktok?: string;
  readonly otherUrl?: string;
}

/** MintInformation `audit`: `isSus` exists only when flagged (supplement §2), percentages on a 0–100 scale. */
export interface TokenAudit {
  readonly isSus?: true;
  readonly mintAuthorityDisabled: boolean;
  readonly freezeAuthorityDisabled: boolean;
  readonly topHoldersPercentage: number;
  readonly devBalancePercentage: number | null;
  readonly devMints: number | null;
}

/**
 * The static part of a token's MintInformation. Prices, liquidity, market cap and stats come later from the pools;
 * `totalSupply` is the raw supply written at genesis (funding raises the ledger's supply, so live figures must be
 * read from the mint account).
 */
export interface SandboxToken {
  readonly id: Address;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly tokenProgram: TokenProgram;
  /** ISO date-time. */
  readonly createdAt: string;
  readonly links: TokenLinks;
  readonly dev: Address | null;
  readonly mintAuthority: Address | null;
  readonly freezeAuthority: Address | null;
  readonly totalSupply: bigint;
  readonly tags: readonly string[];
  readonly isVerified: boolean;
  readonly audit: TokenAudit;
  readonly organicScore: number;
  readonly organicScoreLabel: OrganicScoreLabel;
  readonly holderCount: number;
  readonly launchpad: string | null;
  /** USD price the liquidity module seeds this token's pools at; the market moves it from there. */
  readonly referencePriceUsd: number;
  /** USD depth the liquidity module aims for across this token's pools. */
  readonly referenceLiquidityUsd: number;
  readonly origin: 'well-known' | 'generated';
  /** Path of an uploaded logo on the API origin (Studio launches), instead of the generated one. */
  readonly iconPath?: string;
  /** A Studio launch's constant-product pool once its curve graduated, and when (supplement §2). */
  readonly graduated?: { readonly pool: Address; readonly at: string };
}
