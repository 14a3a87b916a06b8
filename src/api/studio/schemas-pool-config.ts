import bs58 from 'bs58';
import * as z from 'zod/mini';
import { readU16, readU32, readU64, writeU16, writeU32, writeU64 } from '../../utils/solana-wire/bytes';
import type { VestingSchedule } from '../../utils/studio-curve';

/**
 * Meteora DBC's `PoolConfig` account (MeteoraAg/dynamic-bonding-curve `state/config.rs`, zero-copy, 8 + 1040 bytes):
 * the config a launch's pool names holds its fee, token, start-price, vesting and LP terms. The sandbox writes it, the
 * app reads it.
 */
export const DBC_PROGRAM = 'dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN';
/** Anchor's account discriminator: sha256("account:PoolConfig")[0..8]. */
export const POOL_CONFIG_DISCRIMINATOR = Uint8Array.of(26, 108, 14, 123, 116, 230, 129, 43);
export const POOL_CONFIG_SIZE = 1048;

const AT = {
  quoteMint: 8,
  cliffFeeNumerator: 104,
  periodFrequency: 112,
  reductionFactor: 120,
  feePeriods: 128,
  baseFeeMode: 130,
  dynamicFee: 136,
  partnerVesting: 184,
  creatorVesting: 200,
  tokenDecimal: 235,
  partnerLocked: 239,
  partnerLiquidity: 240,
  creatorLocked: 241,
  creatorLiquidity: 242,
  swapBaseAmount: 256,
  migrationQuoteThreshold: 264,
  migrationBaseThreshold: 272,
  migrationSqrtPrice: 280,
  amountPerPeriod: 296,
  cliffDuration: 304,
  frequency: 312,
  numberOfPeriod: 320,
  cliffUnlockAmount: 328,
  sqrtStartPrice: 392,
} as const;

/** The config's one-byte enums and percentages, where config.rs puts them. */
const FLAGS = {
  collectFeeMode: 232,
  migrationOption: 233,
  activationType: 234,
  tokenType: 237,
  creatorTradingFeePercent: 245,
  tokenAuthority: 246,
} as const;
const FLAG_OFFSETS = Object.entries(FLAGS) as [keyof typeof FLAGS, number][];

const U64_MAX = 2n ** 64n - 1n;
const u64 = z.bigint().check(z.gte(0n), z.lte(U64_MAX));
const seconds = z.bigint().check(z.gte(0n), z.lte(BigInt(Number.MAX_SAFE_INTEGER)));

export const lockedVestingConfigSchema = z
  .object({
    amountPerPeriod: u64,
    cliffDurationFromMigrationTime: seconds,
    frequency: seconds,
    numberOfPeriod: z.bigint().check(z.gte(0n), z.lte(100_000n)),
    cliffUnlockAmount: u64,
  })
  .check(
    z.refine((c) => c.cliffUnlockAmount + c.amountPerPeriod * c.numberOfPeriod <= U64_MAX, 'locked amount over u64'),
    z.refine((c) => c.amountPerPeriod === 0n || c.frequency > 0n, 'periodic unlocks need a frequency'),
    z.refine((c) => c.frequency * c.numberOfPeriod <= BigInt(Number.MAX_SAFE_INTEGER), 'vesting too long'),
  );
export type LockedVestingConfig = z.output<typeof lockedVestingConfigSchema>;

const percent = z.int().check(z.gte(0), z.lte(255));
const lpVestingSchema = z.object({
  initialized: z.boolean(),
  percentage: percent,
  bpsPerPeriod: z.int().check(z.gte(0), z.lte(0xffff)),
  numberOfPeriods: z.int().check(z.gte(0), z.lte(0xffff)),
  frequency: z.int().check(z.gte(0), z.lte(0xffff_ffff)),
  cliffSeconds: z.int().check(z.gte(0), z.lte(0xffff_ffff)),
});
export type LpVesting = z.output<typeof lpVestingSchema>;

/** Who gets the graduated pool's LP, in percent: claimable, locked for good, or vesting (DAMM v2 only). */
export const lpSplitSchema = z.object({
  partnerLiquidity: percent,
  partnerLocked: percent,
  creatorLiquidity: percent,
  creatorLocked: percent,
  partnerVesting: lpVestingSchema,
  creatorVesting: lpVestingSchema,
});
export type LpSplit = z.output<typeof lpSplitSchema>;

/** A linear or exponential fee scheduler (first, second and third factor), or a rate limiter (mode 2). */
const baseFeeSchema = z.object({
  cliffFeeNumerator: u64,
  numberOfPeriod: z.int().check(z.gte(0), z.lte(0xffff)),
  periodFrequency: u64,
  reductionFactor: u64,
  mode: z.int(),
});
export type BaseFee = z.output<typeof baseFeeSchema>;

