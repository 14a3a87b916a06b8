export type Provider = 'provider_a' | 'provider_b' | 'provider_c';
export type Category = 'crypto' | 'sports' | 'politics' | 'esports' | 'culture' | 'economics' | 'tech';
export type Side = 'yes' | 'no';

/** A scoring event of a game, `at` seconds after kick-off. */
export interface Goal {
  readonly at: number;
  readonly home: boolean;
  readonly points: number;
}

export interface Game {
  readonly gameId: string;
  readonly kind: 'soccer' | 'basketball' | 'esports';
  readonly league: string;
  readonly abbreviation: string;
  readonly home: string;
  readonly away: string;
  /** Unix seconds. */
  readonly startAt: number;
  readonly durationS: number;
  readonly goals: readonly Goal[];
}

/** What a market's YES means for a game: derived from the final score. */
export type GameOutcome =
  | { readonly kind: 'home' | 'away' | 'draw' }
  | { readonly kind: 'over'; readonly line: number }
  | { readonly kind: 'spread'; readonly line: number };

export interface SeedMarket {
  readonly marketId: string;
  readonly eventId: string;
  readonly provider: Provider;
  readonly title: string;
  readonly subtitle: string;
  readonly rulesPrimary: string;
  readonly rulesSecondary: string;
  /** Unix seconds. */
  readonly openTime: number;
  readonly closeTime: number;
  /** When it settles by itself (absent a control resolution); games settle 10 minutes after the final whistle. */
  readonly resolveAt: number;
  /** The seeded result; null when a game decides it. */
  readonly truth: Side | null;
  readonly gameOutcome: GameOutcome | null;
  /** Micro-USD price of YES at genesis. */
  readonly initialMid: number;
  /** Contracts at the best level of the maker's book. */
  readonly depth: number;
  /** Micro-USD traded before genesis. */
  readonly volumeUsd: number;
  readonly isTeamMarket: boolean;
  readonly marketOptions: readonly { label: string; buyYes: boolean }[] | null;
  readonly sportsMarketType: 'moneyline' | 'spread' | 'totals' | null;
  readonly sportsLine: number | null;
  readonly outcomeSide: 'up' | 'down' | null;
  readonly team: { name: string; abbreviation: string } | null;
}

export interface SeedEvent {
  readonly eventId: string;
  readonly provider: Provider;
  readonly category: Category;
  readonly subcategory: string;
  readonly title: string;
  readonly subtitle: string;
  readonly slug: string;
  readonly series: string;
  readonly tags: readonly string[];
  /** Unix seconds. */
  readonly createdAt: number;
  /** Unix seconds; null for events with no start (most non-sports questions). */
  readonly beginAt: number | null;
  readonly closeTime: number;
  readonly closeCondition: string;
  readonly volume24hr: number;
  readonly markets: readonly SeedMarket[];
  readonly game: Game | null;
}
