import {
  ANTI_SNIPING_START_BPS,
  buildCurve,
  feeBpsAt,
  quoteBuy,
  rawPriceAtSold,
  STUDIO_TOKEN_DECIMALS,
  STUDIO_TOTAL_SUPPLY,
  toRaw,
  vestedAt,
  type CurveParams,
  type VestingSchedule,
} from '../../../api/studio/curve';
import { QUOTE_DECIMALS, readNumber, vestingParam, type CurveFields } from './launch-params';

const PRICE_POINTS = 48;
const VESTING_POINTS = 60;
const FEE_STEPS = 30;
const DAY = 86_400;

export interface Series {
  x: number[];
  y: number[];
}

/** What the curve will do, before anything is signed (issue 13), in whole tokens and quote units. */
export interface LaunchSimulation {
  quote: CurveFields['quote'];
  curve: CurveParams;
  startPrice: number;
  graduationPrice: number;
  raise: number;
  soldOnCurve: number;
  poolTokens: number;
  locked: number;
  price: Series;
  vesting: (Series & { schedule: VestingSchedule; unlocks: { day: number; tokens: number }[] }) | null;
  fee: Series | null;
  feePercent: number;
}

const whole = (raw: bigint) => Number(raw) / 10 ** STUDIO_TOKEN_DECIMALS;

/**
 * The simulator's numbers, all from the curve module the sandbox's pools use (src/api/studio/curve.ts), so what it
 * shows is what the pool will charge. Null when the caps do not make a curve.
 */
export function simulateLaunch(f: CurveFields): LaunchSimulation | null {
  const start = readNumber(f.initialMarketCap);
  const end = readNumber(f.migrationMarketCap);
  if (start === null || end === null) return null;
  const quoteDecimals = QUOTE_DECIMALS[f.quote];
  const v = vestingParam(f);
  let curve: CurveParams;
  try {
    curve = buildCurve(
      toRaw(start, quoteDecimals),
      toRaw(end, quoteDecimals),
      toRaw(v.totalLockedVestingAmount, STUDIO_TOKEN_DECIMALS),
    );
  } catch {
    return null;
  }
  const scale = 10 ** (STUDIO_TOKEN_DECIMALS - quoteDecimals);
  const price: Series = { x: [], y: [] };
  for (let i = 0; i <= PRICE_POINTS; i++) {
    const sold = (curve.sellable * BigInt(i)) / BigInt(PRICE_POINTS);
    price.x.push(whole(sold));
    price.y.push(rawPriceAtSold(curve, sold) * scale);
  }

  let vesting: LaunchSimulation['vesting'] = null;
  if (v.totalLockedVestingAmount > 0) {
    const schedule: VestingSchedule = {
      total: curve.locked,
      cliffUnlock: toRaw(v.cliffUnlockAmount, STUDIO_TOKEN_DECIMALS),
      periods: v.numberOfVestingPeriod,
      durationSeconds: v.totalVestingDuration,
      cliffSeconds: v.cliffDurationFromMigrationTime,
    };
    const span = schedule.cliffSeconds + schedule.durationSeconds;
    const series: Series = { x: [], y: [] };
    for (let i = 0; i <= VESTING_POINTS; i++) {
      const t = (span * i) / VESTING_POINTS;
      series.x.push(t / DAY);
      series.y.push(whole(vestedAt(schedule, t)));
    }
    const unlocks = [0, 0.25, 0.5, 0.75, 1].map((share) => {
      const t = schedule.cliffSeconds + schedule.durationSeconds * share;
      return { day: Math.round(t / DAY), tokens: whole(vestedAt(schedule, t)) };
    });
    vesting = { ...series, schedule, unlocks };
  }

  let fee: Series | null = null;
  if (f.antiSniping) {
    const schedule = { feeBps: f.feeBps, antiSniping: true, totalDuration: f.antiSnipingSeconds };
    fee = { x: [], y: [] };
    for (let i = 0; i <= FEE_STEPS; i++) {
      const t = (f.antiSnipingSeconds * i) / FEE_STEPS;
      fee.x.push(t);
      fee.y.push(feeBpsAt(schedule, t) / 100);
    }
  }

  return {
    quote: f.quote,
    curve,
    startPrice: price.y[0] ?? 0,
    graduationPrice: price.y.at(-1) ?? 0,
    raise: Number(curve.migrationQuote) / 10 ** quoteDecimals,
    soldOnCurve: whole(curve.sellable),
    poolTokens: whole(curve.migrationBase),
    locked: whole(curve.locked),
    price,
    vesting,
    fee,
    feePercent: f.feeBps / 100,
  };
}

/**
 * What a buy of `amountText` quote tokens reaching the fresh curve gets, at the pool's base fee (after any
 * anti-sniping window): the very trade the pool will compute. Null when it is not an amount or buys nothing.
 */
export function buyAtLaunch(sim: LaunchSimulation, amountText: string): { tokens: bigint; fee: bigint } | null {
  const amount = readNumber(amountText);
  if (amount === null || amount <= 0) return null;
  const trade = quoteBuy(
    sim.curve,
    { sold: 0n, raised: 0n },
    toRaw(amount, QUOTE_DECIMALS[sim.quote]),
    sim.feePercent * 100,
  );
  return trade ? { tokens: trade.amountOut, fee: trade.fee } : null;
}

/** The slippage the dev buy is held to: the tokens it must bring are the simulated ones less this share. */
export const DEV_BUY_SLIPPAGE_BPS = 100n;

/** The creator's buy in the launch transaction, as the screen shows it and the firewall holds it. */
export interface DevBuyPlan {
  quoteIn: bigint;
  tokens: bigint;
  minOut: bigint;
  fee: bigint;
  sharePercent: number;
  priceAfter: number;
}

/** Null for no dev buy (empty or 0); a string says why the amount cannot be bought. */
export function devBuyPlan(sim: LaunchSimulation, text: string): DevBuyPlan | string | null {
  if (text.trim() === '') return null;
  const amount = readNumber(text);
  if (amount === null) return `Dev buy: enter an amount of ${sim.quote}, or leave it empty.`;
  if (amount === 0) return null;
  const quoteIn = toRaw(amount, QUOTE_DECIMALS[sim.quote]);
  const trade = quoteBuy(sim.curve, { sold: 0n, raised: 0n }, quoteIn, sim.feePercent * 100);
  if (!trade || trade.next.sold >= sim.curve.sellable) {
    return `Dev buy: ${text.trim()} ${sim.quote} would buy the whole curve at launch; buy less.`;
  }
  return {
    quoteIn,
    tokens: trade.amountOut,
    minOut: (trade.amountOut * (10_000n - DEV_BUY_SLIPPAGE_BPS)) / 10_000n,
    fee: trade.fee,
    sharePercent: (Number(trade.amountOut) / Number(STUDIO_TOTAL_SUPPLY)) * 100,
    priceAfter: rawPriceAtSold(sim.curve, trade.next.sold) * 10 ** (STUDIO_TOKEN_DECIMALS - QUOTE_DECIMALS[sim.quote]),
  };
}

export const ANTI_SNIPING_START_PERCENT = ANTI_SNIPING_START_BPS / 100;
