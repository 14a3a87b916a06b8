import type { Rng } from './rng';
import { ADJECTIVES, NOUNS, SUFFIXES } from './words';

export interface TokenNaming {
  readonly name: string;
  readonly symbol: string;
}

const TEMPLATES = [
  ['adj-noun', 30],
  ['noun-suffix', 20],
  ['adj-noun-suffix', 10],
  ['compound', 12],
  ['noun-noun', 8],
  ['baby', 5],
  ['on-sol', 4],
  ['ampersand', 3],
] as const;

const SYMBOL_STYLES = [
  ['ticker', 5],
  ['blend', 2],
  ['short', 2],
  ['digits', 1],
] as const;

function symbolFor(rng: Rng, first: string, noun: string): string {
  const base = noun.toUpperCase();
  switch (rng.weighted(SYMBOL_STYLES)) {
    case 'blend':
      return (first.slice(0, 2) + noun.slice(0, 4)).toUpperCase();
    case 'short':
      return base.slice(0, rng.int(3, 4));
    case 'digits':
      return base.slice(0, 5) + String(rng.int(1, 999));
    case 'ticker':
      return base.slice(0, 8);
  }
}

/** Some names carry `&` so escaping is exercised everywhere. */
export function tokenNaming(rng: Rng): TokenNaming {
  const adj = rng.pick(ADJECTIVES);
  const noun = rng.pick(NOUNS);
  const other = rng.pick(NOUNS);
  const suffix = rng.pick(SUFFIXES);
  switch (rng.weighted(TEMPLATES)) {
    case 'adj-noun':
      return { name: `${adj} ${noun}`, symbol: symbolFor(rng, adj, noun) };
    case 'noun-suffix':
      return { name: `${noun} ${suffix}`, symbol: symbolFor(rng, suffix, noun) };
    case 'adj-noun-suffix':
      return { name: `${adj} ${noun} ${suffix}`, symbol: symbolFor(rng, adj, noun) };
    case 'compound':
      return { name: noun + other, symbol: symbolFor(rng, noun, other) };
    case 'noun-noun':
      return { name: `${noun} ${other}`, symbol: symbolFor(rng, noun, other) };
    case 'baby':
      return { name: `Baby ${noun}`, symbol: symbolFor(rng, 'Baby', noun) };
    case 'on-sol':
      return { name: `${noun} on Sol`, symbol: symbolFor(rng, 'Sol', noun) };
    case 'ampersand':
      return { name: `${noun} & ${other}`, symbol: symbolFor(rng, noun, other) };
  }
}
