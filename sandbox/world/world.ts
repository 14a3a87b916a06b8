import type { Address } from './address';
import { generateLongTail } from './generate';
import type { SandboxToken } from './token';
import { WELL_KNOWN_TOKENS } from './well-known';

export interface World {
  readonly seed: string;
  readonly tokens: readonly SandboxToken[];
  readonly byMint: ReadonlyMap<Address, SandboxToken>;
}

export interface BuildWorldOptions {
  /** Default 5,000: enough that search and lists meet real volumes. */
  readonly generatedCount?: number;
  /** Fixed by default (one seed, one world); a server can pass its start time to keep "created 5 minutes ago" true. */
  readonly epochMs?: number;
}

export const DEFAULT_GENERATED_COUNT = 5000;
export const DEFAULT_WORLD_EPOCH_MS = Date.UTC(2026, 10, 1);

export function buildWorld(seed: string, opts: BuildWorldOptions = {}): World {
  const reservedMints = new Set(WELL_KNOWN_TOKENS.map((t) => t.id));
  const reservedSymbols = new Set(WELL_KNOWN_TOKENS.map((t) => t.symbol.toUpperCase()));
  const generated = generateLongTail(seed, {
    count: opts.generatedCount ?? DEFAULT_GENERATED_COUNT,
    epochMs: opts.epochMs ?? DEFAULT_WORLD_EPOCH_MS,
    reservedMints,
    reservedSymbols,
  });
  const tokens = [...WELL_KNOWN_TOKENS, ...generated];
  const byMint = new Map(tokens.map((t) => [t.id, t] as const));
  if (byMint.size !== tokens.length) throw new Error('world has duplicate mints');
  return { seed, tokens, byMint };
}
