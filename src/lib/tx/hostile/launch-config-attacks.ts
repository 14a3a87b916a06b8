import bs58 from 'bs58';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { DBC_PROGRAM, encodePoolConfig, type LpSplit, type PoolConfig } from '../../../api/studio/schemas-pool-config';

/** The pool config account a hostile service's DBC create names; null: nothing on chain at that key. */
export interface ConfigAccount {
  owner: string;
  data: Uint8Array;
}

export interface ConfigAttack {
  name: string;
  refusal: RegExp;
  /** From the honest config of a form with a year's cliff, its LP locked, USDC as quote. */
  build: (honest: PoolConfig) => ConfigAccount | null;
}

export const configAccountOf = (c: PoolConfig, owner = DBC_PROGRAM): ConfigAccount => ({
  owner,
  data: encodePoolConfig({ ...c, quoteMint: bs58.decode(c.quoteMint) }),
});

const YEAR = 31_536_000n;
const edited = (over: (c: PoolConfig) => Partial<PoolConfig>) => (c: PoolConfig) =>
  configAccountOf({ ...c, ...over(c) });
const vesting = (over: (v: PoolConfig['lockedVesting']) => Partial<PoolConfig['lockedVesting']>) =>
  edited((c) => ({ lockedVesting: { ...c.lockedVesting, ...over(c.lockedVesting) } }));
const lp = (over: (l: LpSplit) => Partial<LpSplit>) => edited((c) => ({ lp: { ...c.lp, ...over(c.lp) } }));
const fee = (over: (f: PoolConfig['baseFee']) => Partial<PoolConfig['baseFee']>) =>
  edited((c) => ({ baseFee: { ...c.baseFee, ...over(c.baseFee) } }));
const endingAt = (numerator: bigint) => (f: PoolConfig['baseFee']) => ({
  reductionFactor: (f.cliffFeeNumerator - numerator) / BigInt(f.numberOfPeriod),
});
const total = (v: PoolConfig['lockedVesting']) => v.cliffUnlockAmount + v.amountPerPeriod * v.numberOfPeriod;

