import type { Address } from '../world/address';
import type { PoolHistory } from './history';
import type { Liquidity, Reserves } from './liquidity';
import { type Pool, type PoolLayout, SOL_MINT, USDC_MINT } from './pool-layout';
import { type TokenProfile, waveLogPrice } from './profile';

export const MINUTE_MS = 60_000;

const pow10 = (n: number): number => 10 ** n;

export function poolState(pool: Pool, r: Reserves): readonly [number, number] | null {
  if (r.base === 0n || r.quote === 0n) return null;
  const baseUi = Number(r.base) / pow10(pool.baseDecimals);
  const quoteUi = Number(r.quote) / pow10(pool.quoteDecimals);
  return [quoteUi / baseUi, quoteUi];
}

/** USD prices: USDC = 1, SOL by SOL/USDC, others depth-weighted over their pools; before genesis the seeded waves. */
export class PriceBook {
  private cacheVersion = -1;
  private readonly usdCache = new Map<Address, number | null>();
  private readonly liquidityCache = new Map<Address, number>();
  private readonly genesisUsd = new Map<Address, number | null>();
  /** A past minute never changes, so these hold until the minute turns or the world is reset. */
  private readonly pastUsd = new Map<string, number | null>();
  private readonly pastLiquidity = new Map<string, number>();
  private currentMinute = -1;
  private readonly profileOf: ReadonlyMap<Address, TokenProfile>;

  constructor(
    private readonly layout: PoolLayout,
    private readonly liquidity: Liquidity,
    private readonly history: PoolHistory,
    profiles: readonly TokenProfile[],
    public genesisMs: number,
  ) {
    this.profileOf = new Map(profiles.map((p) => [p.mint, p]));
  }

  private fresh() {
    if (this.cacheVersion !== this.liquidity.version) {
      this.usdCache.clear();
      this.liquidityCache.clear();
      this.cacheVersion = this.liquidity.version;
    }
  }

  setCurrentMinute(minute: number, force = false) {
    if (minute === this.currentMinute && !force) return;
    this.currentMinute = minute;
    this.pastUsd.clear();
    this.pastLiquidity.clear();
  }

  poolState(pool: Pool): readonly [number, number] | null {
    return poolState(pool, this.liquidity.reserves(pool));
  }

  usdNow(mint: Address): number | null {
    if (mint === USDC_MINT) return 1;
    this.fresh();
    const cached = this.usdCache.get(mint);
    if (cached !== undefined) return cached;
    let weighted = 0;
    let weights = 0;
    for (const pool of this.layout.byBase.get(mint) ?? []) {
      const state = this.poolState(pool);
      const quoteUsd = pool.quoteMint === USDC_MINT ? 1 : this.usdNow(pool.quoteMint);
      if (!state || quoteUsd === null) continue;
      const weight = state[1] * quoteUsd;
      weighted += state[0] * quoteUsd * weight;
      weights += weight;
    }
    const usd = weights > 0 ? weighted / weights : null;
    this.usdCache.set(mint, usd);
    return usd;
  }

  liquidityNow(mint: Address): number {
    this.fresh();
    const cached = this.liquidityCache.get(mint);
    if (cached !== undefined) return cached;
    const usd = this.usdNow(mint);
    let total = 0;
    if (usd !== null) {
      for (const pool of this.layout.byMint.get(mint) ?? []) {
        const r = this.liquidity.reserves(pool);
        const side =
          pool.baseMint === mint
            ? Number(r.base) / pow10(pool.baseDecimals)
            : Number(r.quote) / pow10(pool.quoteDecimals);
        total += 2 * side * usd;
      }
    }
    this.liquidityCache.set(mint, total);
    return total;
  }

  private usdAtGenesis(mint: Address): number | null {
    if (mint === USDC_MINT) return 1;
    const cached = this.genesisUsd.get(mint);
    if (cached !== undefined) return cached;
    let weighted = 0;
    let weights = 0;
    for (const pool of this.layout.byBase.get(mint) ?? []) {
      const state = poolState(pool, { base: pool.genesisBase, quote: pool.genesisQuote });
      const quoteUsd = this.usdAtGenesis(pool.quoteMint);
      if (!state || quoteUsd === null) continue;
      const weight = state[1] * quoteUsd;
      weighted += state[0] * quoteUsd * weight;
      weights += weight;
    }
    const usd = weights > 0 ? weighted / weights : null;
    this.genesisUsd.set(mint, usd);
    return usd;
  }

  private shape(mint: Address, minute: number): number {
    const profile = this.profileOf.get(mint);
    if (!profile) return 0;
    const own = waveLogPrice(profile, minute);
    if (profile.peg === 'sol' && mint !== SOL_MINT) {
      const sol = this.profileOf.get(SOL_MINT);
      return own + (sol ? waveLogPrice(sol, minute) : 0);
    }
    return own;
  }

  private poolAt(pool: Pool, minute: number): readonly [number, number] | null {
    return this.history.at(pool.index, minute) ?? poolState(pool, { base: pool.genesisBase, quote: pool.genesisQuote });
  }

  usdAt(mint: Address, ms: number): number | null {
    if (mint === USDC_MINT) return 1;
    const minute = Math.floor(ms / MINUTE_MS);
    if (minute >= this.currentMinute) return this.computeUsdAt(mint, ms, minute);
    const key = `${mint}:${String(minute)}`;
    let usd = this.pastUsd.get(key);
    if (usd === undefined) {
      usd = this.computeUsdAt(mint, ms, minute);
      this.pastUsd.set(key, usd);
    }
    return usd;
  }

  private computeUsdAt(mint: Address, ms: number, minute: number): number | null {
    if (ms < this.genesisMs) {
      const genesis = this.usdAtGenesis(mint);
      if (genesis === null) return null;
      const genesisMinute = Math.floor(this.genesisMs / MINUTE_MS);
      return genesis * Math.exp(this.shape(mint, minute) - this.shape(mint, genesisMinute));
    }
    let weighted = 0;
    let weights = 0;
    for (const pool of this.layout.byBase.get(mint) ?? []) {
      const state = this.poolAt(pool, minute);
      const quoteUsd = this.usdAt(pool.quoteMint, ms);
      if (!state || quoteUsd === null) continue;
      const weight = state[1] * quoteUsd;
      weighted += state[0] * quoteUsd * weight;
      weights += weight;
    }
    return weights > 0 ? weighted / weights : null;
  }

  liquidityAt(mint: Address, ms: number): number {
    const minute = Math.floor(ms / MINUTE_MS);
    if (minute >= this.currentMinute) return this.computeLiquidityAt(mint, ms, minute);
    const key = `${mint}:${String(minute)}`;
    let total = this.pastLiquidity.get(key);
    if (total === undefined) {
      total = this.computeLiquidityAt(mint, ms, minute);
      this.pastLiquidity.set(key, total);
    }
    return total;
  }

  private computeLiquidityAt(mint: Address, ms: number, minute: number): number {
    const usd = this.usdAt(mint, ms);
    if (usd === null) return 0;
    const live = ms >= this.genesisMs;
    let total = 0;
    for (const pool of this.layout.byMint.get(mint) ?? []) {
      const state = live
        ? this.poolAt(pool, minute)
        : poolState(pool, { base: pool.genesisBase, quote: pool.genesisQuote });
      if (!state) continue;
      const [mid, quoteUi] = state;
      total += 2 * (pool.baseMint === mint ? quoteUi / mid : quoteUi) * usd;
    }
    return total;
  }
}
