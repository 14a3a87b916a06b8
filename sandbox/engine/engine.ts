import type { Ledger } from '../chain/ledger';
import type { Address } from '../world/address';
import type { SandboxToken } from '../world/token';
import type { World } from '../world/world';
import { checkSavedState, ENGINE_STATE_VERSION, restoredLayout, type EngineState } from './engine-state';
import { Activity } from './activity';
import { PoolHistory } from './history';
import { Liquidity } from './liquidity';
import { Listings } from './listings';
import { DEFAULT_MARKET_TICK_MS, Market, type MarketTrade } from './market';
import { buildPoolLayout, type Pool, type PoolLayout } from './pool-layout';
import { MINUTE_MS, PriceBook } from './price-book';
import type { TokenProfile } from './profile';
import { setPrice, type SetPriceResult } from './set-price';
import { STATS_WINDOWS, type StatsInterval, type StatsSources, type SwapStats, swapStats } from './stats';
import { Ticker } from './ticker';

export type { EngineState } from './engine-state';
export type { SetPriceResult } from './set-price';
export { IDLE_MS } from './ticker';

export type EngineLedger = Pick<Ledger, 'getAccount' | 'setAccount' | 'rentExemptMinimum' | 'on' | 'slot'>;

export interface EngineOptions {
  readonly now?: () => number;
  readonly onChange?: () => void;
  readonly recovered?: ReadonlySet<Address>;
}

/** Pools (vaults on the ledger) → prices → a market trading on a timer; history and a synthetic day give stats. */
export class Engine {
  readonly layout: PoolLayout;
  readonly profiles: readonly TokenProfile[];
  readonly liquidity: Liquidity;
  readonly prices: PriceBook;
  readonly market: Market;
  readonly history: PoolHistory;
  readonly activity: Activity;
  readonly stats: StatsSources;
  paused: boolean;
  private readonly listings: Listings;
  private readonly ticker: Ticker;
  private readonly dirtyPools = new Map<number, number>();
  private prunedAt = -1;
  private readonly now: () => number;
  private readonly onChange: () => void;

  private constructor(
    readonly world: World,
    readonly ledger: EngineLedger,
    layout: PoolLayout,
    state: EngineState | null,
    options: EngineOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.ticker = new Ticker(
      this.now,
      () => this.paused,
      (tickMs) => this.step(tickMs),
    );
    this.onChange = options.onChange ?? (() => undefined);
    this.layout = layout;
    this.listings = new Listings(world, layout);
    this.profiles = this.listings.profiles;
    this.history = state ? PoolHistory.fromJSON(state.pools) : new PoolHistory();
    this.activity = state ? Activity.fromJSON(state.activity) : new Activity();
    this.paused = state?.paused ?? false;
    this.liquidity = new Liquidity(ledger, layout, world.seed, state?.onChain ?? [], options.recovered);
    this.prices = new PriceBook(layout, this.liquidity, this.history, this.profiles, state?.genesisMs ?? this.now());
    this.market = new Market({
      world,
      layout,
      liquidity: this.liquidity,
      prices: this.prices,
      activity: this.activity,
      profiles: this.profiles,
    });
    if (state) {
      this.market.tick = state.tick;
      for (const [mint, anchor] of state.anchors) this.market.anchors.set(mint, anchor);
    }
    this.liquidity.onChange((pool) => this.dirtyPools.set(pool.index, Math.floor(this.now() / MINUTE_MS)));
    const { prices, listings } = this;
    this.stats = {
      prices,
      activity: this.activity,
      get genesisMs() {
        return prices.genesisMs;
      },
      profile: (token) => listings.profileOf(token),
      rate: (token) => listings.rate(token),
      tokenIndex: (token) => listings.indexOf(token),
      backfillMemo: new Map(),
    };
  }

  static create(world: World, ledger: EngineLedger, options: EngineOptions = {}): Engine {
    return new Engine(world, ledger, buildPoolLayout(world), null, options);
  }

  static checkSaved(state: EngineState, path = 'state file') {
    checkSavedState(state, path);
  }

