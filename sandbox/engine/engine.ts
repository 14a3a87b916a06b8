import type { Ledger } from '../chain/ledger';
import { StateFileError } from '../state/state-file';
import type { Address } from '../world/address';
import type { SandboxToken } from '../world/token';
import type { World } from '../world/world';
import { reservesAtMid } from './cp-math';
import { Activity, PoolHistory } from './history';
import { Liquidity } from './liquidity';
import { DEFAULT_MARKET_TICK_MS, Market, type MarketTrade } from './market';
import { buildPoolLayout, LAYOUT_VERSION, type Pool, type PoolLayout, SOL_MINT, USDC_MINT } from './pool-layout';
import { MINUTE_MS, PriceBook } from './price-book';
import { buildProfiles, type TokenProfile } from './profile';
import {
  type BackfillRate,
  STATS_WINDOWS,
  type StatsInterval,
  type StatsSources,
  type SwapStats,
  swapStats,
} from './stats';

export const IDLE_MS = 10 * 60_000;

export type EngineLedger = Pick<Ledger, 'getAccount' | 'setAccount' | 'rentExemptMinimum' | 'on' | 'slot'>;

export interface EngineState {
  version: number;
  /** State from another layout (another sandbox version) is refused. */
  layout: string;
  genesisMs: number;
  tick: number;
  paused: boolean;
  /** The long tail is written on first touch. */
  onChain: number[];
  anchors: [Address, number][];
  pools: [number, number[]][];
  activity: [number, number[]][];
}

export interface EngineOptions {
  readonly now?: () => number;
  readonly onChange?: () => void;
  readonly recovered?: ReadonlySet<Address>;
}

export type SetPriceResult =
  | {
      ok: true;
      mint: Address;
      usdPrice: number;
      pools: { id: Address; dex: string; quoteMint: Address; mid: number }[];
    }
  | { ok: false; error: string };

/** Pools (vaults on the ledger) → prices → a market trading on a timer; history and a synthetic day give stats. */
export class Engine {
  readonly layout: PoolLayout;
  readonly profiles: readonly TokenProfile[];
  readonly liquidity: Liquidity;
  readonly prices: PriceBook;
  readonly market: Market;
  readonly history: PoolHistory;
  readonly activity: Activity;
  paused: boolean;
  private readonly rates: BackfillRate[];
  private readonly seededTokens: number;
  private readonly seededPools: number;
  private readonly tokenIndex: Map<Address, number>;
  private readonly dirtyPools = new Map<number, number>();
  private prunedAt = -1;
  private timer: NodeJS.Timeout | null = null;
  private lastActivity: number;
  private readonly now: () => number;
  private readonly onChange: () => void;
  readonly stats: StatsSources;

  private constructor(
    readonly world: World,
    readonly ledger: EngineLedger,
    layout: PoolLayout,
    state: EngineState | null,
    options: EngineOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.lastActivity = this.now();
    this.onChange = options.onChange ?? (() => undefined);
    this.layout = layout;
    this.profiles = buildProfiles(world);
    this.tokenIndex = new Map(world.tokens.map((t, i) => [t.id, i]));
    this.rates = backfillRates(layout, this.profiles, this.tokenIndex);
    this.seededTokens = world.tokens.length;
    this.seededPools = layout.pools.length;
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
    const prices = this.prices;
    this.stats = {
      prices,
      activity: this.activity,
      get genesisMs() {
        return prices.genesisMs;
      },
      profile: (token) => this.profileOf(token),
      rate: (token) => this.rates[this.indexOf(token)] ?? { tradesPerMinute: 0, tradeUsd: 0 },
      tokenIndex: (token) => this.indexOf(token),
      backfillMemo: new Map(),
    };
  }

  /** A Studio launch: in the world and the pools, with a quiet profile (the market never trades it). */
  listToken(token: SandboxToken, pools: readonly Omit<Pool, 'index'>[]): Pool[] {
    if (!this.tokenIndex.has(token.id)) {
      const index = this.world.tokens.length;
      (this.world.tokens as SandboxToken[]).push(token);
      (this.world.byMint as Map<Address, SandboxToken>).set(token.id, token);
      const profile = quietProfile(token, index);
      (this.profiles as TokenProfile[]).push(profile);
      this.tokenIndex.set(token.id, index);
      this.rates.push({ tradesPerMinute: 0, tradeUsd: 0 });
      this.market.addProfile(profile);
    }
    return pools.map((spec) => this.addPool(spec));
  }

  addPool(spec: Omit<Pool, 'index'>): Pool {
    const pool = this.layout.register(spec);
    this.liquidity.adopt(pool);
    return pool;
  }

  static create(world: World, ledger: EngineLedger, options: EngineOptions = {}): Engine {
    return new Engine(world, ledger, buildPoolLayout(world), null, options);
  }

