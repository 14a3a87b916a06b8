import { outcomeMint } from './accounts';
import { MICRO } from './book';
import { advanceMaker, bookOf, type Book, initialMaker, type MakerState, sideOf, syntheticPast } from './maker';
import type { PredictionState } from './state';
import { periodOf, scoreAt } from './world/games';
import type { SeedEvent, SeedMarket } from './world/types';
import { type MarketPhase, phaseOf, type PredictionWorld, type Resolution, resolutionOf } from './world/world';

const iso = (s: number) => new Date(s * 1000).toISOString();

/** Makers, statuses and books at the sandbox's time; wire shapes of spec §2.7 / supplement §11. */
export class Markets {
  constructor(
    readonly world: PredictionWorld,
    readonly state: PredictionState,
    readonly nowMs: () => number,
    private readonly imageBase: () => string,
    private readonly seed: string,
  ) {}

  nowS(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  market(marketId: string): SeedMarket | undefined {
    return this.world.marketById.get(marketId);
  }

  event(eventId: string): SeedEvent | undefined {
    return this.world.eventById.get(eventId);
  }

  maker(market: SeedMarket): MakerState {
    let maker = this.state.makers[market.marketId];
    if (!maker) {
      maker = initialMaker(market.initialMid, this.world.anchorS * 1000);
      this.state.makers[market.marketId] = maker;
    }
    advanceMaker(maker, market.marketId, this.nowMs());
    return maker;
  }

  resolution(market: SeedMarket): Resolution | null {
    return resolutionOf(this.world, market, this.nowS(), this.state.resolutions);
  }

  phase(market: SeedMarket): MarketPhase {
    return phaseOf(market, this.resolution(market), this.nowS());
  }

  book(market: SeedMarket): Book | null {
    if (this.phase(market) !== 'open') return null;
    return bookOf(this.maker(market), market.marketId, market.depth);
  }

  /** The mid while open, 1 or 0 once settled, null while resolving. */
  mark(market: SeedMarket, isYes: boolean): number | null {
    const resolution = this.resolution(market);
    if (resolution) return (resolution.result === 'yes') === isYes ? MICRO : 0;
    if (this.phase(market) !== 'open') return null;
    const mid = this.maker(market).mid;
    return isYes ? mid : MICRO - mid;
  }

  imageUrl(eventId: string): string {
    return `${this.imageBase()}/__sandbox/prediction/images/${encodeURIComponent(eventId)}.svg`;
  }

  marketVolume(market: SeedMarket): number {
    return market.volumeUsd + (this.state.makers[market.marketId]?.traded ?? 0);
  }

  marketJson(market: SeedMarket) {
    const resolution = this.resolution(market);
    const phase = phaseOf(market, resolution, this.nowS());
    const book = phase === 'open' ? this.book(market) : null;
    const yes = book ? sideOf(book, true) : null;
    const no = book ? sideOf(book, false) : null;
    return {
      marketId: market.marketId,
      eventId: market.eventId,
      provider: market.provider,
      title: market.title,
      subtitle: market.subtitle,
      status: phase === 'open' ? 'open' : 'closed',
      result: resolution?.result ?? null,
      lifecycleStatus: phase,
      openTime: market.openTime,
      closeTime: market.closeTime,
      resolveAt: resolution ? iso(resolution.at) : null,
      imageUrl: this.imageUrl(market.eventId),
      rulesPrimary: market.rulesPrimary,
      rulesSecondary: market.rulesSecondary,
      outcomes: market.marketOptions ? market.marketOptions.map((o) => o.label) : ['Yes', 'No'],
      marketOptions: market.marketOptions,
      // The side tokens, parallel to `outcomes` as Polymarket's are: the app binds a bet to the side's mint.
      clobTokenIds: (market.marketOptions ?? [{ buyYes: true }, { buyYes: false }]).map((o) =>
        outcomeMint(this.seed, market.marketId, o.buyYes),
      ),
      isTeamMarket: market.isTeamMarket,
      team: market.team,
      sportsLine: market.sportsLine,
      sportsMarketType: market.sportsMarketType,
      outcomeSide: market.outcomeSide,
      tradable: phase === 'open' && this.state.tradingActive,
      pricing: {
        buyYesPriceUsd: yes?.asks[0]?.price ?? null,
        buyNoPriceUsd: no?.asks[0]?.price ?? null,
        sellYesPriceUsd: yes?.bids[0]?.price ?? null,
        sellNoPriceUsd: no?.bids[0]?.price ?? null,
        volume: this.marketVolume(market),
      },
    };
  }

  /** Spec §4.11 `includeAllMarkets`. */
  marketsOf(event: SeedEvent, all: boolean): SeedMarket[] {
    return event.markets.filter((m) => all || m.sportsMarketType === null || m.sportsMarketType === 'moneyline');
  }

  isLive(event: SeedEvent): boolean {
    if (!event.game) return false;
    const score = scoreAt(event.game, this.nowS());
    return score.started && !score.ended;
  }

  isActive(event: SeedEvent): boolean {
    return event.markets.some((m) => this.phase(m) === 'open');
  }

  volume(event: SeedEvent): number {
    return event.markets.reduce((sum, m) => sum + this.marketVolume(m), 0);
  }

  volume24h(event: SeedEvent): number {
    const dayAgo = this.nowS() - 86_400;
    return event.markets.reduce(
      (sum, m) => {
        const maker = this.state.makers[m.marketId];
        return sum + (maker && maker.lastTradeAt >= dayAgo ? maker.traded : 0);
      },
      this.isActive(event) ? event.volume24hr : 0,
    );
  }

  /** Supplement §11. */
  score(event: SeedEvent) {
    const game = event.game;
    if (!game) return null;
    const now = this.nowS();
    const s = scoreAt(game, now);
    const { period, elapsed } = periodOf(game, s.elapsedS, s.ended);
    return {
      eventId: event.eventId,
      gameId: game.gameId,
      leagueAbbreviation: game.abbreviation,
      homeTeam: game.home,
      awayTeam: game.away,
      score: `${String(s.home)}-${String(s.away)}`,
      period: s.started ? period : null,
      elapsed: s.started && elapsed !== '' ? elapsed : null,
      status: s.ended ? 'Final' : s.started ? 'InProgress' : 'Scheduled',
      live: s.started && !s.ended,
      ended: s.ended,
      finishedTimestamp: s.ended ? game.startAt + game.durationS : null,
      updatedAt: Math.min(now, game.startAt + game.durationS),
    };
  }

  eventJson(event: SeedEvent, options: { markets: boolean; all: boolean }) {
    const live = this.isLive(event);
    return {
      eventId: event.eventId,
      provider: event.provider,
      isActive: this.isActive(event),
      isLive: live,
      category: event.category,
      subcategory: event.subcategory,
      volumeUsd: String(this.volume(event)),
      volume24hr: String(this.volume24h(event)),
      closeCondition: event.closeCondition,
      beginAt: event.beginAt === null ? null : String(event.beginAt),
      createdAt: event.createdAt,
      rulesPdf: null,
      tags: event.tags,
      metadata: {
        eventId: event.eventId,
        title: event.title,
        subtitle: event.subtitle,
        slug: event.slug,
        series: event.series,
        closeTime: iso(event.closeTime),
        imageUrl: this.imageUrl(event.eventId),
        isLive: live,
      },
      ...(options.markets ? { markets: this.marketsOf(event, options.all).map((m) => this.marketJson(m)) } : {}),
      liveScore: this.score(event),
    };
  }

  /** A sandbox extension (the service's chart source is not documented); frozen at the settled price once resolved. */
  priceHistory(market: SeedMarket, windowS: number) {
    const now = this.nowS();
    const from = now - windowS;
    const maker = this.maker(market);
    const past =
      this.world.anchorS > from ? syntheticPast(market.marketId, market.initialMid, this.world.anchorS, from) : [];
    const live = (maker.points ?? []).filter(([t]) => t >= from && t >= this.world.anchorS);
    const last = this.mark(market, true) ?? maker.mid;
    const history = [...past, ...live, [now, last] as [number, number]].map(([timestamp, price]) => ({
      timestamp,
      priceUsd: price,
    }));
    return { marketId: market.marketId, history };
  }

  orderbookJson(market: SeedMarket) {
    const book = this.book(market);
    if (!book) return null;
    const asc = (levels: Book['yesBids']) => [...levels].sort((a, b) => a.price - b.price);
    const cents = (levels: Book['yesBids']) => asc(levels).map((l) => [l.price / 10_000, l.size / MICRO]);
    const dollars = (levels: Book['yesBids']) => asc(levels).map((l) => [(l.price / MICRO).toFixed(4), l.size / MICRO]);
    return {
      yes: cents(book.yesBids),
      no: cents(book.noBids),
      yes_dollars: dollars(book.yesBids),
      no_dollars: dollars(book.noBids),
    };
  }

  marketMetadata(market: SeedMarket) {
    const resolution = this.resolution(market);
    return {
      marketId: market.marketId,
      eventId: market.eventId,
      title: market.title,
      subtitle: market.subtitle,
      description: market.rulesPrimary,
      provider: market.provider,
      status: this.phase(market) === 'open' ? 'open' : 'closed',
      result: resolution?.result ?? null,
      closeTime: market.closeTime,
      openTime: market.openTime,
      isTeamMarket: market.isTeamMarket,
      marketOptions: market.marketOptions,
      rulesPrimary: market.rulesPrimary,
      rulesSecondary: market.rulesSecondary,
    };
  }

  eventMetadata(eventId: string) {
    const event = this.event(eventId);
    if (!event) return null;
    return this.eventJson(event, { markets: false, all: false }).metadata;
  }
}