const byte = z.int().check(z.gte(0), z.lte(255));
const u128 = z.bigint().check(z.gte(0n), z.lt(2n ** 128n));
const poolConfigSchema = z.object({
  quoteMint: z.string().check(z.minLength(32), z.maxLength(44)),
  baseFee: baseFeeSchema,
  dynamicFee: z.boolean(),
  collectFeeMode: byte,
  migrationOption: byte,
  activationType: byte,
  tokenType: byte,
  creatorTradingFeePercent: byte,
  tokenAuthority: byte,
  sqrtStartPrice: u128,
  migrationSqrtPrice: u128,
  swapBaseAmount: u64,
  migrationBaseThreshold: u64,
  tokenDecimal: z.int().check(z.gte(0), z.lte(18)),
  migrationQuoteThreshold: u64,
  lockedVesting: lockedVestingConfigSchema,
  lp: lpSplitSchema,
});
export type PoolConfig = z.output<typeof poolConfigSchema>;

const STUDIO_DURATIONS = [15552000, 15811200, 31536000];
// Studio's tokens have 6 decimals (utils/studio-curve), not imported: that module would load with the decoder.
const STUDIO_WHOLE_TOKEN = 10n ** 6n;

/**
 * Studio's terms as the DBC SDK's `getLockedVestingParams` (1.5.12) makes them: whole tokens a period, the remainder
 * added to the cliff, whole seconds a period; all at the cliff is one token a second after the rest.
 */
export function lockedVestingConfigOf(terms: VestingSchedule): LockedVestingConfig {
  const n = BigInt(terms.periods);
  const seconds = BigInt(terms.cliffSeconds);
  const config = (amountPerPeriod: bigint, numberOfPeriod: bigint, frequency: bigint) =>
    lockedVestingConfigSchema.parse({
      amountPerPeriod,
      cliffDurationFromMigrationTime: seconds,
      frequency,
      numberOfPeriod,
      cliffUnlockAmount: terms.total - amountPerPeriod * numberOfPeriod,
    });
  if (terms.total === 0n) return config(0n, 0n, 0n);
  if (terms.total === terms.cliffUnlock) return config(STUDIO_WHOLE_TOKEN, 1n, 1n);
  if (n === 0n) return config(0n, 0n, 0n);
  const wholePerPeriod = (terms.total - terms.cliffUnlock) / n / STUDIO_WHOLE_TOKEN;
  return config(wholePerPeriod * STUDIO_WHOLE_TOKEN, n, BigInt(terms.durationSeconds) / n);
}

/** The schedule the config unlocks by: the cliff, then `numberOfPeriod` equal unlocks `frequency` seconds apart. */
export function vestingScheduleOf(c: LockedVestingConfig): VestingSchedule {
  return {
    total: c.cliffUnlockAmount + c.amountPerPeriod * c.numberOfPeriod,
    cliffUnlock: c.cliffUnlockAmount,
    periods: Number(c.numberOfPeriod),
    durationSeconds: Number(c.frequency * c.numberOfPeriod),
    cliffSeconds: Number(c.cliffDurationFromMigrationTime),
  };
}

/** The schedule DBC releases, its duration read as the enumerated one it was rounded from (under a second a period). */
export function studioVestingTerms(c: LockedVestingConfig): VestingSchedule {
  const schedule = vestingScheduleOf(c);
  const n = schedule.periods;
  const duration = STUDIO_DURATIONS.find((d) => d >= schedule.durationSeconds && d - schedule.durationSeconds < n);
  return { ...schedule, durationSeconds: duration ?? schedule.durationSeconds };
}

const NO_LP_VESTING: LpVesting = {
  initialized: false,
  percentage: 0,
  bpsPerPeriod: 0,
  numberOfPeriods: 0,
  frequency: 0,
  cliffSeconds: 0,
};
const ONE_YEAR = 31_536_000;

/** The sandbox's split for supplement §8's "when enabled, 50% of graduated LP unlocks after one year". */
export function studioLpSplit(isLpLocked: boolean): LpSplit {
  return lpSplitSchema.parse({
    partnerLiquidity: 0,
    partnerLocked: 50,
    creatorLiquidity: isLpLocked ? 0 : 50,
    creatorLocked: 0,
    partnerVesting: NO_LP_VESTING,
    creatorVesting: isLpLocked
      ? { ...NO_LP_VESTING, initialized: true, percentage: 50, cliffSeconds: ONE_YEAR }
      : NO_LP_VESTING,
  });
}

export type PoolConfigFields = Omit<PoolConfig, 'quoteMint'> & { readonly quoteMint: Uint8Array };

function writeLpVesting(data: Uint8Array, at: number, v: LpVesting) {
  data[at] = v.initialized ? 1 : 0;
  data[at + 1] = v.percentage;
  writeU16(data, at + 4, v.bpsPerPeriod);
  writeU16(data, at + 6, v.numberOfPeriods);
  writeU32(data, at + 8, v.frequency);
  writeU32(data, at + 12, v.cliffSeconds);
}

const readLpVesting = (data: Uint8Array, at: number) => ({
  initialized: data[at] !== 0,
  percentage: data[at + 1],
  bpsPerPeriod: readU16(data, at + 4),
  numberOfPeriods: readU16(data, at + 6),
  frequency: readU32(data, at + 8),
  cliffSeconds: readU32(data, at + 12),
});

