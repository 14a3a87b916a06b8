import type { Address } from './world/address';
import type { SandboxToken } from './world/token';
import { WELL_KNOWN_TOKENS } from './world/well-known';
import { buildWorld, DEFAULT_GENERATED_COUNT, type World } from './world/world';

// The last few worlds by seed, for test workers and in-process restarts: token records are shared, arrays are not.
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

// Generated on first use (~0.2–0.4 s for 5,000 tokens), so a restart answers health before anything needs it.
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

  // Without generating it: the seeded world's size until it is built.
  get size(): number {
    return this.built ? this.built.tokens.length : WELL_KNOWN_TOKENS.length + DEFAULT_GENERATED_COUNT;
  }
}
