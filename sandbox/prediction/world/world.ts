import { buildEvents } from './events';
import { scoreAt } from './games';
import type { GameOutcome, SeedEvent, SeedMarket, Side } from './types';

export interface PredictionWorld {
  readonly anchorS: number;
  readonly events: readonly SeedEvent[];
  readonly eventById: ReadonlyMap<string, SeedEvent>;
  readonly marketById: ReadonlyMap<string, SeedMarket>;
}

export function buildPredictionWorld(seed: string, anchorS: number): PredictionWorld {
  const events = buildEvents(seed, anchorS);
  return {
    anchorS,
    events,
    eventById: new Map(events.map((e) => [e.eventId, e])),
    marketById: new Map(events.flatMap((e) => e.markets.map((m) => [m.marketId, m] as const))),
  };
}

export interface Resolution {
  readonly result: Side;
  readonly at: number;
}

/** A control resolution, the final score of its game, or its seeded truth. */
export function resolutionOf(
  world: PredictionWorld,
  market: SeedMarket,
  nowS: number,
  overrides: Readonly<Record<string, Resolution>>,
): Resolution | null {
  const forced = overrides[market.marketId];
  if (forced && forced.at <= nowS) return forced;
  if (nowS < market.resolveAt) return null;
  const game = world.eventById.get(market.eventId)?.game;
  if (!game || !market.gameOutcome) return market.truth ? { result: market.truth, at: market.resolveAt } : null;
  const { home, away } = scoreAt(game, nowS);
  const yes = outcomeHolds(market.gameOutcome, home, away);
  return { result: yes ? 'yes' : 'no', at: market.resolveAt };
}

function outcomeHolds(o: GameOutcome, home: number, away: number): boolean {
  switch (o.kind) {
    case 'home':
      return home > away;
    case 'away':
      return away > home;
    case 'draw':
      return home === away;
    case 'over':
      return home + away > o.line;
    case 'spread':
      return home - away > o.line;
  }
}

export type MarketPhase = 'open' | 'resolving' | 'settled';

export function phaseOf(market: SeedMarket, resolution: Resolution | null, nowS: number): MarketPhase {
  if (resolution) return 'settled';
  return nowS >= market.closeTime ? 'resolving' : 'open';
}
