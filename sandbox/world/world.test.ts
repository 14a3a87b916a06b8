import { describe, expect, it } from 'vitest';
import { decodeAddress } from './address';
import { organicScoreLabel, TOKEN_2022_PROGRAM, type SandboxToken } from './token';
import { WELL_KNOWN_TOKENS } from './well-known';
import { buildWorld, DEFAULT_WORLD_EPOCH_MS } from './world';

const json = (tokens: readonly SandboxToken[]) =>
  JSON.stringify(tokens, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

const world = buildWorld('world-test');
const generated = world.tokens.filter((t) => t.origin === 'generated');
const share = (pred: (t: SandboxToken) => boolean) => generated.filter(pred).length / generated.length;

describe('buildWorld', () => {
  // Its speed is bench:sandbox's start figure, not a timed test.
  it('builds the well-known tokens and at least 5,000 generated ones', () => {
    expect(generated.length).toBeGreaterThanOrEqual(5000);
    expect(world.tokens.slice(0, WELL_KNOWN_TOKENS.length)).toEqual(WELL_KNOWN_TOKENS);
  });

  it('is deterministic: the same seed gives the same world, another seed another long tail', () => {
    expect(json(buildWorld('world-test').tokens)).toBe(json(world.tokens));
    const other = buildWorld('another-seed');
    const otherGenerated = other.tokens.filter((t) => t.origin === 'generated');
    const ids = new Set(generated.map((t) => t.id));
    expect(otherGenerated.filter((t) => ids.has(t.id))).toHaveLength(0);
    expect(otherGenerated.map((t) => t.name)).not.toEqual(generated.map((t) => t.name));
    expect(json(other.tokens.slice(0, WELL_KNOWN_TOKENS.length))).toBe(json(WELL_KNOWN_TOKENS));
  });

  it('has valid, unique mints, indexed by byMint, and no generated symbol takes a well-known one', () => {
    expect(world.byMint.size).toBe(world.tokens.length);
    for (const t of world.tokens) {
      expect(decodeAddress(t.id), t.id).not.toBeNull();
      expect(world.byMint.get(t.id)).toBe(t);
    }
    const reserved = new Set(WELL_KNOWN_TOKENS.map((t) => t.symbol.toUpperCase()));
    expect(generated.filter((t) => reserved.has(t.symbol.toUpperCase()))).toEqual([]);
    for (const t of generated) expect(t.symbol, t.name).toMatch(/^[A-Z0-9]{2,8}$/);
  });

  it('makes the long tail unverified, mostly 6 or 9 decimals, some Token-2022', () => {
    expect(generated.every((t) => !t.isVerified && !t.tags.includes('verified'))).toBe(true);
    expect(share((t) => t.decimals === 6 || t.decimals === 9)).toBeGreaterThan(0.85);
    expect(share((t) => t.tokenProgram === TOKEN_2022_PROGRAM)).toBeGreaterThan(0.02);
    expect(share((t) => t.tokenProgram === TOKEN_2022_PROGRAM)).toBeLessThan(0.2);
  });

  it('gives some tokens risk signals: kept authorities, isSus, concentrated holders', () => {
    expect(share((t) => t.mintAuthority !== null)).toBeGreaterThan(0.05);
    expect(share((t) => t.freezeAuthority !== null)).toBeGreaterThan(0.05);
    expect(share((t) => t.audit.isSus === true)).toBeGreaterThan(0.01);
    expect(share((t) => t.audit.topHoldersPercentage > 60)).toBeGreaterThan(0.05);
    for (const t of generated) {
      expect(t.audit.mintAuthorityDisabled).toBe(t.mintAuthority === null);
      expect(t.audit.freezeAuthorityDisabled).toBe(t.freezeAuthority === null);
      // isSus is present only when flagged (supplement §2).
      expect('isSus' in t.audit ? t.audit.isSus : true).toBe(true);
    }
  });

  it('keeps scores, labels, counts, dates and supplies plausible and consistent', () => {
    const labels = new Set(generated.map((t) => t.organicScoreLabel));
    expect([...labels].sort()).toEqual(['high', 'low', 'medium']);
    for (const t of world.tokens) {
      expect(t.organicScoreLabel).toBe(organicScoreLabel(t.organicScore));
      expect(t.organicScore).toBeGreaterThanOrEqual(0);
      expect(t.organicScore).toBeLessThanOrEqual(100);
      expect(Date.parse(t.createdAt)).toBeLessThanOrEqual(DEFAULT_WORLD_EPOCH_MS);
      expect(new Date(t.createdAt).toISOString()).toBe(t.createdAt);
      expect(t.totalSupply).toBeLessThan(1n << 64n);
      expect(t.referencePriceUsd).toBeGreaterThan(0);
    }
    for (const t of generated) {
      expect(t.holderCount).toBeGreaterThanOrEqual(10);
      expect(t.totalSupply).toBeGreaterThan(0n);
      expect(t.dev && decodeAddress(t.dev)).not.toBeNull();
      if (t.links.website) expect(t.links.website).toMatch(/^https:\/\/[a-z0-9]+\.example$/);
    }
  });

  it('counts each developer’s tokens into audit.devMints', () => {
    const counts = new Map<string | null, number>();
    for (const t of generated) counts.set(t.dev, (counts.get(t.dev) ?? 0) + 1);
    for (const t of generated) expect(t.audit.devMints).toBe(counts.get(t.dev));
    expect(Math.max(...counts.values())).toBeGreaterThan(10);
  });

  it('honours the epoch and count options', () => {
    const small = buildWorld('world-test', { generatedCount: 10, epochMs: Date.UTC(2030, 0, 1) });
    expect(small.tokens).toHaveLength(WELL_KNOWN_TOKENS.length + 10);
    const ids = small.tokens.slice(WELL_KNOWN_TOKENS.length).map((t) => t.id);
    expect(ids).toEqual(generated.slice(0, 10).map((t) => t.id));
  });
});
