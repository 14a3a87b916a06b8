import { describe, expect, it } from 'vitest';
import { SANDBOX_SEED_BACKUP_KEY, SANDBOX_SEED_KEY } from './constants';
import { loadOrCreateSeed, parseSeed, seedToHex } from './seed';

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

const ONE_TO_32 = Uint8Array.from({ length: 32 }, (_, i) => i + 1);

describe('sandbox wallet seed', () => {
  it('reads 64 hex characters and a JSON byte array', () => {
    expect(parseSeed(seedToHex(ONE_TO_32))).toEqual(ONE_TO_32);
    expect(parseSeed(JSON.stringify(Array.from(ONE_TO_32)))).toEqual(ONE_TO_32);
    expect(parseSeed('abc')).toBeNull();
    expect(parseSeed('[1,2,3]')).toBeNull();
    expect(parseSeed(JSON.stringify(Array.from({ length: 32 }, () => 256)))).toBeNull();
    expect(parseSeed('[not json')).toBeNull();
  });

  it('keeps the stored seed (deterministic per profile and presettable by tests)', () => {
    const storage = memory({ [SANDBOX_SEED_KEY]: seedToHex(ONE_TO_32) });
    expect(loadOrCreateSeed(storage)).toEqual(ONE_TO_32);
    expect(loadOrCreateSeed(storage)).toEqual(ONE_TO_32);
  });

  it('creates and saves a random seed on first use', () => {
    const storage = memory();
    const seed = loadOrCreateSeed(storage, (b) => b.fill(7));
    expect(seed).toEqual(new Uint8Array(32).fill(7));
    expect(storage.map.get(SANDBOX_SEED_KEY)).toBe('07'.repeat(32));
    expect(loadOrCreateSeed(storage, (b) => b.fill(9))).toEqual(seed);
  });

  it('backs up an unreadable stored value before replacing it', () => {
    const storage = memory({ [SANDBOX_SEED_KEY]: 'garbage' });
    loadOrCreateSeed(storage, (b) => b.fill(1));
    expect(storage.map.get(SANDBOX_SEED_BACKUP_KEY)).toBe('garbage');
    expect(storage.map.get(SANDBOX_SEED_KEY)).toBe('01'.repeat(32));
  });
});