/** Issue 24: a DBC create reads the same whatever config it names; the vesting, LP lock and curve live there. */
export const LAUNCH_CONFIG_ATTACKS: ConfigAttack[] = [
  { name: 'a config key with nothing on chain', refusal: /is not on chain/, build: () => null },
  {
    name: 'a look-alike config another program owns',
    refusal: /not to the Meteora curve program/,
    build: (c) => configAccountOf(c, '11111111111111111111111111111111'),
  },
  {
    name: 'a DBC account that is not a PoolConfig (another discriminator)',
    refusal: /is not a Meteora DBC pool config/,
    build: (c) => {
      const a = configAccountOf(c);
      a.data[0] = (a.data[0] ?? 0) ^ 0xff;
      return a;
    },
  },
  {
    name: 'a DBC account of another size',
    refusal: /is not a Meteora DBC pool config/,
    build: (c) => ({ ...configAccountOf(c), data: configAccountOf(c).data.subarray(0, 1040) }),
  },
  {
    name: 'another quote token',
    refusal: /trades against So11…1112, not USDC/,
    build: edited(() => ({ quoteMint: STUDIO_QUOTE_MINTS.SOL })),
  },
  { name: 'another token decimal', refusal: /gives the token 9 decimals/, build: edited(() => ({ tokenDecimal: 9 })) },
  {
    name: 'no lock at all: nothing vests',
    refusal: /unlocks 0 tokens a period/,
    build: vesting(() => ({ amountPerPeriod: 0n, frequency: 0n, numberOfPeriod: 0n, cliffUnlockAmount: 0n })),
  },
  {
    name: 'a cliff of 0 where the form chose a year',
    refusal: /starts vesting 0 seconds after graduation, not 31536000 seconds/,
    build: vesting(() => ({ cliffDurationFromMigrationTime: 0n })),
  },
  {
    name: 'everything unlocked at the cliff',
    refusal: /unlocks 0 tokens a period/,
    build: vesting((v) => ({ amountPerPeriod: 0n, frequency: 0n, numberOfPeriod: 0n, cliffUnlockAmount: total(v) })),
  },
  {
    name: 'the same periods a second apart',
    refusal: /unlocks every 1 second, not every 86400 seconds/,
    build: vesting(() => ({ frequency: 1n })),
  },
  {
    name: 'twelve periods where the form chose 365',
    refusal: /unlocks [\d,.]+ tokens a period/,
    build: vesting((v) => ({ numberOfPeriod: 12n, amountPerPeriod: (total(v) - v.cliffUnlockAmount) / 12n })),
  },
  {
    name: 'a bigger cliff unlock',
    refusal: /at the cliff, not/,
    build: vesting((v) => ({ cliffUnlockAmount: v.cliffUnlockAmount + 1_000_000n })),
  },
  {
    name: 'a cliff a year longer',
    refusal: /starts vesting 63072000 seconds/,
    build: vesting((v) => ({ cliffDurationFromMigrationTime: v.cliffDurationFromMigrationTime + YEAR })),
  },
  {
    name: 'graduation at half the raise',
    refusal: /graduates at .* raised, not the/,
    build: edited((c) => ({ migrationQuoteThreshold: c.migrationQuoteThreshold / 2n })),
  },
  {
    name: 'graduation at ten times the raise',
    refusal: /graduates at .* raised, not the/,
    build: edited((c) => ({ migrationQuoteThreshold: c.migrationQuoteThreshold * 10n })),
  },
  {
    name: 'LP the service can withdraw',
    refusal: /lets the service withdraw 50 %/,
    build: lp((l) => ({ partnerLocked: 0, partnerLiquidity: l.partnerLocked })),
  },
  {
    name: 'LP vesting to the service',
    refusal: /lets the service withdraw 50 %/,
    build: lp((l) => ({ partnerLocked: 0, partnerVesting: { ...l.creatorVesting, percentage: 50 } })),
  },
  {
    name: 'the creator’s LP claimable at graduation where the form locks it',
    refusal: /frees 50 % of the graduated pool's liquidity within a year/,
    build: lp((l) => ({ creatorLiquidity: 50, creatorVesting: { ...l.creatorVesting, percentage: 0 } })),
  },
  {
    name: 'the creator’s LP vesting with no cliff',
    refusal: /frees 50 % .* within a year/,
    build: lp((l) => ({ creatorVesting: { ...l.creatorVesting, cliffSeconds: 0 } })),
  },
  {
    name: 'an LP vesting left uninitialized',
    refusal: /frees 50 % .* within a year/,
    build: lp((l) => ({ creatorVesting: { ...l.creatorVesting, initialized: false } })),
  },
  {
    name: 'an LP split that is not whole',
    refusal: /shares out 150 % of the graduated pool's LP/,
    build: lp(() => ({ partnerLocked: 100 })),
  },
  {
    name: 'a mint authority for the service',
    refusal: /lets the service mint more of your token/,
    build: edited(() => ({ tokenAuthority: 4 })),
  },
  {
    name: 'a mint authority kept for the creator, where the supply is fixed',
    refusal: /keeps a mint authority, where the supply you chose is fixed/,
    build: edited(() => ({ tokenAuthority: 3 })),
  },
  {
    name: 'the token’s metadata the service may change',
    refusal: /lets the service change your token's name, symbol and image/,
    build: edited(() => ({ tokenAuthority: 2 })),
  },
  {
    name: 'an unknown token authority option',
    refusal: /sets an unknown token authority \(9\)/,
    build: edited(() => ({ tokenAuthority: 9 })),
  },
  {
    name: 'an SPL token where the create makes a Token-2022 one',
    refusal: /makes an SPL token, where the create makes a Token-2022 token/,
    build: edited(() => ({ tokenType: 0 })),
  },
  {
    name: 'graduation to DAMM v1, where the LP lock needs DAMM v2',
    refusal: /graduates to another pool than Meteora DAMM v2/,
    build: edited(() => ({ migrationOption: 0 })),
  },
  {
    name: 'trading fees collected in the token traded out',
    refusal: /collects trading fees in another token than USDC/,
    build: edited(() => ({ collectFeeMode: 1 })),
  },
  {
    name: 'no share of the trading fees for the creator',
    refusal: /gives you 0 % of the trading fees, not half/,
    build: edited(() => ({ creatorTradingFeePercent: 0 })),
  },
  {
    name: 'a 2 % fee where the form chose 1 %',
    refusal: /lowers the fee to 2\.000004 %, not the 1 % you chose/,
    build: fee(endingAt(20_000_000n)),
  },
  {
    name: 'a fee that falls to 0 after the launch',
    refusal: /lowers the fee to 0 %, not the 1 % you chose/,
    build: fee(endingAt(0n)),
  },
  {
    name: 'no anti-sniping where the form chose it',
    refusal: /starts trading at a 1 % fee, not the anti-sniping 99 %/,
    build: fee(() => ({ cliffFeeNumerator: 10_000_000n, numberOfPeriod: 0, reductionFactor: 0n })),
  },
  {
    name: 'the anti-sniping fee held for a day',
    refusal: /keeps the anti-sniping fee for 86400 s, not the 120 s you chose/,
    build: fee(() => ({ periodFrequency: 720n })),
  },
  {
    name: 'the anti-sniping fee gone in ten seconds',
    refusal: /keeps the anti-sniping fee for 10 s, not the 120 s you chose/,
    build: fee((f) => ({ numberOfPeriod: 10, reductionFactor: (f.cliffFeeNumerator - 10_000_000n) / 10n })),
  },
  {
    name: 'a rate limiter: the fee grows with the trade',
    refusal: /raises the fee with the size of a trade/,
    build: fee(() => ({ mode: 2 })),
  },
  {
    name: 'an exponential decay where the form shows a linear one',
    refusal: /lowers the launch fee other than linearly/,
    build: fee(() => ({ mode: 1 })),
  },
  {
    name: 'a variable fee on top of the chosen one',
    refusal: /adds a variable fee to the 1 % you chose/,
    build: edited(() => ({ dynamicFee: true })),
  },
  {
    name: 'fees timed by an unknown clock',
    refusal: /times its fees by an unknown clock \(7\)/,
    build: edited(() => ({ activationType: 7 })),
  },
  {
    name: 'trading opened at a quarter of the market cap',
    refusal: /opens at a market cap of 8,000 USDC, not the 32,000 USDC you chose/,
    build: edited((c) => ({ sqrtStartPrice: c.sqrtStartPrice / 2n })),
  },
  {
    name: 'trading opened a percent above the market cap',
    refusal: /opens at a market cap of 32,320\.8 USDC, not the 32,000 USDC you chose/,
    build: edited((c) => ({ sqrtStartPrice: (c.sqrtStartPrice * 1005n) / 1000n })),
  },
  {
    name: 'graduation at twice the market cap',
    refusal: /graduates at a market cap of 960,000 USDC, not the 240,000 USDC you chose/,
    build: edited((c) => ({ migrationSqrtPrice: c.migrationSqrtPrice * 2n })),
  },
  {
    name: 'a tenth more tokens sold on the curve',
    refusal: /sells 725,195,898\.515 tokens on the curve, not the 659,268,998\.65 tokens your caps make/,
    build: edited((c) => ({ swapBaseAmount: (c.swapBaseAmount * 11n) / 10n })),
  },
  {
    name: 'half the tokens left for the graduated pool',
    refusal: /leaves 120,365,500\.674 tokens for the graduated pool, not the 240,731,001\.349 tokens your caps make/,
    build: edited((c) => ({ migrationBaseThreshold: c.migrationBaseThreshold / 2n })),
  },
];
