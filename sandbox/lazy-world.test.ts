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
