import * as z from 'zod/mini';
import { readU64, writeU64 } from '../../utils/solana-wire/bytes';
import type { VestingSchedule } from '../../utils/studio-curve';

/**
 * Meteora DBC's `PoolConfig` account (MeteoraAg/dynamic-bonding-curve `state/config.rs`, zero-copy, 8 + 1040 bytes):
 * the config a launch's pool names holds its locked-vesting terms. The sandbox writes it, the app reads it.
 */
export const DBC_PROGRAM = 'dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN';
/** Anchor's account discriminator: sha256("account:PoolConfig")[0..8]. */
export const POOL_CONFIG_DISCRIMINATOR = Uint8Array.of(26, 108, 14, 123, 116, 230, 129, 43);
export const POOL_CONFIG_SIZE = 1048;

const AT = {
  quoteMint: 8,
  tokenDecimal: 235,
  migrationQuoteThreshold: 264,
  amountPerPeriod: 296,
  cliffDuration: 304,
  frequency: 312,
  numberOfPeriod: 320,
  cliffUnlockAmount: 328,
} as const;

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

const poolConfigSchema = z.object({
  tokenDecimal: z.int().check(z.gte(0), z.lte(18)),
  migrationQuoteThreshold: u64,
  lockedVesting: lockedVestingConfigSchema,
});
export type PoolConfig = z.output<typeof poolConfigSchema>;

/** Studio's terms as DBC keeps them: the periodic part split evenly, its rounding added to the cliff (whole seconds). */
export function lockedVestingConfigOf(terms: VestingSchedule): LockedVestingConfig {
  const n = BigInt(terms.periods);
  const periodic = terms.total - terms.cliffUnlock;
  const amountPerPeriod = n === 0n ? 0n : periodic / n;
  return lockedVestingConfigSchema.parse({
    amountPerPeriod,
    cliffDurationFromMigrationTime: BigInt(terms.cliffSeconds),
    frequency: n === 0n ? 0n : BigInt(terms.durationSeconds) / n,
    numberOfPeriod: n,
    cliffUnlockAmount: terms.total - amountPerPeriod * n,
  });
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

const STUDIO_DURATIONS = [15552000, 15811200, 31536000];
// Studio's tokens have 6 decimals (utils/studio-curve), not imported: that module would load with the decoder.
const STUDIO_WHOLE_TOKEN = 10n ** 6n;

/**
 * The terms the creator chose (supplement §8: whole tokens, enumerated durations): the rounding of
 * `lockedVestingConfigOf` (under one raw unit a period into the cliff, under a second a period) undone.
 */
export function studioVestingTerms(c: LockedVestingConfig): VestingSchedule {
  const schedule = vestingScheduleOf(c);
  const n = schedule.periods;
  const dust = schedule.cliffUnlock % STUDIO_WHOLE_TOKEN;
  const duration = STUDIO_DURATIONS.find((d) => d >= schedule.durationSeconds && d - schedule.durationSeconds < n);
  return {
    ...schedule,
    cliffUnlock: n > 0 && dust < BigInt(n) ? schedule.cliffUnlock - dust : schedule.cliffUnlock,
    durationSeconds: duration ?? schedule.durationSeconds,
  };
}

export interface PoolConfigFields {
  readonly quoteMint: Uint8Array;
  readonly tokenDecimal: number;
  readonly migrationQuoteThreshold: bigint;
  readonly lockedVesting: LockedVestingConfig;
}

export function encodePoolConfig(fields: PoolConfigFields): Uint8Array {
  const data = new Uint8Array(POOL_CONFIG_SIZE);
  data.set(POOL_CONFIG_DISCRIMINATOR, 0);
  data.set(fields.quoteMint.subarray(0, 32), AT.quoteMint);
  data[AT.tokenDecimal] = fields.tokenDecimal;
  writeU64(data, AT.migrationQuoteThreshold, fields.migrationQuoteThreshold);
  const v = fields.lockedVesting;
  writeU64(data, AT.amountPerPeriod, v.amountPerPeriod);
  writeU64(data, AT.cliffDuration, v.cliffDurationFromMigrationTime);
  writeU64(data, AT.frequency, v.frequency);
  writeU64(data, AT.numberOfPeriod, v.numberOfPeriod);
  writeU64(data, AT.cliffUnlockAmount, v.cliffUnlockAmount);
  return data;
}

/** A DBC pool config's bytes, checked (size, discriminator, the vesting's bounds); throws on anything else. */
export function decodePoolConfig(data: Uint8Array): PoolConfig {
  if (data.length !== POOL_CONFIG_SIZE || POOL_CONFIG_DISCRIMINATOR.some((b, i) => data[i] !== b)) {
    throw new Error('Not a Meteora DBC pool config.');
  }
  return poolConfigSchema.parse({
    tokenDecimal: data[AT.tokenDecimal],
    migrationQuoteThreshold: readU64(data, AT.migrationQuoteThreshold),
    lockedVesting: {
      amountPerPeriod: readU64(data, AT.amountPerPeriod),
      cliffDurationFromMigrationTime: readU64(data, AT.cliffDuration),
      frequency: readU64(data, AT.frequency),
      numberOfPeriod: readU64(data, AT.numberOfPeriod),
      cliffUnlockAmount: readU64(data, AT.cliffUnlockAmount),
    },
  });
}
