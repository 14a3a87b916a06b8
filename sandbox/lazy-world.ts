import type { Address } from './world/address';
import type { SandboxToken } from './world/token';
import { WELL_KNOWN_TOKENS } from './world/well-known';
import { buildWorld, DEFAULT_GENERATED_COUNT, type World } from './world/world';

/**
 * The last few worlds generated in this process, by seed: test workers and in-process restarts reopen them. Token
 * records are never written, so they are shared; each sandbox gets its own arrays (Studio launches extend them).
 */
const generated = new Map<string, World>();
const GENERATED_KEPT = 4;

function worldOf(seed: string): World {
  let world = generated.get(seed);
  if (!world) {
    world = buildWorld(seed);
    generated.set(seed, world);
    for (const oldest of generated.keys()) {
      if (generated.size <= GENERATED_KEPT) break;
      generated.delete(oldest);
    }
  }
  return { seed, tokens: [...world.tokens], byMint: new Map(world.byMint) };
}

/**
 * The world of a seed, generated on first use (~0.2–0.4 s for 5,000 tokens), so a restart answers health before a
 * token, price or swap request needs it. Launches (Studio) extend the built arrays in place, as with a built world.
 */
export class LazyWorld implements World {
  private built: World | null = null;

  constructor(readonly seed: string) {}

  private get world(): World {
    return (this.built ??= worldOf(this.seed));
  }

  get tokens(): readonly SandboxToken[] {
    return this.world.tokens;
  }

  get byMint(): ReadonlyMap<Address, SandboxToken> {
    return this.world.byMint;
  }

  /** How many tokens it holds, without generating it: the seeded world's size until it is built. */
  get size(): number {
    return this.built ? this.built.tokens.length : WELL_KNOWN_TOKENS.length + DEFAULT_GENERATED_COUNT;
  }
}
