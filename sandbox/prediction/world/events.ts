import { derivedAddress, hashBytes } from '../../world/address';
import { rngFromBytes, type Rng } from '../../world/rng';
import * as C from './catalog';
import { basketballGoals, durationOf, esportsMaps, soccerGoals } from './games';
import type { Category, Game, GameOutcome, Provider, SeedEvent, SeedMarket, Side } from './types';

const HOUR = 3_600;
const DAY = 24 * HOUR;
const MICRO = 1_000_000;

/** When a question closes relative to genesis: settled already, within hours, brand new, or weeks away. */
type Phase = 'resolved' | 'soon' | 'new' | 'open';
/** Games: over, in play at genesis, starting within minutes (live once the clock moves), or later. */
type GamePhase = 'ended' | 'live' | 'kickoff' | 'upcoming';

interface Ctx {
  readonly rng: Rng;
  readonly seed: string;
  /** Genesis of the prediction world, Unix seconds. */
  readonly anchor: number;
  readonly n: number;
}

interface MarketSpec {
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

interface EventSpec {
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

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

const cents = (p: number) => Math.min(0.97, Math.max(0.03, p));
const truthOf = (rng: Rng, mid: number): Side => (rng.chance(mid) ? 'yes' : 'no');
const fmtDate = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

function questionTimes(ctx: Ctx, phase: Phase) {
  const { rng, anchor } = ctx;
  if (phase === 'resolved') {
    const closeTime = anchor - rng.int(2 * HOUR, 10 * DAY);
    return { createdAt: closeTime - rng.int(7, 60) * DAY, beginAt: null, closeTime, resolveAt: closeTime + HOUR };
  }
  const createdAt = phase === 'new' ? anchor - rng.int(HOUR, 20 * HOUR) : anchor - rng.int(2, 90) * DAY;
  const closeTime = phase === 'soon' ? anchor + rng.int(HOUR, 6 * HOUR) : anchor + rng.int(3, 120) * DAY;
  return { createdAt, beginAt: null, closeTime, resolveAt: closeTime + HOUR };
}

function gameStart(ctx: Ctx, phase: GamePhase): number {
  const { rng, anchor } = ctx;
  if (phase === 'ended') return anchor - rng.int(4 * HOUR, 3 * DAY);
  if (phase === 'live') return anchor - rng.int(5 * 60, 40 * 60);
  if (phase === 'kickoff') return anchor + rng.int(2 * 60, 15 * 60);
  return anchor + rng.int(HOUR, 4 * DAY);
}

/** Weights into probabilities that sum to about 1 (each kept within 3–97 cents). */
function shares(rng: Rng, count: number): number[] {
  const w = Array.from({ length: count }, (_, i) => rng.logRange(0.3, 3) / (1 + i * 0.4));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => cents(x / sum));
}

/** A multi-outcome question: exactly one of its markets resolves YES. */
function oneOf(rng: Rng, labels: readonly string[], question: (l: string) => string): MarketSpec[] {
  const mids = shares(rng, labels.length);
  const winner = rng.weighted(mids.map((m, i) => [i, m] as const));
  return labels.map((label, i) => ({
    label,
    title: question(label),
    mid: mids[i] ?? 0.5,
    truth: i === winner ? 'yes' : 'no',
  }));
}

function pickDistinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

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

const abbr = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .toUpperCase()
    .slice(0, 4);

function soccer(ctx: Ctx, provider: Provider, phase: GamePhase): EventSpec {
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

/** Basketball and esports: one team market (YES = the home side wins), plus spread and totals for basketball. */
function teamGame(ctx: Ctx, provider: Provider, phase: GamePhase, kind: 'basketball' | 'esports'): EventSpec {
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

function cryptoAbove(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
  const { rng } = ctx;
  const [symbol, name, lo, hi] = rng.pick(C.CRYPTO_ASSETS);
  const times = questionTimes(ctx, phase);
  const strike = Number(rng.logRange(lo, hi).toPrecision(2));
  const mid = cents(rng.range(0.1, 0.9));
  return {
    provider,
    category: 'crypto',
    subcategory: symbol.toLowerCase(),
    title: `Will ${name} be above $${strike.toLocaleString('en-US')} on ${fmtDate(times.closeTime)}?`,
    subtitle: `${symbol} price`,
    series: `${symbol} daily`,
    tags: ['crypto', symbol.toLowerCase()],
    code: `${symbol}ABV`,
    times,
    closeCondition: `Settles on the ${symbol}/USD reference price at the close.`,
    markets: [
      { label: 'YES', title: `${symbol} above $${strike.toLocaleString('en-US')}`, mid, truth: truthOf(rng, mid) },
    ],
  };
}

function cryptoRange(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
  const { rng } = ctx;
  const [symbol, name, lo, hi] = rng.pick(C.CRYPTO_ASSETS);
  const times = questionTimes(ctx, phase);
  const base = Number(rng.logRange(lo, hi).toPrecision(2));
  const step = Number((base * 0.1).toPrecision(1));
  const edges = [base - step, base, base + step];
  const fmt = (x: number) => `$${x.toLocaleString('en-US', { maximumSignificantDigits: 3 })}`;
  const labels = [
    `Below ${fmt(edges[0] ?? 0)}`,
    `${fmt(edges[0] ?? 0)}–${fmt(base)}`,
    `${fmt(base)}–${fmt(edges[2] ?? 0)}`,
    `Above ${fmt(edges[2] ?? 0)}`,
  ];
  return {
    provider,
    category: 'crypto',
    subcategory: symbol.toLowerCase(),
    title: `${name} price on ${fmtDate(times.closeTime)}?`,
    subtitle: `${symbol} price range`,
    series: `${symbol} ranges`,
    tags: ['crypto', symbol.toLowerCase(), 'multi'],
    code: `${symbol}RNG`,
    times,
    closeCondition: `Settles on the ${symbol}/USD reference price at the close.`,
    markets: oneOf(rng, labels, (l) => `${symbol} ${l}`),
  };
}

/** provider_c: the service's own forecast markets, an UP and a DOWN market per round. */
function forecast(ctx: Ctx, phase: Phase): EventSpec {
  const { rng, seed } = ctx;
  const [symbol, name] = rng.pick(C.CRYPTO_ASSETS);
  const times = questionTimes(ctx, phase === 'open' ? 'soon' : phase);
  const pda = derivedAddress('prediction-forecast', seed, String(ctx.n));
  const up = cents(rng.range(0.35, 0.65));
  const truth = truthOf(rng, up);
  return {
    provider: 'provider_c',
    category: 'crypto',
    subcategory: 'forecast',
    title: `${name} up or down by ${new Date(times.closeTime * 1000).toISOString().slice(11, 16)} UTC?`,
    subtitle: `${symbol} forecast round`,
    series: `${symbol} forecast`,
    tags: ['crypto', symbol.toLowerCase(), 'forecast'],
    code: 'FC',
    times,
    closeCondition: `Settles automatically on the ${symbol}/USD price at the close against the price at the open.`,
    markets: [
      { label: 'UP', marketId: `BISON-${pda}-UP`, title: `${symbol} up`, mid: up, truth, outcomeSide: 'up' },
      {
        label: 'DOWN',
        marketId: `BISON-${pda}-DOWN`,
        title: `${symbol} down`,
        mid: cents(1 - up),
        truth: truth === 'yes' ? 'no' : 'yes',
        outcomeSide: 'down',
      },
    ],
  };
}

function election(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
  const { rng } = ctx;
  const country = rng.pick(C.COUNTRIES);
  const people = pickDistinct(rng, C.CANDIDATES, rng.int(3, 5));
  return {
    provider,
    category: 'politics',
    subcategory: 'elections',
    title: `${country} presidential election winner`,
    subtitle: `${country} · general election`,
    series: 'Elections',
    tags: ['politics', 'elections', slugOf(country), 'multi'],
    code: 'ELEC',
    times: questionTimes(ctx, phase),
    closeCondition: 'Settles on the official result certified by the electoral commission.',
    markets: oneOf(rng, people, (p) => `Will ${p} win?`),
  };
}

function politicsYesNo(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
  const { rng } = ctx;
  const who = rng.pick(C.CANDIDATES);
  const country = rng.pick(C.COUNTRIES);
  const month = rng.pick(C.MONTHS);
  const mid = cents(rng.range(0.05, 0.6));
  const question = rng.pick([
    `Will ${who} step down as ${country}'s prime minister before ${month}?`,
    `Will ${country} pass the digital assets bill before ${month}?`,
    `Will ${who} announce a run for president of ${country}?`,
  ]);
  return {
    provider,
    category: 'politics',
    subcategory: 'policy',
    title: question,
    subtitle: country,
    series: 'Politics',
    tags: ['politics', slugOf(country)],
    code: 'POL',
    times: questionTimes(ctx, phase),
    closeCondition: 'Settles on official announcements or two reputable news sources.',
    markets: [{ label: 'YES', title: question, mid, truth: truthOf(rng, mid) }],
  };
}

function culture(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
  const { rng } = ctx;
  if (rng.chance(0.5)) {
    const movie = rng.pick(C.MOVIES);
    const gross = rng.int(4, 25) * 10;
    const mid = cents(rng.range(0.2, 0.8));
    return {
      provider,
      category: 'culture',
      subcategory: 'movies',
      title: `Will "${movie}" gross over $${String(gross)}M on its opening weekend?`,
      subtitle: 'Box office',
      series: 'Box office',
      tags: ['culture', 'movies'],
      code: 'BOX',
      times: questionTimes(ctx, phase),
      closeCondition: 'Settles on the studio-reported domestic opening weekend gross.',
      markets: [{ label: 'YES', title: `Over $${String(gross)}M`, mid, truth: truthOf(rng, mid) }],
    };
  }
  const artists = pickDistinct(rng, C.ARTISTS, 4);
  return {
    provider,
    category: 'culture',
    subcategory: 'awards',
    title: 'Album of the Year winner',
    subtitle: 'Music awards',
    series: 'Awards',
    tags: ['culture', 'music', 'awards', 'multi'],
    code: 'AOTY',
    times: questionTimes(ctx, phase),
    closeCondition: 'Settles on the winner announced at the ceremony.',
    markets: oneOf(rng, artists, (a) => `Will ${a} win Album of the Year?`),
  };
}

function economics(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
  const { rng } = ctx;
  const month = rng.pick(C.MONTHS);
  if (rng.chance(0.5)) {
    return {
      provider,
      category: 'economics',
      subcategory: 'fed',
      title: `Fed decision in ${month}?`,
      subtitle: 'Federal Open Market Committee',
      series: 'Fed',
      tags: ['economics', 'fed', 'rates', 'multi'],
      code: 'FED',
      times: questionTimes(ctx, phase),
      closeCondition: 'Settles on the target range announced after the meeting.',
      markets: oneOf(rng, ['Cut 50+ bps', 'Cut 25 bps', 'No change', 'Hike'], (l) => `${l} in ${month}`),
    };
  }
  const cpi = (rng.int(18, 40) / 10).toFixed(1);
  const mid = cents(rng.range(0.15, 0.85));
  return {
    provider,
    category: 'economics',
    subcategory: 'inflation',
    title: `Will ${month} CPI inflation come in above ${cpi}%?`,
    subtitle: 'Consumer prices, year over year',
    series: 'CPI',
    tags: ['economics', 'inflation'],
    code: 'CPI',
    times: questionTimes(ctx, phase),
    closeCondition: 'Settles on the first published year-over-year figure.',
    markets: [{ label: 'YES', title: `CPI above ${cpi}%`, mid, truth: truthOf(rng, mid) }],
  };
}

function tech(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
  const { rng } = ctx;
  const month = rng.pick(C.MONTHS);
  if (rng.chance(0.6)) {
    const company = rng.pick(C.COMPANIES);
    const product = rng.pick(C.PRODUCTS);
    const mid = cents(rng.range(0.1, 0.8));
    return {
      provider,
      category: 'tech',
      subcategory: 'launches',
      title: `Will ${company} launch ${product} before ${month}?`,
      subtitle: company,
      series: 'Launches',
      tags: ['tech', 'launches', slugOf(company)],
      code: 'TECH',
      times: questionTimes(ctx, phase),
      closeCondition: 'Settles on a public launch available to customers.',
      markets: [{ label: 'YES', title: `${company} launches ${product}`, mid, truth: truthOf(rng, mid) }],
    };
  }
  const companies = pickDistinct(rng, C.COMPANIES, 4);
  return {
    provider,
    category: 'tech',
    subcategory: 'ai',
    title: `Which company tops the open AI leaderboard at the end of ${month}?`,
    subtitle: 'AI models',
    series: 'AI',
    tags: ['tech', 'ai', 'multi'],
    code: 'AI',
    times: questionTimes(ctx, phase),
    closeCondition: 'Settles on the leaderboard snapshot at the close.',
    markets: oneOf(rng, companies, (c) => `${c} on top`),
  };
}

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

/**
 * The seeded events (79 of them, 190 markets): questions in every category of spec §4.11 for the three providers, multi-outcome
 * ones (elections, ranges, Fed decisions, awards), games with scores, forecast rounds. Every time is relative to
 * `anchor` (the prediction world's genesis, Unix seconds): some settled before it, some close within hours of it,
 * some games are in play at it and some kick off minutes after it.
 */
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
