/** Studio curve (spec §4.8, supplement §8), raw bigint, shared with the sandbox's pools so they never disagree. */

export const STUDIO_TOKEN_DECIMALS = 6;
export const STUDIO_TOTAL_SUPPLY = 1_000_000_000n * 10n ** BigInt(STUDIO_TOKEN_DECIMALS);
/** At most 80 % of the supply may be locked for vesting (supplement §8). */
export const MAX_LOCKED_SHARE_BPS = 8_000n;
export const ANTI_SNIPING_START_BPS = 9_900;
/** The anti-sniping decay lasts `fee.totalDuration` seconds, this long when the body does not say. */
export const ANTI_SNIPING_DEFAULT_SECONDS = 120;
const BPS = 10_000n;

export interface CurveParams {
  readonly supply: bigint;
  readonly locked: bigint;
  readonly virtualBase: bigint;
  readonly virtualQuote: bigint;
  readonly sellable: bigint;
  readonly migrationBase: bigint;
  readonly migrationQuote: bigint;
}

export interface CurveState {
  readonly sold: bigint;
  readonly raised: bigint;
}

export const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

export function toRaw(ui: number, decimals: number): bigint {
  const [whole = '0', frac = ''] = ui.toFixed(decimals).split('.');
  return BigInt(whole + frac.padEnd(decimals, '0').slice(0, decimals));
}

/** Market caps are raw quote units; throws RangeError when the caps cannot make a curve. */
export function buildCurve(initialCap: bigint, migrationCap: bigint, locked: bigint, supply = STUDIO_TOTAL_SUPPLY) {
  if (initialCap <= 0n) throw new RangeError('initialMarketCap must be above 0');
  if (migrationCap <= initialCap) throw new RangeError('migrationMarketCap must be above initialMarketCap');
  if (locked < 0n || locked * BPS > supply * MAX_LOCKED_SHARE_BPS) {
    throw new RangeError('totalLockedVestingAmount must be between 0 and 80 % of the supply');
  }
  const forSale = supply - locked;
  const virtualBase = (forSale * migrationCap) / (migrationCap - initialCap);
  const virtualQuote = (initialCap * virtualBase) / supply;
  if (virtualQuote === 0n) throw new RangeError('initialMarketCap is too small to price one raw unit');
  const endBase = isqrt((virtualBase * virtualBase * initialCap) / migrationCap);
  const sellable = virtualBase - endBase;
  const migrationQuote = ceilDiv(virtualQuote * virtualBase, endBase) - virtualQuote;
  const migrationBase = forSale - sellable;
  if (sellable <= 0n || migrationBase <= 0n) throw new RangeError('market caps too close to build a curve');
  return { supply, locked, virtualBase, virtualQuote, sellable, migrationBase, migrationQuote } satisfies CurveParams;
}

export function curveReserves(p: CurveParams, s: CurveState): { base: bigint; quote: bigint } {
  return { base: p.virtualBase - s.sold, quote: p.virtualQuote + s.raised };
}

export const isGraduating = (p: CurveParams, s: CurveState): boolean => s.sold >= p.sellable;

export interface CurveTrade {
  readonly amountIn: bigint;
  readonly amountOut: bigint;
  readonly fee: bigint;
  readonly next: CurveState;
}

/** The buy passing the last sellable token gets what is left for all its input (the graduating trade). */
export function quoteBuy(p: CurveParams, s: CurveState, quoteIn: bigint, feeBps: number): CurveTrade | null {
  if (quoteIn <= 0n || isGraduating(p, s)) return null;
  const fee = ceilDiv(quoteIn * BigInt(feeBps), BPS);
  const net = quoteIn - fee;
  const r = curveReserves(p, s);
  let out = (r.base * net) / (r.quote + net);
  const left = p.sellable - s.sold;
  if (out > left) out = left;
  if (out <= 0n) return null;
  return { amountIn: quoteIn, amountOut: out, fee, next: { sold: s.sold + out, raised: s.raised + net } };
}

export function quoteSell(p: CurveParams, s: CurveState, baseIn: bigint, feeBps: number): CurveTrade | null {
  if (baseIn <= 0n || baseIn > s.sold || isGraduating(p, s)) return null;
  const r = curveReserves(p, s);
  let gross = (r.quote * baseIn) / (r.base + baseIn);
  if (gross > s.raised) gross = s.raised;
  const fee = ceilDiv(gross * BigInt(feeBps), BPS);
  const out = gross - fee;
  if (out <= 0n) return null;
  return { amountIn: baseIn, amountOut: out, fee, next: { sold: s.sold - baseIn, raised: s.raised - gross } };
}

export function rawPrice(p: CurveParams, s: CurveState): number {
  const r = curveReserves(p, s);
  return Number(r.quote) / Number(r.base);
}

export function rawPriceAtSold(p: CurveParams, sold: bigint): number {
  const base = p.virtualBase - sold;
  const quote = ceilDiv(p.virtualQuote * p.virtualBase, base);
  return Number(quote) / Number(base);
}

export interface FeeSchedule {
  readonly feeBps: number;
  readonly antiSniping: boolean;
  readonly totalDuration?: number;
  readonly baseFeeMode?: 'linear' | 'exponential';
}

/** Anti-sniping: 99 % decaying to the base fee one percent at a time (spec §4.8: "decreasing 1 %"). */
export function feeBpsAt(fee: FeeSchedule, elapsedSeconds: number): number {
  if (!fee.antiSniping) return fee.feeBps;
  const duration = fee.totalDuration ?? ANTI_SNIPING_DEFAULT_SECONDS;
  const t = Math.max(0, elapsedSeconds);
  if (t >= duration) return fee.feeBps;
  const start = ANTI_SNIPING_START_BPS;
  const left = 1 - t / duration;
  const bps =
    fee.baseFeeMode === 'exponential'
      ? fee.feeBps * (start / fee.feeBps) ** left
      : fee.feeBps + (start - fee.feeBps) * left;
  const stepped = Math.ceil(bps / 100 - 1e-9) * 100;
  return Math.max(fee.feeBps, Math.min(start, stepped));
}

export interface VestingSchedule {
  readonly total: bigint;
  readonly cliffUnlock: bigint;
  readonly periods: number;
  readonly durationSeconds: number;
  readonly cliffSeconds: number;
}

export function vestedAt(v: VestingSchedule, secondsSinceMigration: number | null): bigint {
  if (v.total === 0n || secondsSinceMigration === null || secondsSinceMigration < v.cliffSeconds) return 0n;
  const rest = v.total - v.cliffUnlock;
  if (v.periods === 0 || v.durationSeconds === 0) return v.total;
  const periodSeconds = v.durationSeconds / v.periods;
  const done = Math.min(v.periods, Math.floor((secondsSinceMigration - v.cliffSeconds) / periodSeconds));
  return v.cliffUnlock + (rest * BigInt(done)) / BigInt(v.periods);
}
