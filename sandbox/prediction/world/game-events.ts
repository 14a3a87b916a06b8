import * as C from './catalog';
import {
  DAY,
  type GamePhase,
  type Ctx,
  type MarketSpec,
  type EventSpec,
  slugOf,
  cents,
  gameStart,
  pickDistinct,
  abbr,
} from './event-spec';
import { basketballGoals, durationOf, esportsMaps, soccerGoals } from './games';
import type { Game, Provider } from './types';

/* The games: soccer (1X2 and totals), basketball (moneyline, spread, totals) and esports series, with live scores. */

function gameOf(
  ctx: Ctx,
  kind: Game['kind'],
  league: readonly [string, string],
  phase: GamePhase,
  teams: readonly string[],
) {
  const { rng } = ctx;
  const [home, away] = pickDistinct(rng, teams, 2) as [string, string];
  const edge = rng.range(-0.15, 0.15);
  const goals =
    kind === 'soccer'
      ? soccerGoals(rng)
      : kind === 'basketball'
        ? basketballGoals(rng, edge / 5)
        : esportsMaps(rng, edge);
  const game: Game = {
    gameId: `G${String(ctx.n).padStart(4, '0')}`,
    kind,
    league: league[0],
    abbreviation: league[1],
    home,
    away,
    startAt: gameStart(ctx, phase),
    durationS: durationOf(kind, goals),
    goals,
  };
  return { game, edge };
}

function gameTimes(ctx: Ctx, game: Game) {
  const end = game.startAt + game.durationS;
  return {
    createdAt: game.startAt - ctx.rng.int(2, 10) * DAY,
    beginAt: game.startAt,
    closeTime: end,
    resolveAt: end + 600,
  };
}

export function soccer(ctx: Ctx, provider: Provider, phase: GamePhase): EventSpec {
  const league = ctx.rng.pick(C.SOCCER_LEAGUES);
  const { game, edge } = gameOf(ctx, 'soccer', league, phase, C.SOCCER_TEAMS);
  const home = cents(0.42 + edge);
  const draw = cents(0.26);
  return {
    provider,
    category: 'sports',
    subcategory: 'soccer',
    title: `${game.home} vs ${game.away}`,
    subtitle: league[0],
    series: league[0],
    tags: ['sports', 'soccer', slugOf(league[0])],
    code: 'SOC',
    times: gameTimes(ctx, game),
    closeCondition: 'Settles on the result after 90 minutes plus stoppage time.',
    game,
    markets: [
      {
        label: 'HOME',
        title: `${game.home} to win`,
        mid: home,
        truth: null,
        gameOutcome: { kind: 'home' },
        sportsMarketType: 'moneyline',
        team: { name: game.home, abbreviation: abbr(game.home) },
      },
      {
        label: 'DRAW',
        title: 'Draw',
        mid: draw,
        truth: null,
        gameOutcome: { kind: 'draw' },
        sportsMarketType: 'moneyline',
      },
      {
        label: 'AWAY',
        title: `${game.away} to win`,
        mid: cents(1 - home - draw),
        truth: null,
        gameOutcome: { kind: 'away' },
        sportsMarketType: 'moneyline',
        team: { name: game.away, abbreviation: abbr(game.away) },
      },
      {
        label: 'O25',
        title: 'Over 2.5 goals',
        mid: 0.52,
        truth: null,
        gameOutcome: { kind: 'over', line: 2.5 },
        sportsMarketType: 'totals',
        sportsLine: 2.5,
      },
    ],
  };
}

export function teamGame(ctx: Ctx, provider: Provider, phase: GamePhase, kind: 'basketball' | 'esports'): EventSpec {
  const { rng } = ctx;
  const league =
    kind === 'basketball' ? rng.pick(C.BASKETBALL_LEAGUES) : ([rng.pick(C.ESPORTS_TITLES), 'ESP'] as const);
  const { game, edge } = gameOf(ctx, kind, league, phase, kind === 'basketball' ? C.BASKETBALL_TEAMS : C.ESPORTS_TEAMS);
  const options = [
    { label: game.home, buyYes: true },
    { label: game.away, buyYes: false },
  ];
  const markets: MarketSpec[] = [
    {
      label: 'ML',
      title: `${game.home} vs ${game.away}`,
      mid: cents(0.5 + edge),
      truth: null,
      gameOutcome: { kind: 'home' },
      sportsMarketType: 'moneyline',
      isTeamMarket: true,
      marketOptions: options,
    },
  ];
  if (kind === 'basketball') {
    const line = Math.round(edge * 40) + 0.5;
    const total = 200.5 + rng.int(0, 30);
    markets.push(
      {
        label: 'SPR',
        title: `${game.home} ${line > 0 ? '-' : '+'}${String(Math.abs(line))}`,
        mid: 0.5,
        truth: null,
        gameOutcome: { kind: 'spread', line },
        sportsMarketType: 'spread',
        sportsLine: line,
        isTeamMarket: true,
        marketOptions: options,
      },
      {
        label: 'TOT',
        title: `Over ${String(total)} points`,
        mid: 0.5,
        truth: null,
        gameOutcome: { kind: 'over', line: total },
        sportsMarketType: 'totals',
        sportsLine: total,
      },
    );
  }
  return {
    provider,
    category: kind === 'basketball' ? 'sports' : 'esports',
    subcategory: kind === 'basketball' ? 'basketball' : slugOf(league[0]),
    title: `${game.home} vs ${game.away}`,
    subtitle: kind === 'basketball' ? league[0] : `${league[0]} · best of three`,
    series: league[0],
    tags: [kind === 'basketball' ? 'sports' : 'esports', kind, slugOf(league[0])],
    code: kind === 'basketball' ? 'BSK' : 'ESP',
    times: gameTimes(ctx, game),
    closeCondition:
      kind === 'basketball' ? 'Settles on the final score, overtime included.' : 'Settles when a team wins two maps.',
    game,
    markets,
  };
}
