import { derivedAddress } from '../../world/address';
import * as C from './catalog';
import {
  type Phase,
  type Ctx,
  type EventSpec,
  slugOf,
  cents,
  truthOf,
  fmtDate,
  questionTimes,
  oneOf,
  pickDistinct,
} from './event-spec';
import type { Provider } from './types';

/* The questions: crypto prices and ranges, forecast rounds, elections and policy, culture, economics and tech. */

export function cryptoAbove(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
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

export function cryptoRange(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
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

export function forecast(ctx: Ctx, phase: Phase): EventSpec {
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

export function election(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
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

export function politicsYesNo(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
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

export function culture(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
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

export function economics(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
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

export function tech(ctx: Ctx, provider: Provider, phase: Phase): EventSpec {
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