  /** Refuse, before anything is built, state this version cannot read; `restore` also compares the fingerprint. */
  static checkSaved(state: EngineState, path = 'state file') {
    if (state.version !== 1 || !state.layout.startsWith(`v${String(LAYOUT_VERSION)}-`)) throw layoutMismatch(path);
  }

  static restore(
    world: World,
    ledger: EngineLedger,
    state: EngineState,
    options: EngineOptions & { path?: string } = {},
  ) {
    const layout = buildPoolLayout(world);
    if (state.version !== 1 || state.layout !== layout.fingerprint) throw layoutMismatch(options.path ?? 'state file');
    return new Engine(world, ledger, layout, state, options);
  }

  reset() {
    this.unlistLaunches();
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

  private unlistLaunches() {
    const tokens = this.world.tokens as SandboxToken[];
    for (const token of tokens.splice(this.seededTokens)) {
      (this.world.byMint as Map<Address, SandboxToken>).delete(token.id);
      this.tokenIndex.delete(token.id);
      this.market.removeProfile(token.id);
    }
    (this.profiles as TokenProfile[]).splice(this.seededTokens);
    this.rates.splice(this.seededTokens);
    this.layout.truncate(this.seededPools);
  }

  toJSON(): EngineState {
    this.flush();
    return {
      version: 1,
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

  indexOf(token: SandboxToken): number {
    return this.tokenIndex.get(token.id) ?? -1;
  }

  profileOf(token: SandboxToken): TokenProfile {
    const profile = this.profiles[this.indexOf(token)];
    if (!profile) throw new Error(`no market profile for ${token.id}`);
    return profile;
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

  /** Each tick trades what `tickMs × speed` of market time would (speed > 1 for demos and tests). */
  start(tickMs = DEFAULT_MARKET_TICK_MS, speed = 1) {
    this.stop();
    this.timer = setInterval(() => {
      if (!this.paused && !this.sleeping) this.step(tickMs * speed);
    }, tickMs);
    this.timer.unref();
  }

  noteActivity() {
    this.lastActivity = this.now();
  }

  /** Idle past IDLE_MS, the timer stops: spares the CPU and litesvm's ever-growing native memory overnight. */
  get sleeping(): boolean {
    return this.now() - this.lastActivity > IDLE_MS;
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  setPaused(paused: boolean) {
    if (this.paused !== paused) this.onChange();
    this.paused = paused;
  }

  recordTrade(pool: Pool, side: 'buy' | 'sell', usd: number, trader: string) {
    this.market.record(pool, side, usd, trader, true, this.now());
  }

  /** Every pool of the token moves along its curve (k kept, as an arbitrage would); SOL pools convert through SOL. */
  setPrice(mint: Address, usdPrice: number): SetPriceResult {
    if (mint === USDC_MINT) return { ok: false, error: 'mint: USDC is the unit of account (always 1 USD)' };
    if (!this.world.byMint.has(mint)) return { ok: false, error: `mint: no token with mint ${mint} in the sandbox` };
    const pools = this.layout.byBase.get(mint) ?? [];
    if (pools.length === 0) return { ok: false, error: `mint: ${mint} has no pools to price it` };
    if (pools.some((p) => p.own)) return { ok: false, error: `mint: ${mint} is a Studio launch; trade it to move it` };
    const plan: { pool: Pool; next: { base: bigint; quote: bigint } }[] = [];
    for (const pool of pools) {
      const quoteUsd = mint === SOL_MINT ? 1 : this.prices.usdNow(pool.quoteMint);
      if (!quoteUsd) return { ok: false, error: `mint: the quote of pool ${pool.dex} has no price` };
      const rawTarget = ((usdPrice / quoteUsd) * 10 ** pool.quoteDecimals) / 10 ** pool.baseDecimals;
      const r = this.liquidity.reserves(pool);
      const next = reservesAtMid(r.base, r.quote, rawTarget);
      if (!next)
        return { ok: false, error: `usdPrice: ${String(usdPrice)} is out of range for the depth of its pools` };
      plan.push({ pool, next });
    }
    for (const { pool, next } of plan) this.liquidity.writeReserves(pool, next);
    this.market.setAnchor(mint, usdPrice);
    this.flush();
    this.onChange();
    return {
      ok: true,
      mint,
      usdPrice: this.prices.usdNow(mint) ?? usdPrice,
      pools: plan.map(({ pool }) => ({
        id: this.layout.addresses(pool).id,
        dex: pool.dex,
        quoteMint: pool.quoteMint,
        mid: this.prices.poolState(pool)?.[0] ?? 0,
      })),
    };
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

function layoutMismatch(path: string) {
  return new StateFileError(
    path,
    'version',
    `${path} holds market state from another version of the sandbox (its pools differ). Start with --reset to begin a fresh sandbox.`,
  );
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
