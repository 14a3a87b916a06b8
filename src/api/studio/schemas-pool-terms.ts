import {
  ANTI_SNIPING_DEFAULT_SECONDS,
  ANTI_SNIPING_START_BPS,
  isqrt,
  STUDIO_TOKEN_DECIMALS,
  STUDIO_TOTAL_SUPPLY,
  type FeeSchedule,
} from '../../utils/studio-curve';
import { studioLpSplit, type BaseFee, type LockedVestingConfig, type PoolConfigFields } from './schemas-pool-config';

/** DBC's enums (`state/config.rs`) as the bytes of a PoolConfig hold them. */
export const BASE_FEE_MODE = { linear: 0, exponential: 1, rateLimiter: 2 } as const;
export const TOKEN_AUTHORITY = { creator: 0, immutable: 1, partner: 2, creatorMint: 3, partnerMint: 4 } as const;
export const MIGRATION = { dammV1: 0, dammV2: 1 } as const;
export const TOKEN_TYPE = { spl: 0, token2022: 1 } as const;
export const ACTIVATION = { slot: 0, timestamp: 1 } as const;
export const COLLECT_FEE = { quote: 0, output: 1 } as const;
export const FEE_DENOMINATOR = 1_000_000_000n;
/** Supplement §8: the creator's share is half the trading fee. */
export const STUDIO_CREATOR_FEE_PERCENT = 50;

export const feeNumeratorOf = (bps: number) => (BigInt(bps) * FEE_DENOMINATOR) / 10_000n;

/** Anti-sniping (spec §4.8) as a linear scheduler: 99 % down to the fee in one-second periods over the window. */
export function studioBaseFee(fee: FeeSchedule): BaseFee {
  const end = feeNumeratorOf(fee.feeBps);
  const linear = BASE_FEE_MODE.linear;
  if (!fee.antiSniping) {
    return { cliffFeeNumerator: end, numberOfPeriod: 0, periodFrequency: 0n, reductionFactor: 0n, mode: linear };
  }
  const start = feeNumeratorOf(ANTI_SNIPING_START_BPS);
  const periods = fee.totalDuration ?? ANTI_SNIPING_DEFAULT_SECONDS;
  const reductionFactor = (start - end) / BigInt(periods);
  return { cliffFeeNumerator: start, numberOfPeriod: periods, periodFrequency: 1n, reductionFactor, mode: linear };
}

/** The Q64.64 square root of the raw price a market cap over the whole supply gives (the SDK's sqrt start price). */
export const sqrtPriceOfCap = (capRaw: bigint) => isqrt((capRaw << 128n) / STUDIO_TOTAL_SUPPLY);
export const capOfSqrtPrice = (sqrtPrice: bigint) =>
  (sqrtPrice * sqrtPrice * STUDIO_TOTAL_SUPPLY + (1n << 127n)) >> 128n;

export interface StudioConfigTerms {
  quoteMint: Uint8Array;
  fee: FeeSchedule;
  sqrtStartPrice: bigint;
  migrationSqrtPrice: bigint;
  swapBaseAmount: bigint;
  migrationBaseThreshold: bigint;
  migrationQuoteThreshold: bigint;
  lockedVesting: LockedVestingConfig;
  isLpLocked: boolean;
}

/** The config a Studio launch's create names, as the form's terms make it. */
export function studioPoolConfig(t: StudioConfigTerms): PoolConfigFields {
  return {
    quoteMint: t.quoteMint,
    baseFee: studioBaseFee(t.fee),
    dynamicFee: false,
    collectFeeMode: COLLECT_FEE.quote,
    migrationOption: MIGRATION.dammV2,
    activationType: ACTIVATION.timestamp,
    tokenType: TOKEN_TYPE.token2022,
    creatorTradingFeePercent: STUDIO_CREATOR_FEE_PERCENT,
    tokenAuthority: TOKEN_AUTHORITY.immutable,
    sqrtStartPrice: t.sqrtStartPrice,
    migrationSqrtPrice: t.migrationSqrtPrice,
    swapBaseAmount: t.swapBaseAmount,
    migrationBaseThreshold: t.migrationBaseThreshold,
    tokenDecimal: STUDIO_TOKEN_DECIMALS,
    migrationQuoteThreshold: t.migrationQuoteThreshold,
    lockedVesting: t.lockedVesting,
    lp: studioLpSplit(t.isLpLocked),
  };
}
