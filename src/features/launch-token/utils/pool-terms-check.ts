import type { BaseFee, PoolConfig } from '../../../api/studio/schemas-pool-config';
import {
  ACTIVATION,
  BASE_FEE_MODE,
  capOfSqrtPrice,
  COLLECT_FEE,
  feeNumeratorOf,
  MIGRATION,
  STUDIO_CREATOR_FEE_PERCENT,
  TOKEN_AUTHORITY,
  TOKEN_TYPE,
} from '../../../api/studio/schemas-pool-terms';
import { ANTI_SNIPING_DEFAULT_SECONDS, ANTI_SNIPING_START_BPS, type FeeSchedule } from '../../../api/studio/curve';
import { formatTokenAmount } from '../../../utils/format';

export const refuse = (why: string) => `The create transaction names a pool config that ${why}: not signed.`;

/** What of the config the form and the create fix beside the curve (issue 24). */
export interface TermsAgreed {
  quote: string;
  quoteDecimals: number;
  fee: FeeSchedule;
  sqrtStartPrice: bigint;
  migrationSqrtPrice: bigint;
  /** What the form's curve sells before graduation and leaves for the graduated pool (utils/studio-curve). */
  swapBaseAmount: bigint;
  migrationBaseThreshold: bigint;
  tokenType: number;
}

// A fee numerator over 1e9 is a percentage at 7 decimals.
const percent = (numerator: bigint) => `${formatTokenAmount(numerator, 7, { maxSignificant: 30 })} %`;
/** An end fee a whole-unit reduction leaves above the chosen one: under one basis point. */
const END_SLACK = feeNumeratorOf(1);
const SLOT_MS = 400n;

const endFee = (f: BaseFee) => f.cliffFeeNumerator - BigInt(f.numberOfPeriod) * f.reductionFactor;

function scheduleProblem(f: BaseFee, fee: FeeSchedule, activationType: number): string | null {
  const chosen = feeNumeratorOf(fee.feeBps);
  const start = feeNumeratorOf(ANTI_SNIPING_START_BPS);
  if (f.mode !== BASE_FEE_MODE.linear) return refuse('lowers the launch fee other than linearly, as the form shows');
  if (f.numberOfPeriod === 0 || f.reductionFactor === 0n || f.cliffFeeNumerator !== start) {
    return refuse(`starts trading at a ${percent(f.cliffFeeNumerator)} fee, not the anti-sniping ${percent(start)}`);
  }
  const end = endFee(f);
  if (end < chosen || end - chosen >= END_SLACK) {
    return refuse(`lowers the fee to ${percent(end < 0n ? 0n : end)}, not the ${percent(chosen)} you chose`);
  }
  const window = BigInt(fee.totalDuration ?? ANTI_SNIPING_DEFAULT_SECONDS) * 1000n;
  const unit = activationType === ACTIVATION.timestamp ? 1000n : SLOT_MS;
  const lasts = BigInt(f.numberOfPeriod) * f.periodFrequency * unit;
  if (lasts > window || lasts <= window - BigInt(f.numberOfPeriod) * unit) {
    return refuse(
      `keeps the anti-sniping fee for ${String(lasts / 1000n)} s, not the ${String(window / 1000n)} s you chose`,
    );
  }
  return null;
}

function feeProblem(c: PoolConfig, fee: FeeSchedule): string | null {
  const chosen = feeNumeratorOf(fee.feeBps);
  const f = c.baseFee;
  if (f.mode === BASE_FEE_MODE.rateLimiter) return refuse('raises the fee with the size of a trade');
  if (c.dynamicFee) return refuse(`adds a variable fee to the ${percent(chosen)} you chose`);
  if (c.activationType !== ACTIVATION.timestamp && c.activationType !== ACTIVATION.slot) {
    return refuse(`times its fees by an unknown clock (${String(c.activationType)})`);
  }
  if (fee.antiSniping) return scheduleProblem(f, fee, c.activationType);
  if (f.numberOfPeriod > 0 && f.reductionFactor > 0n) return refuse('adds an anti-sniping fee you did not choose');
  if (f.cliffFeeNumerator !== chosen) {
    return refuse(`charges ${percent(f.cliffFeeNumerator)} a trade, not the ${percent(chosen)} you chose`);
  }
  return null;
}

