export type Provider = 'provider_a' | 'provider_b' | 'provider_c';
export type Category = 'crypto' | 'sports' | 'politics' | 'esports' | 'culture' | 'economics' | 'tech';
export type Side = 'yes' | 'no';

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
  readonly startAt: number;
  readonly durationS: number;
  readonly goals: readonly Goal[];
}

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
  readonly openTime: number;
  readonly closeTime: number;
  /** Games settle 10 minutes after the final whistle. */
  readonly resolveAt: number;
  readonly truth: Side | null;
  readonly gameOutcome: GameOutcome | null;
  readonly initialMid: number;
  readonly depth: number;
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
  readonly createdAt: number;
  /** Null for events with no start (most non-sports questions). */
  readonly beginAt: number | null;
  readonly closeTime: number;
  readonly closeCondition: string;
  readonly volume24hr: number;
  readonly markets: readonly SeedMarket[];
  readonly game: Game | null;
}