  static restore(
    world: World,
    ledger: EngineLedger,
    state: EngineState,
    options: EngineOptions & { path?: string } = {},
  ) {
    return new Engine(world, ledger, restoredLayout(world, state, options.path), state, options);
  }

  toJSON(): EngineState {
    this.flush();
    return {
      version: ENGINE_STATE_VERSION,
      layout: this.layout.fingerprint,
      genesisMs: this.prices.genesisMs,
      tick: this.market.tick,
      paused: this.paused,
      onChain: this.liquidity.onChainIndices(),
      anchors: [...this.market.anchors],
      pools: this.history.toJSON(),
      activity: this.activity.toJSON(),
    };
  }

  reset() {
    this.listings.unlistLaunches((mint) => this.market.removeProfile(mint));
    this.history.clear();
    this.activity.clear();
    this.market.anchors.clear();
    this.market.tick = 0;
    this.prices.genesisMs = this.now();
    this.stats.backfillMemo.clear();
    this.liquidity.reset();
    this.dirtyPools.clear();
    this.prices.setCurrentMinute(Math.floor(this.now() / MINUTE_MS), true);
    this.onChange();
  }

  /** A Studio launch: in the world and the pools, with a quiet profile (the market never trades it). */
  listToken(token: SandboxToken, pools: readonly Omit<Pool, 'index'>[]): Pool[] {
    const profile = this.listings.list(token);
    if (profile) this.market.addProfile(profile);
    return pools.map((spec) => this.addPool(spec));
  }

  addPool(spec: Omit<Pool, 'index'>): Pool {
    const pool = this.layout.register(spec);
    this.liquidity.adopt(pool);
    return pool;
  }

  indexOf(token: SandboxToken): number {
    return this.listings.indexOf(token);
  }

  profileOf(token: SandboxToken): TokenProfile {
    return this.listings.profileOf(token);
  }

  get slot(): number {
    return this.ledger.slot;
  }

  nowMs(): number {
    return this.now();
  }

  flush() {
    for (const [index, minute] of this.dirtyPools) {
      const pool = this.layout.pools[index];
      const state = pool && this.prices.poolState(pool);
      if (state) this.history.record(index, minute, state[0], state[1]);
    }
    this.dirtyPools.clear();
    const minute = Math.floor(this.now() / MINUTE_MS);
    if (minute !== this.prunedAt) {
      this.prunedAt = minute;
      this.history.prune(minute);
      this.activity.prune(minute);
      this.stats.backfillMemo.clear();
    }
    this.prices.setCurrentMinute(minute);
  }

  step(tickMs = DEFAULT_MARKET_TICK_MS): MarketTrade[] {
    const trades = this.market.step(this.now(), tickMs);
    this.flush();
    return trades;
  }

  start(tickMs = DEFAULT_MARKET_TICK_MS, speed = 1) {
    this.ticker.start(tickMs, speed);
  }

  stop() {
    this.ticker.stop();
  }

  noteActivity() {
    this.ticker.noteActivity();
  }

  get sleeping(): boolean {
    return this.ticker.sleeping;
  }

  setPaused(paused: boolean) {
    if (this.paused !== paused) this.onChange();
    this.paused = paused;
  }

  recordTrade(pool: Pool, side: 'buy' | 'sell', usd: number, trader: string) {
    this.market.record(pool, side, usd, trader, true, this.now());
  }

  setPrice(mint: Address, usdPrice: number): SetPriceResult {
    return setPrice(this, mint, usdPrice, () => {
      this.flush();
      this.onChange();
    });
  }

  swapStats(token: SandboxToken, interval: StatsInterval): SwapStats {
    this.flush();
    return swapStats(this.stats, token, STATS_WINDOWS[interval], this.now());
  }

  priceChange24h(mint: Address): number | null {
    this.flush();
    const now = this.prices.usdNow(mint);
    const then = this.prices.usdAt(mint, this.now() - 1440 * MINUTE_MS);
    return now === null || then === null || then === 0 ? null : Math.round((now / then - 1) * 100 * 1e4) / 1e4;
  }
}
