import type { Address } from './world/address';
import type { SandboxToken } from './world/token';
import { WELL_KNOWN_TOKENS } from './world/well-known';
import { buildWorld, DEFAULT_GENERATED_COUNT, type World } from './world/world';

/**
 * The world of a seed, generated on first use (~0.2–0.4 s for 5,000 tokens), so a restart answers health before a
 * token, price or swap request needs it. Launches (Studio) extend the built arrays in place, as with a built world.
 */
export class LazyWorld implements World {
  private built: World | null = null;

  constructor(readonly seed: string) {}

  private get world(): World {
    return (this.built ??= buildWorld(this.seed));
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
