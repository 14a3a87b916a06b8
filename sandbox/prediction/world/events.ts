import { hashBytes } from '../../world/address';
import { rngFromBytes, type Rng } from '../../world/rng';
import {
  MICRO,
  type Phase,
  type GamePhase,
  type Ctx,
  type MarketSpec,
  type EventSpec,
  slugOf,
  fmtDate,
} from './event-spec';
import { soccer, teamGame } from './game-events';
import {
  cryptoAbove,
  cryptoRange,
  culture,
  economics,
  election,
  forecast,
  politicsYesNo,
  tech,
} from './question-events';
import type { Provider, SeedEvent, SeedMarket } from './types';

type Maker = (ctx: Ctx, provider: Provider, phase: Phase) => EventSpec;
const QUESTIONS: readonly (readonly [Maker, Provider, number])[] = [
  [cryptoAbove, 'provider_b', 8],
  [cryptoRange, 'provider_b', 4],
  [cryptoAbove, 'provider_a', 3],
  [election, 'provider_b', 4],
  [politicsYesNo, 'provider_b', 3],
  [election, 'provider_a', 2],
  [politicsYesNo, 'provider_a', 2],
  [culture, 'provider_b', 7],
  [economics, 'provider_a', 5],
  [economics, 'provider_b', 3],
  [tech, 'provider_b', 6],
  [tech, 'provider_a', 2],
];
const GAMES: readonly (readonly ['soccer' | 'basketball' | 'esports', Provider, number])[] = [
  ['soccer', 'provider_b', 8],
  ['basketball', 'provider_b', 6],
  ['soccer', 'provider_a', 3],
  ['basketball', 'provider_a', 2],
  ['esports', 'provider_b', 5],
];
const QUESTION_PHASES: readonly Phase[] = ['open', 'open', 'resolved', 'soon', 'open', 'new', 'open', 'soon'];
const GAME_PHASES: readonly GamePhase[] = ['live', 'upcoming', 'ended', 'kickoff', 'live', 'upcoming'];
const FORECASTS = 6;

function eventIdOf(spec: EventSpec, n: number): string {
  if (spec.provider === 'provider_b') return `POLY-${String(351_000 + n * 37)}`;
  if (spec.provider === 'provider_a') return `KX${spec.code}-${String(n).padStart(3, '0')}`;
  return `BISON-R${String(n).padStart(3, '0')}`;
}

function marketIdOf(spec: EventSpec, eventId: string, m: MarketSpec, k: number, n: number): string {
  if (m.marketId) return m.marketId;
  if (spec.provider === 'provider_b') return `PM-${String(n * 10 + k + 700_000)}`;
  return `${eventId}-${
    m.label
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 8) || String(k)
  }`;
}

function rulesOf(spec: EventSpec, m: MarketSpec): [string, string] {
  return [
    `This market resolves YES if "${m.title}" is true at the close (${fmtDate(spec.times.closeTime)}), and NO otherwise.`,
    `${spec.closeCondition} Each contract pays $1.00 if it resolves in its favour and nothing otherwise.`,
  ];
}

function finish(spec: EventSpec, n: number, rng: Rng, anchor: number): SeedEvent {
  const eventId = eventIdOf(spec, n);
  const volumeScale = rng.logRange(20_000, 5_000_000);
  const markets = spec.markets.map((m, k): SeedMarket => {
    const [rulesPrimary, rulesSecondary] = rulesOf(spec, m);
    return {
      marketId: marketIdOf(spec, eventId, m, k, n),
      eventId,
      provider: spec.provider,
      title: m.title,
      subtitle: spec.title,
      rulesPrimary,
      rulesSecondary,
      openTime: spec.times.createdAt,
      closeTime: spec.times.closeTime,
      resolveAt: spec.times.resolveAt,
      truth: m.truth,
      gameOutcome: m.gameOutcome ?? null,
      initialMid: Math.round(m.mid * 100) * 10_000,
      depth: Math.round(rng.logRange(150, 4_000)),
      volumeUsd: Math.round(volumeScale * rng.range(0.2, 1) * m.mid * 2) * MICRO,
      isTeamMarket: m.isTeamMarket ?? false,
      marketOptions: m.marketOptions ?? null,
      sportsMarketType: m.sportsMarketType ?? null,
      sportsLine: m.sportsLine ?? null,
      outcomeSide: m.outcomeSide ?? null,
      team: m.team ?? null,
    };
  });
  const closed = spec.times.resolveAt <= anchor;
  return {
    eventId,
    provider: spec.provider,
    category: spec.category,
    subcategory: spec.subcategory,
    title: spec.title,
    subtitle: spec.subtitle,
    slug: slugOf(spec.title),
    series: spec.series,
    tags: spec.tags,
    createdAt: spec.times.createdAt,
    beginAt: spec.times.beginAt,
    closeTime: spec.times.closeTime,
    closeCondition: spec.closeCondition,
    volume24hr: closed ? 0 : Math.round(volumeScale * rng.range(0.01, 0.12)) * MICRO,
    markets,
    game: spec.game ?? null,
  };
}

/** 79 events, 190 markets, every category of spec §4.11; times relative to `anchor` (some settled, some live). */
export function buildEvents(seed: string, anchor: number): SeedEvent[] {
  const rng = rngFromBytes(hashBytes('prediction-world', seed));
  const events: SeedEvent[] = [];
  let n = 0;
  const ctx = () => ({ rng, seed, anchor, n });
  for (const [make, provider, count] of QUESTIONS) {
    for (let i = 0; i < count; i++, n++) {
      events.push(finish(make(ctx(), provider, QUESTION_PHASES[n % QUESTION_PHASES.length] ?? 'open'), n, rng, anchor));
    }
  }
  for (const [kind, provider, count] of GAMES) {
    for (let i = 0; i < count; i++, n++) {
      const phase = GAME_PHASES[n % GAME_PHASES.length] ?? 'upcoming';
      const spec = kind === 'soccer' ? soccer(ctx(), provider, phase) : teamGame(ctx(), provider, phase, kind);
      events.push(finish(spec, n, rng, anchor));
    }
  }
  for (let i = 0; i < FORECASTS; i++, n++) {
    events.push(finish(forecast(ctx(), QUESTION_PHASES[n % QUESTION_PHASES.length] ?? 'open'), n, rng, anchor));
  }
  return events;
}
