import {
  DBC_PROGRAM,
  decodePoolConfig,
  lockedVestingConfigOf,
  type LockedVestingConfig,
  type LpSplit,
  type PoolConfig,
} from '../../../api/studio/schemas-pool-config';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { sqrtPriceOfCap, TOKEN_TYPE } from '../../../api/studio/schemas-pool-terms';
import { buildCurve, STUDIO_TOKEN_DECIMALS, toRaw } from '../../../api/studio/curve';
import { formatTokenAmount, shortAddress } from '../../../utils/format';
import { TOKEN_2022_PROGRAM } from '../../../utils/solana-wire/programs';
import { QUOTE_DECIMALS, readNumber, vestingParam, type CurveFields, type QuoteSymbol } from './launch-params';
import { poolTermsProblem, refuse, type TermsAgreed } from './pool-terms-check';

/** What the named DBC config must hold for the launch the form chose (issue 24). */
export interface ConfigAgreed extends TermsAgreed {
  quote: QuoteSymbol;
  lockedVesting: LockedVestingConfig;
  migrationQuote: bigint;
  isLpLocked: boolean;
}

export interface ConfigAccount {
  owner: string;
  data: Uint8Array;
}

const WHOLE = 10n ** BigInt(STUDIO_TOKEN_DECIMALS);
const ONE_YEAR = 31_536_000;
/** The SDK's threshold (20-digit decimals, a float) and utils/studio-curve's (raw units) part by a few dozen units. */
export const THRESHOLD_SLACK = 64n;
export const thresholdSlackOf = (threshold: bigint) => THRESHOLD_SLACK + threshold / 10n ** 12n;

/** `baseProgram`: the token program of the create's variant (DBC refuses a config of the other kind too). */
export function configAgreedOf(f: CurveFields, baseProgram = TOKEN_2022_PROGRAM): ConfigAgreed {
  const v = vestingParam(f);
  const total = BigInt(v.totalLockedVestingAmount) * WHOLE;
  const decimals = QUOTE_DECIMALS[f.quote];
  const initialCap = toRaw(readNumber(f.initialMarketCap) ?? 0, decimals);
  const migrationCap = toRaw(readNumber(f.migrationMarketCap) ?? 0, decimals);
  const curve = buildCurve(initialCap, migrationCap, total);
  return {
    quote: f.quote,
    quoteDecimals: decimals,
    fee: f.antiSniping
      ? { feeBps: f.feeBps, antiSniping: true, totalDuration: f.antiSnipingSeconds }
      : { feeBps: f.feeBps, antiSniping: false },
    sqrtStartPrice: sqrtPriceOfCap(initialCap),
    migrationSqrtPrice: sqrtPriceOfCap(migrationCap),
    swapBaseAmount: curve.sellable,
    migrationBaseThreshold: curve.migrationBase,
    tokenType: baseProgram === TOKEN_2022_PROGRAM ? TOKEN_TYPE.token2022 : TOKEN_TYPE.spl,
    lockedVesting: lockedVestingConfigOf({
      total,
      cliffUnlock: BigInt(v.cliffUnlockAmount) * WHOLE,
      periods: v.numberOfVestingPeriod,
      durationSeconds: v.totalVestingDuration,
      cliffSeconds: v.cliffDurationFromMigrationTime,
    }),
    migrationQuote: curve.migrationQuote,
    isLpLocked: f.lpLocked,
  };
}

const tokens = (raw: bigint) => `${formatTokenAmount(raw, STUDIO_TOKEN_DECIMALS, { maxSignificant: 30 })} tokens`;
const count = (n: bigint, unit: string) => `${n.toString()} ${unit}${n === 1n ? '' : 's'}`;

