import {
  STUDIO_QUOTE_MINTS,
  TOKEN_IMAGE_CONTENT_TYPES,
  TOKEN_IMAGE_MAX_BYTES,
  type CreatePoolTxParams,
  type LockedVestingParam,
  type TokenImageContentType,
} from '../../../api/studio/schemas';
import { MAX_LOCKED_SHARE_BPS, STUDIO_TOKEN_DECIMALS, STUDIO_TOTAL_SUPPLY } from '../../../api/studio/curve';

export type QuoteSymbol = keyof typeof STUDIO_QUOTE_MINTS;
export const QUOTE_SYMBOLS = Object.keys(STUDIO_QUOTE_MINTS) as QuoteSymbol[];
export const QUOTE_DECIMALS: Record<QuoteSymbol, 6 | 9> = { USDC: 6, SOL: 9, JUP: 6 };

export const TOKEN_SUPPLY = Number(STUDIO_TOTAL_SUPPLY / 10n ** BigInt(STUDIO_TOKEN_DECIMALS));

export const VESTING_DURATIONS = [0, 15552000, 15811200, 31536000] as const;
export type VestingDuration = (typeof VESTING_DURATIONS)[number];
export const VESTING_PERIODS = [0, 6, 12, 183, 365] as const;
export type VestingPeriods = (typeof VESTING_PERIODS)[number];
export const FEE_BPS = [100, 200] as const;
export type FeeBps = (typeof FEE_BPS)[number];
export const ANTI_SNIPING_WINDOWS = [60, 120, 180, 240, 300] as const;
export type AntiSnipingWindow = (typeof ANTI_SNIPING_WINDOWS)[number];
/** Studio lets at most 80 % of the supply be vested (supplement §8). */
export const MAX_VESTED_PERCENT = Number(MAX_LOCKED_SHARE_BPS) / 100;

export interface CurveFields {
  quote: QuoteSymbol;
  initialMarketCap: string;
  migrationMarketCap: string;
  vestedPercent: string;
  vestingDuration: VestingDuration;
  vestingPeriods: VestingPeriods;
  cliff: VestingDuration;
  cliffUnlockPercent: string;
  antiSniping: boolean;
  antiSnipingSeconds: AntiSnipingWindow;
  lpLocked: boolean;
  feeBps: FeeBps;
}

export interface LaunchFields extends CurveFields {
  name: string;
  symbol: string;
  description: string;
  website: string;
  twitter: string;
  telegram: string;
  image: File | null;
  /** Quote tokens the creator buys in the launch transaction itself; empty for none. */
  devBuy: string;
}

const NO_VESTING = {
  vestedPercent: '0',
  vestingDuration: 0,
  vestingPeriods: 0,
  cliff: 0,
  cliffUnlockPercent: '0',
} as const;

/** The docs' presets (supplement §8; feature-anchors §3). */
export const PRESETS = {
  Meme: {
    quote: 'USDC',
    initialMarketCap: '16000',
    migrationMarketCap: '69000',
    ...NO_VESTING,
    antiSniping: false,
    antiSnipingSeconds: 120,
    lpLocked: true,
    feeBps: 100,
  },
  Indie: {
    quote: 'USDC',
    initialMarketCap: '32000',
    migrationMarketCap: '240000',
    vestedPercent: '10',
    vestingDuration: 31536000,
    vestingPeriods: 365,
    cliff: 0,
    cliffUnlockPercent: '0',
    antiSniping: true,
    antiSnipingSeconds: 120,
    lpLocked: true,
    feeBps: 100,
  },
} as const satisfies Record<string, CurveFields>;
export type Preset = keyof typeof PRESETS | 'Custom';
export const PRESET_NAMES: readonly Preset[] = ['Meme', 'Indie', 'Custom'];

/** A decimal typed by a person, or null ("1,000" and "1 000" read as 1000; anything else is not a number). */
export function readNumber(text: string): number | null {
  const t = text.replace(/[\s,_]/g, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

const MIB = 1024 * 1024;

export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(TOKEN_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return `Image: ${file.type || 'this file type'} is not accepted; choose a JPEG, PNG, GIF or WebP file.`;
  }
  if (file.size > TOKEN_IMAGE_MAX_BYTES) {
    const mb = (file.size / MIB).toFixed(1);
    return `Image: ${mb} MB is larger than the ${String(TOKEN_IMAGE_MAX_BYTES / MIB)} MB limit; choose a smaller file.`;
  }
  if (file.size === 0) return 'Image: the file is empty.';
  return null;
}

export const firstError = (errors: Partial<Record<string, string>>): string | null => Object.values(errors)[0] ?? null;

const tokens = (percent: number) => Math.round((TOKEN_SUPPLY * percent) / 100);

export function vestingParam(f: CurveFields): LockedVestingParam {
  const vested = readNumber(f.vestedPercent) ?? 0;
  if (vested === 0) {
    return {
      totalLockedVestingAmount: 0,
      cliffUnlockAmount: 0,
      numberOfVestingPeriod: 0,
      totalVestingDuration: 0,
      cliffDurationFromMigrationTime: 0,
    };
  }
  return {
    totalLockedVestingAmount: tokens(vested),
    cliffUnlockAmount: tokens(readNumber(f.cliffUnlockPercent) ?? 0),
    numberOfVestingPeriod: f.vestingPeriods,
    totalVestingDuration: f.vestingDuration,
    cliffDurationFromMigrationTime: f.cliff,
  };
}

/** The create-tx body of a validated form (spec §4.8, supplement §8): `fee` is always sent. */
export function createPoolBody(
  f: LaunchFields & { image: File },
  creator: string,
  contentType: TokenImageContentType,
): CreatePoolTxParams {
  return {
    buildCurveByMarketCapParam: {
      quoteMint: STUDIO_QUOTE_MINTS[f.quote],
      initialMarketCap: readNumber(f.initialMarketCap) ?? 0,
      migrationMarketCap: readNumber(f.migrationMarketCap) ?? 0,
      tokenQuoteDecimal: QUOTE_DECIMALS[f.quote],
      lockedVestingParam: vestingParam(f),
    },
    antiSniping: f.antiSniping,
    fee: f.antiSniping ? { feeBps: f.feeBps, totalDuration: f.antiSnipingSeconds } : { feeBps: f.feeBps },
    isLpLocked: f.lpLocked,
    tokenName: f.name.trim(),
    tokenSymbol: f.symbol.trim(),
    tokenImageContentType: contentType,
    creator,
  };
}
