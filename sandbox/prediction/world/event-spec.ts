import type { Rng } from '../../world/rng';
import type { Category, Game, GameOutcome, Provider, SeedMarket, Side } from './types';

/* What every seeded event is built from: its spec, phases relative to genesis and the helpers the makers share. */

const HOUR = 3_600;
export const DAY = 24 * HOUR;
export const MICRO = 1_000_000;

export type Phase = 'resolved' | 'soon' | 'new' | 'open';
export type GamePhase = 'ended' | 'live' | 'kickoff' | 'upcoming';

export interface Ctx {
  readonly rng: Rng;
  readonly seed: string;
  readonly anchor: number;
  readonly n: number;
}

export interface MarketSpec {
  readonly label: string;
  readonly title: string;
  readonly mid: number;
  readonly truth: Side | null;
  readonly gameOutcome?: GameOutcome;
  readonly sportsMarketType?: SeedMarket['sportsMarketType'];
  readonly sportsLine?: number;
  readonly isTeamMarket?: boolean;
  readonly marketOptions?: SeedMarket['marketOptions'];
  readonly outcomeSide?: 'up' | 'down';
  readonly team?: SeedMarket['team'];
  readonly marketId?: string;
}

export interface EventSpec {
  readonly provider: Provider;
  readonly category: Category;
  readonly subcategory: string;
  readonly title: string;
  readonly subtitle: string;
  readonly series: string;
  readonly tags: string[];
  readonly code: string;
  readonly times: { createdAt: number; beginAt: number | null; closeTime: number; resolveAt: number };
  readonly closeCondition: string;
  readonly markets: MarketSpec[];
  readonly game?: Game;
}

export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export const cents = (p: number) => Math.min(0.97, Math.max(0.03, p));
export const truthOf = (rng: Rng, mid: number): Side => (rng.chance(mid) ? 'yes' : 'no');
export const fmtDate = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

export function questionTimes(ctx: Ctx, phase: Phase) {
  const { rng, anchor } = ctx;
  if (phase === 'resolved') {
    const closeTime = anchor - rng.int(2 * HOUR, 10 * DAY);
    return { createdAt: closeTime - rng.int(7, 60) * DAY, beginAt: null, closeTime, resolveAt: closeTime + HOUR };
  }
  const createdAt = phase === 'new' ? anchor - rng.int(HOUR, 20 * HOUR) : anchor - rng.int(2, 90) * DAY;
  const closeTime = phase === 'soon' ? anchor + rng.int(HOUR, 6 * HOUR) : anchor + rng.int(3, 120) * DAY;
  return { createdAt, beginAt: null, closeTime, resolveAt: closeTime + HOUR };
}

export function gameStart(ctx: Ctx, phase: GamePhase): number {
  const { rng, anchor } = ctx;
  if (phase === 'ended') return anchor - rng.int(4 * HOUR, 3 * DAY);
  if (phase === 'live') return anchor - rng.int(5 * 60, 40 * 60);
  if (phase === 'kickoff') return anchor + rng.int(2 * 60, 15 * 60);
  return anchor + rng.int(HOUR, 4 * DAY);
}

function shares(rng: Rng, count: number): number[] {
  const w = Array.from({ length: count }, (_, i) => rng.logRange(0.3, 3) / (1 + i * 0.4));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => cents(x / sum));
}

export function oneOf(rng: Rng, labels: readonly string[], question: (l: string) => string): MarketSpec[] {
  const mids = shares(rng, labels.length);
  const winner = rng.weighted(mids.map((m, i) => [i, m] as const));
  return labels.map((label, i) => ({
    label,
    title: question(label),
    mid: mids[i] ?? 0.5,
    truth: i === winner ? 'yes' : 'no',
  }));
}

export function pickDistinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

export const abbr = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .toUpperCase()
    .slice(0, 4);
