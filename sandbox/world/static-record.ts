// The brief allows src/api/**/schemas*.ts, but the lint zone's `except` glob never matches a plain `from` path
// (import-x compares exceptions as folders there): reported to the lead; this import is within the contract.
import type { MintInformation } from '../../src/api/tokens/schemas';
import { toDecimalString } from '../../src/utils/amount';
import type { SandboxToken } from './token';

/**
 * Supplement §2; supplies are UI numbers on the wire (spec `number`), from the raw bigint's exact decimal text.
 */
export function staticMintInformation(token: SandboxToken, iconBase?: string): MintInformation {
  const supply = Number(toDecimalString(token.totalSupply, token.decimals));
  return {
    id: token.id,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    icon: iconBase === undefined ? null : `${iconBase}${token.iconPath ?? `/__sandbox/logos/${token.id}.svg`}`,
    tokenProgram: token.tokenProgram,
    createdAt: token.createdAt,
    ...token.links,
    dev: token.dev,
    // The supplement: the authorities are present only when not disabled.
    ...(token.mintAuthority === null ? {} : { mintAuthority: token.mintAuthority }),
    ...(token.freezeAuthority === null ? {} : { freezeAuthority: token.freezeAuthority }),
    circSupply: supply,
    totalSupply: supply,
    launchpad: token.launchpad,
    graduatedPool: token.graduated?.pool ?? null,
    graduatedAt: token.graduated?.at ?? null,
    holderCount: token.holderCount,
    audit: { ...token.audit },
    organicScore: token.organicScore,
    organicScoreLabel: token.organicScoreLabel,
    isVerified: token.isVerified,
    tags: [...token.tags],
  };
}
