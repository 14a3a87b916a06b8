import type { MintInformation } from '../api/tokens/schemas';
import { isSupportedDecimals, MAX_DECIMALS, toDecimalString } from '../utils/amount';

export type TokenWarningKind =
  'unsupported' | 'suspicious' | 'freeze-authority' | 'mint-authority' | 'low-organic' | 'concentrated';

/**
 * `info` is a fact worth knowing but expected for the token (a verified stablecoin keeps its freeze authority);
 * `warning` and `danger` are shown as badges in lists.
 */
export type TokenWarningSeverity = 'info' | 'warning' | 'danger';

export interface TokenWarning {
  kind: TokenWarningKind;
  severity: TokenWarningSeverity;
  label: string;
  description: string;
}

export interface TokenInfo {
  mint: string;
  symbol: string;
  name: string;
  decimals: number;
  icon: string | null;
  /** Owning program id, null when not known yet (a token seeded before its record loaded). */
  tokenProgram: string | null;
  verified: boolean;
  tags: readonly string[];
  warnings: readonly TokenWarning[];
}

export interface Holding {
  amount: bigint;
  usd: number | null;
}

export interface HeldToken {
  token: TokenInfo;
  holding: Holding;
}

export const CONCENTRATION_WARN_PERCENT = 50;

const SEVERITY_RANK: Record<TokenWarningSeverity, number> = { danger: 0, warning: 1, info: 2 };

/** Risk warnings (supplement §2); for a verified token, kept authorities and concentration are expected. */
export function tokenWarnings(record: MintInformation): TokenWarning[] {
  const audit = record.audit;
  const verified = record.isVerified === true;
  const expected: TokenWarningSeverity = verified ? 'info' : 'warning';
  const out: TokenWarning[] = [];
  if (audit?.isSus === true) {
    out.push({
      kind: 'suspicious',
      severity: 'danger',
      label: 'Suspicious',
      description: 'The token audit flags this token as suspicious: you could lose what you trade for it.',
    });
  }
  if (record.freezeAuthority || audit?.freezeAuthorityDisabled === false) {
    out.push({
      kind: 'freeze-authority',
      severity: expected,
      label: 'Freeze authority',
      description: 'The freeze authority is kept: the issuer can freeze this token in your wallet.',
    });
  }
  if (record.mintAuthority || audit?.mintAuthorityDisabled === false) {
    out.push({
      kind: 'mint-authority',
      severity: expected,
      label: 'Mint authority',
      description: 'The mint authority is kept: the issuer can create more of this token and dilute holders.',
    });
  }
  if (record.organicScoreLabel === 'low') {
    out.push({
      kind: 'low-organic',
      severity: 'warning',
      label: 'Low organic score',
      description: 'Low organic score: little of the trading in this token comes from real users.',
    });
  }
  const top = audit?.topHoldersPercentage;
  if (typeof top === 'number' && top >= CONCENTRATION_WARN_PERCENT) {
    const share = `${String(Math.round(top))}%`;
    out.push({
      kind: 'concentrated',
      severity: expected,
      label: `Top holders ${share}`,
      description: `The top holders own ${share} of the supply: a few wallets can move the price.`,
    });
  }
  return out.sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
}

/** False for a token whose decimals the app's amount maths does not handle: shown, never swapped. */
export function isTokenSupported(token: Pick<TokenInfo, 'decimals'>): boolean {
  return isSupportedDecimals(token.decimals);
}

function unsupportedWarning(decimals: number): TokenWarning[] {
  if (isSupportedDecimals(decimals)) return [];
  return [
    {
      kind: 'unsupported',
      severity: 'danger',
      label: 'Unsupported',
      description: `This token has ${String(decimals)} decimal places; the app supports at most ${String(MAX_DECIMALS)}, so it can’t be traded here.`,
    },
  ];
}

export function tokenInfoFromRecord(record: MintInformation): TokenInfo {
  return {
    mint: record.id,
    symbol: record.symbol,
    name: record.name,
    decimals: record.decimals,
    icon: record.icon ?? null,
    tokenProgram: record.tokenProgram ?? null,
    verified: record.isVerified === true,
    tags: record.tags ?? [],
    warnings: [...unsupportedWarning(record.decimals), ...tokenWarnings(record)],
  };
}

/** Records of a list, mapped once (a stable function for TanStack `select`, which memoises on its identity). */
export function tokenInfosFromRecords(records: readonly MintInformation[]): TokenInfo[] {
  return records.map(tokenInfoFromRecord);
}

/** A token from the built-in list (config/tokens.ts): shown before its record loads, never with warnings. */
export function seedTokenInfo(known: { mint: string; symbol: string; decimals: number }): TokenInfo {
  return {
    mint: known.mint,
    symbol: known.symbol,
    name: known.symbol,
    decimals: known.decimals,
    icon: null,
    tokenProgram: null,
    verified: true,
    tags: ['verified'],
    warnings: [],
  };
}

/** A mint the wallet holds but the token service does not know: named by its address, decimals from the chain. */
export function unknownTokenInfo(
  mint: string,
  decimals: number,
  tokenProgram: string | null = null,
  name = 'Unknown token',
): TokenInfo {
  return {
    mint,
    symbol: `${mint.slice(0, 4)}…`,
    name,
    decimals,
    icon: null,
    tokenProgram,
    verified: false,
    tags: [],
    warnings: unsupportedWarning(decimals),
  };
}

export function badgeWarnings(token: Pick<TokenInfo, 'warnings'>): TokenWarning[] {
  return token.warnings.filter((w) => w.severity !== 'info');
}

/** A JS number is fine: display only, never back into a transaction. */
export function usdValue(raw: bigint, decimals: number, usdPrice: number | null | undefined): number | null {
  if (usdPrice === null || usdPrice === undefined || !Number.isFinite(usdPrice)) return null;
  if (!isSupportedDecimals(decimals)) return null;
  return Number(toDecimalString(raw, decimals)) * usdPrice;
}
