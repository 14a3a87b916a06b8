import { expect, it } from 'vitest';
import { LazyWorld } from './lazy-world';
import { buildWorld } from './world/world';

it('knows its size before it is built, is the built world afterwards, and counts tokens listed later', () => {
  const lazy = new LazyWorld('lazy-seed');
  const sizeBefore = lazy.size;
  const built = buildWorld('lazy-seed');
  expect(sizeBefore).toBe(built.tokens.length);
  expect(lazy.tokens.map((t) => t.id)).toEqual(built.tokens.map((t) => t.id));
  expect(lazy.byMint.get(built.tokens[7]?.id ?? '')?.symbol).toBe(built.tokens[7]?.symbol);
  expect(lazy.tokens).toBe(lazy.tokens); // built once
  const first = lazy.tokens[0];
  if (!first) throw new Error('empty world');
  (lazy.tokens as (typeof first)[]).push({ ...first, id: 'Launched1111111111111111111111111111111111' });
  expect(lazy.size).toBe(built.tokens.length + 1);
});

it('gives each sandbox its own token list: a launch in one is not in another of the same seed', () => {
  const one = new LazyWorld('lazy-seed');
  const other = new LazyWorld('lazy-seed');
  const first = one.tokens[0];
  if (!first) throw new Error('empty world');
  (one.tokens as (typeof first)[]).push({ ...first, id: 'Launched2222222222222222222222222222222222' });
  (one.byMint as Map<string, typeof first>).set('Launched2222222222222222222222222222222222', first);
  expect(other.tokens.length).toBe(one.tokens.length - 1);
  expect(other.byMint.has('Launched2222222222222222222222222222222222')).toBe(false);
  expect(other.tokens[5]).toBe(one.tokens[5]); // the seeded records themselves are shared
});
