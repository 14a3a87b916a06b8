import bs58 from 'bs58';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decodePoolConfig,
  encodePoolConfig,
  lockedVestingConfigOf,
  POOL_CONFIG_DISCRIMINATOR,
  POOL_CONFIG_SIZE,
  studioLpSplit,
  studioVestingTerms,
  vestingScheduleOf,
} from './schemas-pool-config';
import { studioPoolConfig } from './schemas-pool-terms';
import { readU16, readU64, writeU64 } from '../../utils/solana-wire/bytes';
import { type VestingSchedule, vestedAt } from '../../utils/studio-curve';

const WHOLE = 10n ** 6n;
const QUOTE = Uint8Array.from({ length: 32 }, (_, i) => i + 1);

const terms = (over: Partial<VestingSchedule> = {}): VestingSchedule => ({
  total: 100_000_000n * WHOLE,
  cliffUnlock: 0n,
  periods: 365,
  durationSeconds: 31_536_000,
  cliffSeconds: 0,
  ...over,
});

const encoded = (t: VestingSchedule) =>
  encodePoolConfig(
    studioPoolConfig({
      quoteMint: QUOTE,
      fee: { feeBps: 200, antiSniping: true, totalDuration: 180 },
      sqrtStartPrice: 2n ** 100n + 7n,
      migrationSqrtPrice: 2n ** 101n + 9n,
      swapBaseAmount: 600_000n * WHOLE,
      migrationBaseThreshold: 300_000n * WHOLE,
      migrationQuoteThreshold: 123_456n,
      lockedVesting: lockedVestingConfigOf(t),
      isLpLocked: true,
    }),
  );

