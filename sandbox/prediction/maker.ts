import { LOT, MICRO, TICK, type Level } from './book';

export const STEP_MS = 60_000;
const LEVELS = 8;
const MIN_MID = 2 * TICK;
const MAX_MID = MICRO - 2 * TICK;
/** A jump of weeks is summarised as a fresh draw around the anchor. */
const MAX_CATCH_UP = 20_000;

export interface MakerState {
  mid: number;
  /** The seeded price, moved by half of every trade's impact. */
  anchor: number;
  step: number;
  traded: number;
  lastTradeAt: number;
  /** The last week kept. */
  points?: [number, number][];
}

export const POINT_STEPS = 15;
const MAX_POINTS = 7 * 24 * 4;

function hash32(text: string, n: number): number {
  let h = 0x811c9dc5 ^ n;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const unit = (text: string, n: number) => hash32(text, n) / 4_294_967_296;
const clampMid = (m: number) => Math.min(MAX_MID, Math.max(MIN_MID, Math.round(m)));

export function initialMaker(mid: number, nowMs: number): MakerState {
  return { mid, anchor: mid, step: Math.floor(nowMs / STEP_MS), traded: 0, lastTradeAt: 0 };
}

/** Seeded, mean-reverting, a step a minute (about 0.3 cents of noise). */
export function advanceMaker(state: MakerState, marketId: string, nowMs: number): void {
  const target = Math.floor(nowMs / STEP_MS);
  if (target <= state.step) return;
  if (target - state.step > MAX_CATCH_UP) state.step = target - MAX_CATCH_UP;
  let mid = state.mid;
  for (let s = state.step + 1; s <= target; s++) {
    const z = unit(marketId, s) + unit(marketId, s + 7_919) + unit(marketId, s + 15_485) - 1.5;
    mid = clampMid(mid + (state.anchor - mid) * 0.02 + z * 3_000);
    if (s % POINT_STEPS === 0 && target - s < MAX_POINTS * POINT_STEPS) {
      const points = (state.points ??= []);
      points.push([(s * STEP_MS) / 1000, mid]);
      if (points.length > MAX_POINTS) points.splice(0, points.length - MAX_POINTS);
    }
  }
  state.mid = mid;
  state.step = target;
}

export function applyTrade(
  state: MakerState,
  depth: number,
  buyYes: boolean,
  contracts: number,
  usd: number,
  nowS: number,
) {
  const impact = Math.round((contracts / (depth * MICRO)) * TICK) * (buyYes ? 1 : -1);
  state.mid = clampMid(state.mid + impact);
  state.anchor = clampMid(state.anchor + impact / 2);
  state.traded += usd;
  state.lastTradeAt = nowS;
}

export interface Book {
  readonly yesBids: Level[];
  /** A NO bid at p is a YES ask at 1 − p. */
  readonly noBids: Level[];
}

/** Eight one-cent levels a side, deeper away from the touch. */
export function bookOf(state: MakerState, marketId: string, depth: number): Book {
  const bestYesBid = Math.floor((state.mid - TICK / 2) / TICK) * TICK;
  const bestYesAsk = Math.ceil((state.mid + TICK / 2) / TICK) * TICK;
  const size = (k: number, salt: number) => {
    const wobble = 0.6 + unit(marketId, state.step * 31 + k * 2 + salt) * 0.8;
    return Math.max(1, Math.round(depth * (1 + 0.5 * k) * wobble * 100)) * LOT;
  };
  const yesBids: Level[] = [];
  const noBids: Level[] = [];
  for (let k = 0; k < LEVELS; k++) {
    const bid = bestYesBid - k * TICK;
    const ask = bestYesAsk + k * TICK;
    if (bid >= TICK) yesBids.push({ price: bid, size: size(k, 0) });
    if (ask <= MICRO - TICK) noBids.push({ price: MICRO - ask, size: size(k, 1) });
  }
  return { yesBids, noBids };
}

export function sideOf(book: Book, isYes: boolean): { asks: Level[]; bids: Level[] } {
  const asYes = (bids: Level[]) => bids.map((l) => ({ price: MICRO - l.price, size: l.size }));
  return isYes ? { asks: asYes(book.noBids), bids: book.yesBids } : { asks: asYes(book.yesBids), bids: book.noBids };
}

/** A seeded walk backwards from the seeded price, so a chart has a past from the first second. */
export function syntheticPast(
  marketId: string,
  initialMid: number,
  anchorS: number,
  fromS: number,
): [number, number][] {
  const step = (POINT_STEPS * STEP_MS) / 1000;
  const out: [number, number][] = [];
  let mid = initialMid;
  for (let t = anchorS - step, k = 1; t >= fromS; t -= step, k++) {
    const z = unit(marketId, -k) + unit(marketId, -k - 104_729) - 1;
    mid = clampMid(mid + z * 12_000);
    out.push([t, mid]);
  }
  return out.reverse();
}
