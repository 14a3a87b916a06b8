import type { Address } from './address';

import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../chain/programs';

export { TOKEN_2022_PROGRAM, TOKEN_PROGRAM };
export type TokenProgram = typeof TOKEN_PROGRAM | typeof TOKEN_2022_PROGRAM;

export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';

export type OrganicScoreLabel = 'high' | 'medium' | 'low';

/** The supplement gives the labels but not the cut-offs, so these are ours. */
export function organicScoreLabel(score: number): OrganicScoreLabel {
  if (score >= 70) return 'high';
  if (score >= 35) return 'medium';
  return 'low';
}

export interface TokenLinks {
  readonly website?: string;
  readonly twitter?: string;
  readonly telegram?: string;
  readonly discord?: string;
  readonly instagram?: string;
  readonly tiktok?: string;
  readonly otherUrl?: string;
}

/** Supplement §2: `isSus` only when flagged, percentages 0–100. */
export interface TokenAudit {
  readonly isSus?: true;
  readonly mintAuthorityDisabled: boolean;
  readonly freezeAuthorityDisabled: boolean;
  readonly topHoldersPercentage: number;
  readonly devBalancePercentage: number | null;
  readonly devMints: number | null;
}

/** `totalSupply` is the raw supply at genesis: funding raises the ledger's, so live figures come from the mint. */
export interface SandboxToken {
  readonly id: Address;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly tokenProgram: TokenProgram;
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
  readonly referencePriceUsd: number;
  readonly referenceLiquidityUsd: number;
  readonly origin: 'well-known' | 'generated';
  readonly iconPath?: string;
  /** Supplement §2. */
  readonly graduated?: { readonly pool: Address; readonly at: string };
}