function writeU128(data: Uint8Array, at: number, value: bigint) {
  writeU64(data, at, value & U64_MAX);
  writeU64(data, at + 8, value >> 64n);
}

const readU128 = (data: Uint8Array, at: number) => ((readU64(data, at + 8) ?? 0n) << 64n) + (readU64(data, at) ?? 0n);

export function encodePoolConfig(fields: PoolConfigFields): Uint8Array {
  const data = new Uint8Array(POOL_CONFIG_SIZE);
  data.set(POOL_CONFIG_DISCRIMINATOR, 0);
  data.set(fields.quoteMint.subarray(0, 32), AT.quoteMint);
  const fee = fields.baseFee;
  writeU64(data, AT.cliffFeeNumerator, fee.cliffFeeNumerator);
  writeU64(data, AT.periodFrequency, fee.periodFrequency);
  writeU64(data, AT.reductionFactor, fee.reductionFactor);
  writeU16(data, AT.feePeriods, fee.numberOfPeriod);
  data[AT.baseFeeMode] = fee.mode;
  data[AT.dynamicFee] = fields.dynamicFee ? 1 : 0;
  for (const [name, at] of FLAG_OFFSETS) data[at] = fields[name];
  writeU128(data, AT.sqrtStartPrice, fields.sqrtStartPrice);
  writeU128(data, AT.migrationSqrtPrice, fields.migrationSqrtPrice);
  writeU64(data, AT.swapBaseAmount, fields.swapBaseAmount);
  writeU64(data, AT.migrationBaseThreshold, fields.migrationBaseThreshold);
  data[AT.tokenDecimal] = fields.tokenDecimal;
  writeU64(data, AT.migrationQuoteThreshold, fields.migrationQuoteThreshold);
  const v = fields.lockedVesting;
  writeU64(data, AT.amountPerPeriod, v.amountPerPeriod);
  writeU64(data, AT.cliffDuration, v.cliffDurationFromMigrationTime);
  writeU64(data, AT.frequency, v.frequency);
  writeU64(data, AT.numberOfPeriod, v.numberOfPeriod);
  writeU64(data, AT.cliffUnlockAmount, v.cliffUnlockAmount);
  const lp = lpSplitSchema.parse(fields.lp);
  data[AT.partnerLiquidity] = lp.partnerLiquidity;
  data[AT.partnerLocked] = lp.partnerLocked;
  data[AT.creatorLiquidity] = lp.creatorLiquidity;
  data[AT.creatorLocked] = lp.creatorLocked;
  writeLpVesting(data, AT.partnerVesting, lp.partnerVesting);
  writeLpVesting(data, AT.creatorVesting, lp.creatorVesting);
  return data;
}

/** A DBC pool config's bytes, checked (size, discriminator, the vesting's bounds); throws on anything else. */
export function decodePoolConfig(data: Uint8Array): PoolConfig {
  if (data.length !== POOL_CONFIG_SIZE || POOL_CONFIG_DISCRIMINATOR.some((b, i) => data[i] !== b)) {
    throw new Error('Not a Meteora DBC pool config.');
  }
  return poolConfigSchema.parse({
    quoteMint: bs58.encode(data.subarray(AT.quoteMint, AT.quoteMint + 32)),
    baseFee: {
      cliffFeeNumerator: readU64(data, AT.cliffFeeNumerator),
      numberOfPeriod: readU16(data, AT.feePeriods),
      periodFrequency: readU64(data, AT.periodFrequency),
      reductionFactor: readU64(data, AT.reductionFactor),
      mode: data[AT.baseFeeMode],
    },
    dynamicFee: data[AT.dynamicFee] !== 0,
    ...Object.fromEntries(FLAG_OFFSETS.map(([name, at]) => [name, data[at]])),
    sqrtStartPrice: readU128(data, AT.sqrtStartPrice),
    migrationSqrtPrice: readU128(data, AT.migrationSqrtPrice),
    swapBaseAmount: readU64(data, AT.swapBaseAmount),
    migrationBaseThreshold: readU64(data, AT.migrationBaseThreshold),
    tokenDecimal: data[AT.tokenDecimal],
    migrationQuoteThreshold: readU64(data, AT.migrationQuoteThreshold),
    lockedVesting: {
      amountPerPeriod: readU64(data, AT.amountPerPeriod),
      cliffDurationFromMigrationTime: readU64(data, AT.cliffDuration),
      frequency: readU64(data, AT.frequency),
      numberOfPeriod: readU64(data, AT.numberOfPeriod),
      cliffUnlockAmount: readU64(data, AT.cliffUnlockAmount),
    },
    lp: {
      partnerLiquidity: data[AT.partnerLiquidity],
      partnerLocked: data[AT.partnerLocked],
      creatorLiquidity: data[AT.creatorLiquidity],
      creatorLocked: data[AT.creatorLocked],
      partnerVesting: readLpVesting(data, AT.partnerVesting),
      creatorVesting: readLpVesting(data, AT.creatorVesting),
    },
  });
}