function vestingProblem(found: LockedVestingConfig, agreed: LockedVestingConfig): string | null {
  const seconds = (n: bigint) => count(n, 'second');
  const checks: [keyof LockedVestingConfig, (a: string, b: string) => string, (n: bigint) => string][] = [
    ['amountPerPeriod', (a, b) => `unlocks ${a} a period, not ${b}`, tokens],
    ['frequency', (a, b) => `unlocks every ${a}, not every ${b}`, seconds],
    ['numberOfPeriod', (a, b) => `vests over ${a}, not ${b}`, (n) => count(n, 'period')],
    ['cliffDurationFromMigrationTime', (a, b) => `starts vesting ${a} after graduation, not ${b}`, seconds],
    ['cliffUnlockAmount', (a, b) => `unlocks ${a} at the cliff, not ${b}`, tokens],
  ];
  for (const [field, say, unit] of checks) {
    if (found[field] !== agreed[field]) return refuse(say(unit(found[field]), unit(agreed[field])));
  }
  return null;
}

const percent = (n: number) => `${String(n)} %`;

function lpProblem(lp: LpSplit, isLpLocked: boolean): string | null {
  const sum =
    lp.partnerLiquidity +
    lp.partnerLocked +
    lp.creatorLiquidity +
    lp.creatorLocked +
    lp.partnerVesting.percentage +
    lp.creatorVesting.percentage;
  if (sum !== 100) return refuse(`shares out ${percent(sum)} of the graduated pool's LP, not 100 %`);
  const partner = lp.partnerLiquidity + lp.partnerVesting.percentage;
  if (partner > 0) return refuse(`lets the service withdraw ${percent(partner)} of the graduated pool's liquidity`);
  const v = lp.creatorVesting;
  // Vesting not marked initialized is not vesting: it counts as claimable.
  const early = lp.creatorLiquidity + (!v.initialized || v.cliffSeconds < ONE_YEAR ? v.percentage : 0);
  if (isLpLocked && early > 0) {
    return refuse(
      `frees ${percent(early)} of the graduated pool's liquidity within a year, where you chose to lock it`,
    );
  }
  if (!isLpLocked && early === 0) {
    return refuse(`locks all of the graduated pool's liquidity for a year or more, where you chose not to lock it`);
  }
  return null;
}

function termsProblem(c: PoolConfig, agreed: ConfigAgreed): string | null {
  const quoteMint = STUDIO_QUOTE_MINTS[agreed.quote];
  if (c.quoteMint !== quoteMint) return refuse(`trades against ${shortAddress(c.quoteMint)}, not ${agreed.quote}`);
  if (c.tokenDecimal !== STUDIO_TOKEN_DECIMALS) {
    return refuse(`gives the token ${String(c.tokenDecimal)} decimals, not ${String(STUDIO_TOKEN_DECIMALS)}`);
  }
  const terms = poolTermsProblem(c, agreed);
  if (terms) return terms;
  const vesting = vestingProblem(c.lockedVesting, agreed.lockedVesting);
  if (vesting) return vesting;
  const gap = c.migrationQuoteThreshold - agreed.migrationQuote;
  if ((gap < 0n ? -gap : gap) > thresholdSlackOf(agreed.migrationQuote)) {
    const exact = { maxSignificant: 30 };
    const raised = (raw: bigint) => `${formatTokenAmount(raw, QUOTE_DECIMALS[agreed.quote], exact)} ${agreed.quote}`;
    return refuse(
      `graduates at ${raised(c.migrationQuoteThreshold)} raised, not the ${raised(agreed.migrationQuote)} of your caps`,
    );
  }
  return lpProblem(c.lp, agreed.isLpLocked);
}

/** The named config as the user's RPC holds it (null: not on chain), against the form. */
export function poolConfigProblem(account: ConfigAccount | null, key: string, agreed: ConfigAgreed): string | null {
  if (!account) return refuse(`is not on chain (${shortAddress(key)})`);
  if (account.owner !== DBC_PROGRAM) {
    return refuse(`belongs to ${shortAddress(account.owner)}, not to the Meteora curve program`);
  }
  let config: PoolConfig;
  try {
    config = decodePoolConfig(account.data);
  } catch {
    return refuse('is not a Meteora DBC pool config');
  }
  return termsProblem(config, agreed);
}