describe('DBC pool config', () => {
  it('has the size and Anchor discriminator of PoolConfig, the vesting where the zero-copy layout puts it', () => {
    const digest = createHash('sha256').update('account:PoolConfig').digest();
    expect([...POOL_CONFIG_DISCRIMINATOR]).toEqual([...digest.subarray(0, 8)]);
    // discriminator, 3 pubkeys, PoolFeesConfig (128), 17 flags + 7 padding, 3 u64, one u128.
    const vestingAt = 8 + 3 * 32 + 128 + 24 + 3 * 8 + 16;
    const data = encoded(terms({ cliffUnlock: 7n * WHOLE, cliffSeconds: 15_552_000 }));
    expect(data.length).toBe(POOL_CONFIG_SIZE);
    expect([...data.subarray(8, 40)]).toEqual([...QUOTE]);
    expect(readU64(data, vestingAt)).toBe(273_972n * WHOLE);
    expect(readU64(data, vestingAt + 8)).toBe(15_552_000n);
    expect(readU64(data, vestingAt + 16)).toBe(86_400n);
    expect(readU64(data, vestingAt + 24)).toBe(365n);
    expect(decodePoolConfig(data)).toMatchObject({ tokenDecimal: 6, migrationQuoteThreshold: 123_456n });
  });

  it('keeps the base fee, the flags and the start price where config.rs puts them', () => {
    const data = encoded(terms());
    const fee = 8 + 3 * 32;
    expect([readU64(data, fee), readU64(data, fee + 8), readU64(data, fee + 16)]).toEqual([
      990_000_000n,
      1n,
      5_388_888n,
    ]);
    expect([readU16(data, fee + 24), data[fee + 26], data[fee + 32]]).toEqual([180, 0, 0]);
    // collect fee mode, migration option, activation type, token type, creator's fee share, token authority.
    expect([232, 233, 234, 237, 245, 246].map((at) => data[at])).toEqual([0, 1, 1, 1, 50, 1]);
    const start = POOL_CONFIG_SIZE - 20 * 32 - 16;
    expect([readU64(data, start), readU64(data, start + 8)]).toEqual([7n, 2n ** 36n]);
    // swap base amount, the quote threshold, the base threshold, then the migration sqrt price (u128).
    expect([256, 264, 272, 280, 288].map((at) => readU64(data, at))).toEqual([
      600_000n * WHOLE,
      123_456n,
      300_000n * WHOLE,
      9n,
      2n ** 37n,
    ]);
    expect(decodePoolConfig(data)).toMatchObject({
      baseFee: { cliffFeeNumerator: 990_000_000n, numberOfPeriod: 180, periodFrequency: 1n, mode: 0 },
      dynamicFee: false,
      migrationOption: 1,
      tokenAuthority: 1,
      sqrtStartPrice: 2n ** 100n + 7n,
    });
  });

  it('keeps the quote mint and the LP split where config.rs puts them (flags after the two LP vesting infos)', () => {
    const data = encoded(terms());
    expect(decodePoolConfig(data).quoteMint).toBe(bs58.encode(QUOTE));
    // partner / creator permanent-locked and claimable LP percentages: the 5th to 8th flag bytes after the decimals.
    expect([...data.subarray(239, 243)]).toEqual([50, 0, 0, 0]);
    // The creator's LiquidityVestingInfo: discriminator, 3 pubkeys, PoolFeesConfig (80), the partner's (16).
    const creatorVesting = 8 + 3 * 32 + 80 + 16;
    expect(data[creatorVesting + 1]).toBe(50);
    expect(new DataView(data.buffer).getUint32(creatorVesting + 12, true)).toBe(31_536_000);
    expect(decodePoolConfig(data).lp).toEqual(studioLpSplit(true));
    const unlocked = encodePoolConfig({ ...decodePoolConfig(data), quoteMint: QUOTE, lp: studioLpSplit(false) });
    expect(decodePoolConfig(unlocked).lp).toMatchObject({ creatorLiquidity: 50, partnerLocked: 50 });
    expect(decodePoolConfig(unlocked).lp.creatorVesting.percentage).toBe(0);
  });

  const cases: VestingSchedule[] = [];
  for (const periods of [6, 12, 183, 365]) {
    for (const durationSeconds of [15_552_000, 15_811_200, 31_536_000]) {
      for (const cliff of [0n, 1n, 33_333_333n]) {
        cases.push(terms({ periods, durationSeconds, cliffUnlock: cliff * WHOLE, cliffSeconds: 15_811_200 }));
      }
    }
  }
  cases.push(terms({ total: 0n, periods: 0, durationSeconds: 0 }));
  cases.push(
    terms({ total: 5n * WHOLE, cliffUnlock: 5n * WHOLE, periods: 0, durationSeconds: 0, cliffSeconds: 31_536_000 }),
  );
  cases.push(terms({ total: 800_000_000n * WHOLE, cliffUnlock: 800_000_000n * WHOLE, periods: 12 }));

  it.each(cases)('keeps the total and the duration, a cliff under a token a period above the chosen one (%o)', (t) => {
    const released = studioVestingTerms(decodePoolConfig(encoded(t)).lockedVesting);
    expect(released).toMatchObject({ total: t.total, cliffSeconds: t.cliffSeconds });
    if (t.total === t.cliffUnlock) return;
    expect(released).toMatchObject({ periods: t.periods, durationSeconds: t.durationSeconds });
    expect((released.cliffUnlock - t.cliffUnlock) % WHOLE).toBe(0n);
    expect(released.cliffUnlock - t.cliffUnlock).toBeLessThan(BigInt(t.periods) * WHOLE);
  });

  // The DBC SDK 1.5.12's getLockedVestingParams(total, periods, cliff, duration, cliff seconds, 6), run once.
  it.each([
    [
      [100_000_000, 365, 0, 31_536_000, 0],
      [273_972_000_000n, 0n, 86_400n, 365n, 220_000_000n],
    ],
    [
      [100_000_000, 183, 33_333_333, 15_552_000, 15_811_200],
      [364_298_000_000n, 15_811_200n, 84_983n, 183n, 33_333_466_000_000n],
    ],
    [
      [100_000_000, 6, 1, 15_811_200, 15_811_200],
      [16_666_666_000_000n, 15_811_200n, 2_635_200n, 6n, 4_000_000n],
    ],
    [
      [5, 0, 5, 0, 31_536_000],
      [1_000_000n, 31_536_000n, 1n, 1n, 4_000_000n],
    ],
    [
      [99_999_993, 365, 7, 31_536_000, 15_552_000],
      [273_972_000_000n, 15_552_000n, 86_400n, 365n, 213_000_000n],
    ],
  ])('rounds as the DBC SDK does (%o)', (args, expected) => {
    const [total = 0, periods = 0, cliff = 0, durationSeconds = 0, cliffSeconds = 0] = args;
    const c = lockedVestingConfigOf({
      total: BigInt(total) * WHOLE,
      cliffUnlock: BigInt(cliff) * WHOLE,
      periods,
      durationSeconds,
      cliffSeconds,
    });
    const fields = [
      'amountPerPeriod',
      'cliffDurationFromMigrationTime',
      'frequency',
      'numberOfPeriod',
      'cliffUnlockAmount',
    ];
    expect(fields.map((f) => c[f as keyof typeof c])).toEqual(expected);
  });

  it('unlocks as DBC does: the cliff with the rounding, then equal periods', () => {
    const config = lockedVestingConfigOf(terms());
    const per = 273_972n * WHOLE;
    expect(config.cliffUnlockAmount).toBe(220n * WHOLE);
    const schedule = vestingScheduleOf(config);
    expect(vestedAt(schedule, 86_400 * 10 + 1)).toBe(config.cliffUnlockAmount + per * 10n);
    expect(vestedAt(schedule, 31_536_000)).toBe(100_000_000n * WHOLE);
  });

  it('refuses bytes that are not a sound pool config', () => {
    const good = encoded(terms());
    expect(() => decodePoolConfig(good.subarray(0, POOL_CONFIG_SIZE - 1))).toThrow('Not a Meteora DBC pool config');
    const wrongKind = good.slice();
    wrongKind[0] = 0;
    expect(() => decodePoolConfig(wrongKind)).toThrow('Not a Meteora DBC pool config');
    const noFrequency = good.slice();
    writeU64(noFrequency, 312, 0n);
    expect(() => decodePoolConfig(noFrequency)).toThrow('periodic unlocks need a frequency');
    const overflow = good.slice();
    writeU64(overflow, 296, 2n ** 63n);
    expect(() => decodePoolConfig(overflow)).toThrow('locked amount over u64');
  });
});
