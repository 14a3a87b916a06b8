import { describe, expect, it } from 'vitest';
import {
  decodePoolConfig,
  studioLpSplit,
  type LpSplit,
  type PoolConfig,
} from '../../../api/studio/schemas-pool-config';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { configAccountOf } from '../../../lib/tx/hostile/launch-config-attacks';
import { honestConfigOf } from './create-tx-fixtures';
import { STUDIO_TOTAL_SUPPLY } from '../../../utils/studio-curve';
import { PRESETS, type CurveFields } from './launch-params';
import { configAgreedOf, poolConfigProblem, thresholdSlackOf, type ConfigAgreed } from './pool-config-check';

const KEY = 'Cfg1111111111111111111111111111111111111111';
const INDIE: CurveFields = { ...PRESETS.Indie, cliff: 31_536_000, cliffUnlockPercent: '2' };

const configOf = (agreed: ConfigAgreed, over: Partial<PoolConfig> = {}) =>
  configAccountOf({ ...honestConfigOf(agreed), ...over });

const problem = (agreed: ConfigAgreed, over: Partial<PoolConfig> = {}) =>
  poolConfigProblem(configOf(agreed, over), KEY, agreed);

/** DBC's SDK `getPercentageSupplyOnMigration` × `getMigrationQuoteAmount` in exact arithmetic (no fee, no leftover). */
function sdkThreshold(initial: bigint, migration: bigint, locked: bigint): bigint {
  const p = 10n ** 30n;
  let s = (initial * p * p) / migration;
  for (let x = s, y = (s + 1n) / 2n; ; x = y, y = (x + s / x) / 2n) {
    if (y >= x) {
      s = x;
      break;
    }
  }
  return (migration * s * (STUDIO_TOTAL_SUPPLY - locked)) / (STUDIO_TOTAL_SUPPLY * (p + s));
}

