import { hashBytes } from '../world/address';
import { rngFromBytes, type Rng } from '../world/rng';
import type { World } from '../world/world';
import { quoteExactIn, rawMid, reservesAtMid } from './cp-math';
import type { Activity } from './activity';
import type { Liquidity } from './liquidity';
import { type Pool, type PoolLayout, SOL_MINT } from './pool-layout';
import { MINUTE_MS, type PriceBook } from './price-book';
import type { TokenProfile } from './profile';

export const DEFAULT_MARKET_TICK_MS = 1000;
const ARB_TRADER = 'arbitrage';
const ARB_MIN_GAP_BPS = 20;

export interface MarketTrade {
  readonly pool: Pool;
  readonly side: 'buy' | 'sell';
  readonly usd: number;
}

export interface MarketDeps {
  readonly world: World;
  readonly layout: PoolLayout;
  readonly liquidity: Liquidity;
  readonly prices: PriceBook;
  readonly activity: Activity;
  readonly profiles: readonly TokenProfile[];
}

function gaussian(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

// Seeded random walk of small trades written to the vaults, leaning back to each token's anchor; an arbitrageur
// realigns the other pools to within their fee (≥ 20 bps). Tick n draws from rng(seed, n): same seed, same market.
export class Market {
  tick = 0;
  /** SOL per token for SOL-pegged tokens (LSTs). */
  readonly anchors = new Map<string, number>();
  private readonly cumulative: Float64Array;
  private readonly total: number;
  private readonly profileOf: Map<string, TokenProfile>;

  constructor(private readonly deps: MarketDeps) {
    this.cumulative = new Float64Array(deps.profiles.length);
    let sum = 0;
    deps.profiles.forEach((p, i) => {
      sum += p.tradesPerMinute;
      this.cumulative[i] = sum;
    });
    this.total = sum;
    this.profileOf = new Map(deps.profiles.map((p) => [p.mint, p]));
  }

  /** About 40 trades a minute across the world. */
  step(nowMs: number, tickMs = DEFAULT_MARKET_TICK_MS): MarketTrade[] {
    const rng = rngFromBytes(hashBytes('market', this.deps.world.seed, String(this.tick)));
    this.tick += 1;
    const expected = (this.total * tickMs) / MINUTE_MS;
    const count = Math.floor(expected) + (rng.next() < expected % 1 ? 1 : 0);
    const trades: MarketTrade[] = [];
    const touched = new Set<number>();
    for (let i = 0; i < count; i++) {
      const index = this.pickToken(rng.next() * this.total);
      const profile = this.deps.profiles[index];
      if (!profile) continue;
      const trade = this.trade(profile, rng, nowMs);
      if (trade) {
        trades.push(trade);
        touched.add(index);
      }
    }
    for (const index of touched) {
      const profile = this.deps.profiles[index];
      if (profile) trades.push(...this.arbitrage(profile.mint, nowMs));
    }
    return trades;
  }

  private pickToken(target: number): number {
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  anchorUsd(mint: string, profile: TokenProfile): number | null {
    const set = this.anchors.get(mint);
    const token = this.deps.world.byMint.get(mint);
    if (profile.peg === 'sol') {
      const sol = this.deps.prices.usdNow(SOL_MINT);
      const ratio =
        set ??
        (token ? token.referencePriceUsd / (this.deps.world.byMint.get(SOL_MINT)?.referencePriceUsd ?? 1) : null);
      return sol === null || ratio === null ? null : ratio * sol;
    }
    return set ?? token?.referencePriceUsd ?? null;
  }

  addProfile(profile: TokenProfile) {
    this.profileOf.set(profile.mint, profile);
  }

  removeProfile(mint: string) {
    this.profileOf.delete(mint);
  }

  setAnchor(mint: string, usd: number) {
    const profile = this.profileOf.get(mint);
    const sol = this.deps.prices.usdNow(SOL_MINT);
    this.anchors.set(mint, profile?.peg === 'sol' && sol ? usd / sol : usd);
  }

  private trade(profile: TokenProfile, rng: Rng, nowMs: number): MarketTrade | null {
    const pools = this.deps.layout.byBase.get(profile.mint) ?? [];
    if (pools.length === 0) return null;
    // Deeper pools see more of the flow.
    const depths = pools.map(
      (p) =>
        (Number(p.genesisQuote) / 10 ** p.quoteDecimals) *
        (this.deps.world.byMint.get(p.quoteMint)?.referencePriceUsd ?? 1),
    );
    let pick = rng.next() * depths.reduce((a, b) => a + b, 0);
    let pool = pools[0] as Pool;
    for (let i = 0; i < pools.length; i++) {
      pick -= depths[i] ?? 0;
      if (pick < 0) {
        pool = pools[i] as Pool;
        break;
      }
    }
    const usd = this.deps.prices.usdNow(profile.mint);
    const anchor = this.anchorUsd(profile.mint, profile);
    const deviation = usd !== null && anchor ? Math.log(usd / anchor) / Math.max(profile.sigmaDaily, 1e-6) : 0;
    const buyChance = 0.5 - Math.max(-0.2, Math.min(0.2, deviation * 0.1));
    const side = rng.next() < buyChance ? 'buy' : 'sell';
    const fraction = profile.tradeFraction * Math.exp(0.7 * gaussian(rng) - 0.245);
    const organic = rng.next() < profile.organic;
    const trader = rng.int(0, profile.traders - 1);
    const r = this.deps.liquidity.reserves(pool);
    const quoteUsd = this.deps.prices.usdNow(pool.quoteMint) ?? 0;
    let next: { base: bigint; quote: bigint };
    let tradeUsd: number;
    if (side === 'buy') {
      const amountIn = BigInt(Math.max(1, Math.round(Number(r.quote) * fraction)));
      const q = quoteExactIn(r.quote, r.base, amountIn, pool.feeBps);
      if (q.amountOut <= 0n) return null;
      next = { base: q.reserveOutAfter, quote: q.reserveInAfter };
      tradeUsd = (Number(amountIn) / 10 ** pool.quoteDecimals) * quoteUsd;
    } else {
      const amountIn = BigInt(Math.max(1, Math.round(Number(r.base) * fraction)));
      const q = quoteExactIn(r.base, r.quote, amountIn, pool.feeBps);
      if (q.amountOut <= 0n) return null;
      next = { base: q.reserveInAfter, quote: q.reserveOutAfter };
      tradeUsd = (Number(q.amountOut) / 10 ** pool.quoteDecimals) * quoteUsd;
    }
    this.deps.liquidity.writeReserves(pool, next);
    this.record(pool, side, tradeUsd, trader, organic, nowMs);
    return { pool, side, usd: tradeUsd };
  }

  record(pool: Pool, side: 'buy' | 'sell', usd: number, trader: string | number, organic: boolean, nowMs: number) {
    const minute = Math.floor(nowMs / MINUTE_MS);
    const base = this.profileOf.get(pool.baseMint);
    const quote = this.profileOf.get(pool.quoteMint);
    if (base) this.deps.activity.record(base.index, { minute, side, usd, trader, organic });
    if (quote) {
      this.deps.activity.record(quote.index, { minute, side: side === 'buy' ? 'sell' : 'buy', usd, trader, organic });
    }
  }

  arbitrage(mint: string, nowMs: number): MarketTrade[] {
    const pools = this.deps.layout.byBase.get(mint) ?? [];
    if (pools.length < 2) return [];
    const usd = this.deps.prices.usdNow(mint);
    if (usd === null) return [];
    const trades: MarketTrade[] = [];
    for (const pool of pools) {
      const quoteUsd = this.deps.prices.usdNow(pool.quoteMint);
      // Pools created on chain (Studio) move only by real transactions: their fee and curve accounting need them.
      if (!quoteUsd || pool.own) continue;
      const r = this.deps.liquidity.reserves(pool);
      const current = rawMid(r.base, r.quote);
      const fair = ((usd / quoteUsd) * 10 ** pool.quoteDecimals) / 10 ** pool.baseDecimals;
      // Arbitrage pays only past the fee and the cost of landing it; 20 bps keeps the vault writes rare.
      const band = Math.max(pool.feeBps, ARB_MIN_GAP_BPS) / 10_000;
      const gap = Math.log(current / fair);
      if (!(Math.abs(gap) > band)) continue;
      const target = fair * Math.exp(Math.sign(gap) * band);
      const next = reservesAtMid(r.base, r.quote, target);
      if (!next) continue;
      this.deps.liquidity.writeReserves(pool, next);
      const side = gap < 0 ? 'buy' : 'sell';
      const tradeUsd = (Math.abs(Number(next.quote - r.quote)) / 10 ** pool.quoteDecimals) * quoteUsd;
      this.record(pool, side, tradeUsd, ARB_TRADER, false, nowMs);
      trades.push({ pool, side, usd: tradeUsd });
    }
    return trades;
  }
}
