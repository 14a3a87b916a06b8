import type { Address } from '../world/address';
import type { SandboxToken } from '../world/token';
import type { World } from '../world/world';
import type { PoolLayout } from './pool-layout';
import { buildProfiles, type TokenProfile } from './profile';
import type { BackfillRate } from './stats';

/** The tokens the market knows: the world's seeded ones with their profiles and rates, then Studio launches. */
export class Listings {
  readonly profiles: TokenProfile[];
  private readonly rates: BackfillRate[];
  private readonly tokenIndex: Map<Address, number>;
  private readonly seededTokens: number;
  private readonly seededPools: number;

  constructor(
    private readonly world: World,
    private readonly layout: PoolLayout,
  ) {
    this.profiles = buildProfiles(world);
    this.tokenIndex = new Map(world.tokens.map((t, i) => [t.id, i]));
    this.rates = backfillRates(layout, this.profiles, this.tokenIndex);
    this.seededTokens = world.tokens.length;
    this.seededPools = layout.pools.length;
  }

  indexOf(token: SandboxToken): number {
    return this.tokenIndex.get(token.id) ?? -1;
  }

  profileOf(token: SandboxToken): TokenProfile {
    const profile = this.profiles[this.indexOf(token)];
    if (!profile) throw new Error(`no market profile for ${token.id}`);
    return profile;
  }

  rate(token: SandboxToken): BackfillRate {
    return this.rates[this.indexOf(token)] ?? { tradesPerMinute: 0, tradeUsd: 0 };
  }

  /** A Studio launch joins the world with a quiet profile (the market never trades it); null if already listed. */
  list(token: SandboxToken): TokenProfile | null {
    if (this.tokenIndex.has(token.id)) return null;
    const index = this.world.tokens.length;
    (this.world.tokens as SandboxToken[]).push(token);
    (this.world.byMint as Map<Address, SandboxToken>).set(token.id, token);
    const profile = quietProfile(token, index);
    this.profiles.push(profile);
    this.tokenIndex.set(token.id, index);
    this.rates.push({ tradesPerMinute: 0, tradeUsd: 0 });
    return profile;
  }

  unlistLaunches(unlisted: (mint: Address) => void) {
    const tokens = this.world.tokens as SandboxToken[];
    for (const token of tokens.splice(this.seededTokens)) {
      (this.world.byMint as Map<Address, SandboxToken>).delete(token.id);
      this.tokenIndex.delete(token.id);
      unlisted(token.id);
    }
    this.profiles.splice(this.seededTokens);
    this.rates.splice(this.seededTokens);
    this.layout.truncate(this.seededPools);
  }
}

/** A launch has no past. */
function quietProfile(token: SandboxToken, index: number): TokenProfile {
  return {
    index,
    mint: token.id,
    sigmaDaily: 0,
    tradesPerMinute: 0,
    tradeFraction: 0,
    tradeUsd: 0,
    organic: 1,
    peg: 'usd',
    salt: 0,
    waves: [],
    jitter: 0,
    traders: 50,
  };
}

function backfillRates(
  layout: PoolLayout,
  profiles: readonly TokenProfile[],
  tokenIndex: ReadonlyMap<Address, number>,
): BackfillRate[] {
  const rates = profiles.map((p) => ({ tradesPerMinute: p.tradesPerMinute, usd: p.tradesPerMinute * p.tradeUsd }));
  for (const pool of layout.pools) {
    const base = profiles[tokenIndex.get(pool.baseMint) ?? -1];
    const quote = rates[tokenIndex.get(pool.quoteMint) ?? -1];
    if (!base || !quote) continue;
    const share = base.tradesPerMinute / (layout.byBase.get(pool.baseMint)?.length ?? 1);
    quote.tradesPerMinute += share;
    quote.usd += share * base.tradeUsd;
  }
  return rates.map((r) => ({
    tradesPerMinute: r.tradesPerMinute,
    tradeUsd: r.tradesPerMinute > 0 ? r.usd / r.tradesPerMinute : 0,
  }));
}