describe('poolConfigProblem', () => {
  const agreed = configAgreedOf(INDIE);

  it('passes the config the form implies: its quote, 6 decimals, its vesting, its threshold, its LP lock', () => {
    expect(problem(agreed)).toBeNull();
    const unlocked = configAgreedOf({ ...INDIE, lpLocked: false, quote: 'SOL' });
    expect(problem(unlocked)).toBeNull();
    expect(problem(configAgreedOf(PRESETS.Meme))).toBeNull();
  });

  it('refuses a config that is missing, another program’s, or not a PoolConfig', () => {
    expect(poolConfigProblem(null, KEY, agreed)).toBe(
      'The create transaction names a pool config that is not on chain (Cfg1…1111): not signed.',
    );
    const good = configOf(agreed);
    expect(poolConfigProblem({ ...good, owner: '11111111111111111111111111111111' }, KEY, agreed)).toMatch(
      /belongs to 1111…1111, not to the Meteora curve program: not signed/,
    );
    const wrongKind = good.data.slice();
    wrongKind[0] = 0;
    expect(poolConfigProblem({ ...good, data: wrongKind }, KEY, agreed)).toMatch(/is not a Meteora DBC pool config/);
    expect(poolConfigProblem({ ...good, data: good.data.subarray(1) }, KEY, agreed)).toMatch(/not a Meteora DBC/);
  });

  it('refuses another quote token or decimals, each with its sentence', () => {
    expect(problem(agreed, { quoteMint: STUDIO_QUOTE_MINTS.SOL })).toMatch(/trades against So11…1112, not USDC/);
    expect(problem(agreed, { tokenDecimal: 9 })).toMatch(/gives the token 9 decimals, not 6/);
  });

  it('refuses each vesting field the form did not choose', () => {
    const v = agreed.lockedVesting;
    const other = (over: Partial<PoolConfig['lockedVesting']>) => problem(agreed, { lockedVesting: { ...v, ...over } });
    expect(other({ amountPerPeriod: v.amountPerPeriod + 1n })).toMatch(
      /unlocks 219,178\.000001 tokens a period, not 219,178 tokens/,
    );
    expect(other({ frequency: 1n })).toMatch(/unlocks every 1 second, not every 86400 seconds/);
    expect(other({ numberOfPeriod: 12n })).toMatch(/vests over 12 periods, not 365 periods/);
    expect(other({ cliffDurationFromMigrationTime: 0n })).toMatch(
      /starts vesting 0 seconds after graduation, not 31536000 seconds/,
    );
    expect(other({ cliffUnlockAmount: 100_000_000n * 10n ** 6n })).toMatch(/unlocks 100,000,000 tokens at the cliff/);
    const none = configAgreedOf({ ...INDIE, vestedPercent: '0' }).lockedVesting;
    expect(problem(agreed, { lockedVesting: none })).toMatch(/unlocks 0 tokens a period/);
  });

  it('binds the threshold to the caps within the SDK’s rounding', () => {
    const slack = thresholdSlackOf(agreed.migrationQuote);
    expect(problem(agreed, { migrationQuoteThreshold: agreed.migrationQuote + slack })).toBeNull();
    expect(problem(agreed, { migrationQuoteThreshold: agreed.migrationQuote + slack + 1n })).toMatch(
      /graduates at 57,775\.\d+ USDC raised, not the 57,775\.\d+ USDC of your caps/,
    );
    expect(problem(agreed, { migrationQuoteThreshold: agreed.migrationQuote / 2n })).toMatch(/graduates at 28,887/);
  });

  it.each([
    [6, 1n, 1000n, 0n],
    [6, 16_000n, 69_000n, 0n],
    [6, 32_000n, 240_000n, 100_000_000n],
    [9, 50n, 400n, 800_000_000n],
    [9, 1_000_000n, 999_000_000n, 330_000_000n],
  ])('takes the SDK’s own threshold too (quote decimals %i, caps %i → %i, %i locked)', (decimals, i, m, locked) => {
    const scale = 10n ** BigInt(decimals);
    const fields: CurveFields = {
      ...INDIE,
      quote: decimals === 9 ? 'SOL' : 'USDC',
      initialMarketCap: i.toString(),
      migrationMarketCap: m.toString(),
      vestedPercent: ((locked * 100n) / 1_000_000_000n).toString(),
    };
    const a = configAgreedOf(fields);
    const sdk = sdkThreshold(i * scale, m * scale, locked * 10n ** 6n);
    expect(problem(a, { migrationQuoteThreshold: sdk })).toBeNull();
  });

  const lp = (isLpLocked: boolean, over: Partial<LpSplit>) => {
    const a = { ...agreed, isLpLocked };
    return problem(a, { lp: { ...studioLpSplit(isLpLocked), ...over } });
  };
  const vesting = studioLpSplit(true).creatorVesting;

  it('refuses an LP split that is not whole, or gives the service liquidity it can withdraw', () => {
    expect(lp(true, { partnerLocked: 60 })).toMatch(/shares out 110 % of the graduated pool's LP, not 100 %/);
    expect(lp(true, { partnerLocked: 0, partnerLiquidity: 50 })).toMatch(
      /lets the service withdraw 50 % of the graduated pool's liquidity/,
    );
    expect(lp(false, { partnerLocked: 0, partnerVesting: { ...vesting, percentage: 50 } })).toMatch(
      /lets the service withdraw 50 %/,
    );
  });

  it('refuses liquidity freed within a year when the form locks it, and all locked when it does not', () => {
    const early = /frees 50 % of the graduated pool's liquidity within a year, where you chose to lock it/;
    expect(lp(true, { creatorVesting: { ...vesting, cliffSeconds: 0 } })).toMatch(early);
    expect(lp(true, { creatorVesting: { ...vesting, initialized: false } })).toMatch(early);
    expect(lp(true, { creatorVesting: { ...vesting, percentage: 0 }, creatorLiquidity: 50 })).toMatch(early);
    expect(lp(true, { creatorVesting: { ...vesting, percentage: 0 }, creatorLocked: 50 })).toBeNull();
    const allLocked = /locks all of the graduated pool's liquidity for a year or more, where you chose not to lock it/;
    expect(lp(false, { creatorLiquidity: 0, creatorLocked: 50 })).toMatch(allLocked);
    expect(lp(false, { creatorLiquidity: 0, creatorVesting: vesting })).toMatch(allLocked);
  });

  it.each([60, 120, 300] as const)(
    'passes the anti-sniping schedule of a %i s window, and no schedule without it',
    (w) => {
      for (const feeBps of [100, 200] as const) {
        expect(problem(configAgreedOf({ ...INDIE, feeBps, antiSnipingSeconds: w }))).toBeNull();
        expect(problem(configAgreedOf({ ...INDIE, feeBps, antiSniping: false }))).toBeNull();
      }
    },
  );

  it('takes any linear schedule from 99 % that ends at the fee within the window, on either clock', () => {
    const step = (n: number, frequency: bigint) => ({
      baseFee: {
        cliffFeeNumerator: 990_000_000n,
        numberOfPeriod: n,
        periodFrequency: frequency,
        reductionFactor: 980_000_000n / BigInt(n),
        mode: 0,
      },
    });
    // 1 % a second for 98 s; 98 periods of 3 slots (117.6 s).
    expect(problem(agreed, step(98, 1n))).toBeNull();
    expect(problem(agreed, { ...step(98, 3n), activationType: 0 })).toBeNull();
    expect(problem(agreed, { ...step(98, 4n), activationType: 0 })).toMatch(/for 156 s, not the 120 s you chose/);
    expect(problem(agreed, step(98, 2n))).toMatch(/keeps the anti-sniping fee for 196 s, not the 120 s/);
  });

  it('refuses a flat fee other than the chosen one, or a schedule the form did not choose', () => {
    const flat = configAgreedOf({ ...INDIE, antiSniping: false, feeBps: 200 });
    const fee = honestConfigOf(flat).baseFee;
    expect(problem(flat, { baseFee: { ...fee, cliffFeeNumerator: 10_000_000n } })).toMatch(
      /charges 1 % a trade, not the 2 % you chose/,
    );
    const scheduled = { ...honestConfigOf(agreed).baseFee };
    expect(problem(flat, { baseFee: scheduled })).toMatch(/adds an anti-sniping fee you did not choose/);
  });

  it('passes the creator as update authority, and an SPL token for the SPL create', () => {
    expect(problem(agreed, { tokenAuthority: 0 })).toBeNull();
    const spl = configAgreedOf(INDIE, 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    expect(problem(spl)).toBeNull();
    expect(problem(spl, { tokenType: 1 })).toMatch(/makes a Token-2022 token, where the create makes an SPL token/);
  });

  it('binds the start price to the initial market cap within a part in a million', () => {
    const s = agreed.sqrtStartPrice;
    expect(problem(agreed, { sqrtStartPrice: s + s / 1_000_000n })).toBeNull();
    expect(problem(agreed, { sqrtStartPrice: s + s / 1_000_000n + 2n })).toMatch(
      /opens at a market cap of 32,000\.064 USDC, not the 32,000 USDC you chose/,
    );
  });

  // The DBC SDK 1.5.12's buildCurveWithMarketCap for the presets (its fee and vesting helpers as Studio's params make
  // them), run once; the program's swap base amount and migration base from its curve.
  it.each([
    [
      'Meme',
      PRESETS.Meme,
      {
        sqrtStartPrice: 73_786_979_355_025_835n,
        migrationSqrtPrice: 153_230_164_515_818_339n,
        migrationQuoteThreshold: 22_426_946_908n,
        swapBaseAmount: 674_971_755_913_919n,
        migrationBaseThreshold: 325_028_225_167_898n,
      },
    ],
    [
      'Indie',
      { ...PRESETS.Indie, cliffUnlockPercent: '0' },
      {
        sqrtStartPrice: 104_350_544_740_845_689n,
        migrationSqrtPrice: 285_775_730_356_909_834n,
        migrationQuoteThreshold: 57_775_440_323n,
        swapBaseAmount: 659_268_985_130_918n,
        migrationBaseThreshold: 240_731_004_963_017n,
        baseFee: {
          cliffFeeNumerator: 990_000_000n,
          numberOfPeriod: 120,
          periodFrequency: 1n,
          reductionFactor: 8_166_666n,
          mode: 0,
        },
        lockedVesting: {
          amountPerPeriod: 273_972_000_000n,
          cliffDurationFromMigrationTime: 0n,
          frequency: 86_400n,
          numberOfPeriod: 365n,
          cliffUnlockAmount: 220_000_000n,
        },
      },
    ],
  ] as const)('passes the config the DBC SDK builds for %s', (_name, form, sdk) => {
    expect(problem(configAgreedOf(form), sdk)).toBeNull();
  });

  it('reads back what it binds from the bytes', () => {
    const c = decodePoolConfig(configOf(agreed).data);
    expect(c).toMatchObject({ quoteMint: STUDIO_QUOTE_MINTS.USDC, migrationQuoteThreshold: agreed.migrationQuote });
  });
});
