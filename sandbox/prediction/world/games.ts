import type { Rng } from '../../world/rng';
import type { Game, Goal } from './types';

const MIN = 60;
const SOCCER_S = 105 * MIN;
const BASKETBALL_S = 150 * MIN;
const MAP_S = 40 * MIN;

const soccerWall = (minute: number) => (minute <= 45 ? minute : minute + 15) * MIN;

export function soccerGoals(rng: Rng): Goal[] {
  const goals: Goal[] = [];
  const count = rng.weighted([
    [0, 2],
    [1, 4],
    [2, 4],
    [3, 3],
    [4, 2],
    [5, 1],
  ] as const);
  for (let i = 0; i < count; i++) goals.push({ at: soccerWall(rng.int(1, 90)), home: rng.chance(0.55), points: 1 });
  return goals.sort((a, b) => a.at - b.at);
}

export function basketballGoals(rng: Rng, homeEdge: number): Goal[] {
  const goals: Goal[] = [];
  for (let at = rng.int(10, 40); at < BASKETBALL_S - 60; at += rng.int(20, 70)) {
    goals.push({
      at,
      home: rng.chance(0.5 + homeEdge),
      points: rng.weighted([
        [2, 6],
        [3, 3],
        [1, 1],
      ] as const),
    });
  }
  return goals;
}

export function esportsMaps(rng: Rng, homeEdge: number): Goal[] {
  const maps: Goal[] = [];
  let home = 0;
  let away = 0;
  for (let i = 1; home < 2 && away < 2; i++) {
    const won = rng.chance(0.5 + homeEdge);
    if (won) home++;
    else away++;
    maps.push({ at: i * MAP_S, home: won, points: 1 });
  }
  return maps;
}

export function durationOf(kind: Game['kind'], goals: readonly Goal[]): number {
  if (kind === 'soccer') return SOCCER_S;
  if (kind === 'basketball') return BASKETBALL_S;
  return (goals[goals.length - 1]?.at ?? MAP_S) + 60;
}

export interface ScoreNow {
  readonly home: number;
  readonly away: number;
  readonly started: boolean;
  readonly ended: boolean;
  readonly elapsedS: number;
}

export function scoreAt(game: Game, nowS: number): ScoreNow {
  const elapsedS = Math.max(0, Math.min(nowS - game.startAt, game.durationS));
  let home = 0;
  let away = 0;
  for (const goal of game.goals) {
    if (goal.at > elapsedS) break;
    if (goal.home) home += goal.points;
    else away += goal.points;
  }
  return { home, away, started: nowS >= game.startAt, ended: nowS >= game.startAt + game.durationS, elapsedS };
}

export function periodOf(game: Game, elapsedS: number, ended: boolean): { period: string; elapsed: string } {
  if (ended) return { period: 'FT', elapsed: game.kind === 'soccer' ? '90' : '' };
  if (game.kind === 'soccer') {
    if (elapsedS < 45 * MIN) return { period: '1H', elapsed: String(Math.floor(elapsedS / MIN) + 1) };
    if (elapsedS < 60 * MIN) return { period: 'HT', elapsed: '45' };
    return { period: '2H', elapsed: String(Math.min(90, Math.floor(elapsedS / MIN) - 14)) };
  }
  if (game.kind === 'basketball') {
    const quarter = Math.min(4, Math.floor(elapsedS / (BASKETBALL_S / 4)) + 1);
    return { period: `Q${String(quarter)}`, elapsed: String(Math.floor((elapsedS % (BASKETBALL_S / 4)) / MIN)) };
  }
  return { period: `Map ${String(Math.min(3, Math.floor(elapsedS / MAP_S) + 1))}`, elapsed: '' };
}