const AUTHORITY_REFUSED: Record<number, string> = {
  [TOKEN_AUTHORITY.partner]: "lets the service change your token's name, symbol and image",
  [TOKEN_AUTHORITY.creatorMint]: 'keeps a mint authority, where the supply you chose is fixed',
  [TOKEN_AUTHORITY.partnerMint]: 'lets the service mint more of your token',
};

const TOKEN_KINDS: Record<number, string> = {
  [TOKEN_TYPE.spl]: 'an SPL token',
  [TOKEN_TYPE.token2022]: 'a Token-2022 token',
};

function tokenProblem(c: PoolConfig, a: TermsAgreed): string | null {
  if (c.tokenAuthority !== TOKEN_AUTHORITY.creator && c.tokenAuthority !== TOKEN_AUTHORITY.immutable) {
    return refuse(
      AUTHORITY_REFUSED[c.tokenAuthority] ?? `sets an unknown token authority (${String(c.tokenAuthority)})`,
    );
  }
  if (c.tokenType !== a.tokenType) {
    const kind = (t: number) => TOKEN_KINDS[t] ?? `token type ${String(t)}`;
    return refuse(`makes ${kind(c.tokenType)}, where the create makes ${kind(a.tokenType)}`);
  }
  // LP vesting, which the lock needs, exists on DAMM v2 only (DBC `LiquidityVestingInfo`).
  if (c.migrationOption !== MIGRATION.dammV2) return refuse('graduates to another pool than Meteora DAMM v2');
  if (c.collectFeeMode !== COLLECT_FEE.quote) return refuse(`collects trading fees in another token than ${a.quote}`);
  if (c.creatorTradingFeePercent !== STUDIO_CREATOR_FEE_PERCENT) {
    return refuse(`gives you ${String(c.creatorTradingFeePercent)} % of the trading fees, not half`);
  }
  return null;
}

// One part in a million: the SDK's decimals (1.5.12, `buildCurveWithMarketCap`) and utils/studio-curve part by ~5e-8.
const near = (found: bigint, expected: bigint) => {
  const gap = found - expected;
  return (gap < 0n ? -gap : gap) <= expected / 1_000_000n + 1n;
};
const tokens = (raw: bigint) => `${formatTokenAmount(raw, 6, { maxSignificant: 12 })} tokens`;

function curveProblem(c: PoolConfig, a: TermsAgreed): string | null {
  const cap = (sqrt: bigint) =>
    `${formatTokenAmount(capOfSqrtPrice(sqrt), a.quoteDecimals, { maxSignificant: 12 })} ${a.quote}`;
  if (!near(c.sqrtStartPrice, a.sqrtStartPrice)) {
    return refuse(`opens at a market cap of ${cap(c.sqrtStartPrice)}, not the ${cap(a.sqrtStartPrice)} you chose`);
  }
  if (!near(c.migrationSqrtPrice, a.migrationSqrtPrice)) {
    return refuse(
      `graduates at a market cap of ${cap(c.migrationSqrtPrice)}, not the ${cap(a.migrationSqrtPrice)} you chose`,
    );
  }
  if (!near(c.swapBaseAmount, a.swapBaseAmount)) {
    return refuse(`sells ${tokens(c.swapBaseAmount)} on the curve, not the ${tokens(a.swapBaseAmount)} your caps make`);
  }
  if (!near(c.migrationBaseThreshold, a.migrationBaseThreshold)) {
    const [found, agreed] = [tokens(c.migrationBaseThreshold), tokens(a.migrationBaseThreshold)];
    return refuse(`leaves ${found} for the graduated pool, not the ${agreed} your caps make`);
  }
  return null;
}

/** The trading fee, the token's authority and kind, where it graduates, who earns the fees, and the curve. */
export const poolTermsProblem = (c: PoolConfig, a: TermsAgreed): string | null =>
  feeProblem(c, a.fee) ?? tokenProblem(c, a) ?? curveProblem(c, a);
