import type { Address } from '../world/address';
import type { SandboxToken } from '../world/token';
import type { World } from '../world/world';
import type { Engine } from './engine';
import { MINUTE_MS } from './price-book';
import { activityTotals, STATS_WINDOWS, type StatsInterval } from './stats';

export const TOKEN_CATEGORIES = ['toporganicscore', 'toptraded', 'toptrending'] as const;
export type TokenCategory = (typeof TOKEN_CATEGORIES)[number];

interface Entry {
  readonly token: SandboxToken;
  readonly symbol: string;
  readonly name: string;
}

/** Lower is better, null is no match. */
function matchTier(entry: Entry, q: string): number | null {
  if (entry.symbol === q) return 1;
  if (entry.symbol.startsWith(q) || entry.name === q) return 2;
  if (entry.name.startsWith(q) || entry.name.includes(` ${q}`)) return 3;
  if (entry.symbol.includes(q) || entry.name.includes(q)) return 4;
  return null;
}

export class TokenCatalog {
  private entryList: Entry[] = [];
  private recentOrder: readonly SandboxToken[] | null = null;
  /** Launches (Studio) join the world later, a reset drops them. */
  private seen = -1;

  constructor(
    private readonly world: World,
    private readonly engine: Engine,
  ) {}

  private get entries(): readonly Entry[] {
    this.refresh();
    return this.entryList;
  }

  private refresh() {
    if (this.seen !== this.world.tokens.length) {
      this.seen = this.world.tokens.length;
      this.entryList = this.world.tokens.map((token) => ({
        token,
        symbol: token.symbol.toLowerCase(),
        name: token.name.toLowerCase(),
      }));
      this.recentOrder = null;
    }
  }

  private liquidity(token: SandboxToken): number {
    return this.engine.prices.liquidityNow(token.id);
  }

  /** The full list: the supplement says no paging. */
  byTag(tag: string): SandboxToken[] {
    return this.byLiquidity(this.world.tokens.filter((t) => t.tags.includes(tag)));
  }

  private byLiquidity(tokens: SandboxToken[]): SandboxToken[] {
    const depth = new Map(tokens.map((t) => [t.id, this.liquidity(t)]));
    return tokens.sort((a, b) => (depth.get(b.id) ?? 0) - (depth.get(a.id) ?? 0));
  }

  byMints(mints: readonly Address[]): SandboxToken[] {
    const seen = new Set<Address>();
    const out: SandboxToken[] = [];
    for (const mint of mints) {
      const token = this.world.byMint.get(mint);
      if (token && !seen.has(mint)) {
        seen.add(mint);
        out.push(token);
      }
    }
    return out;
  }

  /** A mint first, then verified before the rest (a look-alike never outranks the real one), then match tier, depth. */
  search(query: string, limit: number): SandboxToken[] {
    const exact = this.world.byMint.get(query.trim());
    if (exact) return [exact];
    const q = query.trim().toLowerCase();
    const found: { token: SandboxToken; tier: number; depth: number }[] = [];
    for (const entry of this.entries) {
      const tier = matchTier(entry, q);
      if (tier !== null) found.push({ token: entry.token, tier, depth: 0 });
    }
    for (const f of found) f.depth = this.liquidity(f.token);
    found.sort(
      (a, b) =>
        Number(b.token.isVerified) - Number(a.token.isVerified) ||
        a.tier - b.tier ||
        b.depth - a.depth ||
        a.token.symbol.localeCompare(b.token.symbol),
    );
    return found.slice(0, limit).map((f) => f.token);
  }

  /** toptrending: price change weighted by how many traded it; toporganicscore: among tokens traded in the window. */
  category(category: TokenCategory, interval: StatsInterval, limit: number): SandboxToken[] {
    this.engine.flush();
    const now = this.engine.nowMs();
    const from = now - STATS_WINDOWS[interval] * MINUTE_MS;
    const scored: { token: SandboxToken; score: number; tie: number }[] = [];
    for (const token of this.world.tokens) {
      const t = activityTotals(this.engine.stats, token, from, now);
      const volume = t.buyVolume + t.sellVolume;
      if (volume <= 0) continue;
      if (category === 'toptraded') {
        scored.push({ token, score: volume, tie: t.traders });
      } else if (category === 'toporganicscore') {
        scored.push({ token, score: token.organicScore, tie: t.buyOrganicVolume + t.sellOrganicVolume });
      } else {
        const usd = this.engine.prices.usdNow(token.id);
        const then = this.engine.prices.usdAt(token.id, from);
        if (usd === null || !then) continue;
        const change = (usd / then - 1) * 100;
        scored.push({ token, score: change * Math.log10(1 + t.traders), tie: volume });
      }
    }
    scored.sort((a, b) => b.score - a.score || b.tie - a.tie);
    return scored.slice(0, limit).map((s) => s.token);
  }

  recent(limit: number): SandboxToken[] {
    this.refresh();
    if (!this.recentOrder) {
      const opened = new Map<Address, string>();
      for (const pool of this.engine.layout.pools) {
        const seen = opened.get(pool.baseMint);
        if (seen === undefined || pool.createdAt < seen) opened.set(pool.baseMint, pool.createdAt);
      }
      this.recentOrder = this.world.tokens
        .filter((t) => opened.has(t.id))
        .sort((a, b) => (opened.get(b.id) ?? '').localeCompare(opened.get(a.id) ?? ''));
    }
    return this.recentOrder.slice(0, limit);
  }
}
