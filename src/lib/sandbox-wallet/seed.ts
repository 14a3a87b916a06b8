import { SANDBOX_SEED_BACKUP_KEY, SANDBOX_SEED_KEY } from './constants';

export type SeedStorage = Pick<Storage, 'getItem' | 'setItem'>;

const SEED_BYTES = 32;

/** 64 hex characters or a JSON array of 32 bytes → the seed; anything else → null. */
export function parseSeed(text: string): Uint8Array | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) {
    return Uint8Array.from({ length: SEED_BYTES }, (_, i) => parseInt(trimmed.slice(i * 2, i * 2 + 2), 16));
  }
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return null;
    }
    const isByte = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 255;
    if (Array.isArray(parsed) && parsed.length === SEED_BYTES && parsed.every(isByte)) return Uint8Array.from(parsed);
  }
  return null;
}

export function seedToHex(seed: Uint8Array): string {
  return Array.from(seed, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stored value that cannot be read is kept under a backup key rather than silently replaced. */
export function loadOrCreateSeed(
  storage: SeedStorage | null,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): Uint8Array {
  const stored = storage?.getItem(SANDBOX_SEED_KEY);
  if (stored) {
    const seed = parseSeed(stored);
    if (seed) return seed;
    storage?.setItem(SANDBOX_SEED_BACKUP_KEY, stored);
  }
  const seed = new Uint8Array(SEED_BYTES);
  random(seed);
  storage?.setItem(SANDBOX_SEED_KEY, seedToHex(seed));
  return seed;
}
