import { Refused } from '../kit/refused';
import type { Ledger } from '../chain/ledger';
import { Markets } from './markets';
import { emptyState, type PredictionState } from './state';
import { Social } from './social';
import { Trading } from './trading';
import { Views } from './views';
import { buildPredictionWorld } from './world/world';

export interface PredictionDeps {
  readonly ledger: Ledger;
  readonly seed: string;
  readonly time: { now(): number; onAdvance(listener: (now: number) => void): () => void };
  readonly markDirty: () => void;
}

/** Spec §4.11, supplement §11; built on first use from the saved state, or fresh with genesis at the sandbox's now. */
export class PredictionService {
  readonly markets: Markets;
  readonly trading: Trading;
  readonly views: Views;
  readonly social: Social;
  private readonly stops: (() => void)[] = [];
  /** Image URLs point back at it. */
  origin = 'http://127.0.0.1:8787';

  constructor(
    readonly deps: PredictionDeps,
    readonly state: PredictionState,
  ) {
    const world = buildPredictionWorld(deps.seed, state.anchorS);
    this.markets = new Markets(
      world,
      state,
      () => deps.time.now(),
      () => this.origin,
      deps.seed,
    );
    this.trading = new Trading({
      ledger: deps.ledger,
      seed: deps.seed,
      markets: this.markets,
      state,
      markDirty: deps.markDirty,
    });
    this.views = new Views(state, this.markets, this.trading, deps.seed);
    this.social = new Social(state, this.markets, this.trading, deps.seed);
    this.stops.push(
      deps.ledger.on('transaction', this.trading.onLanded),
      deps.ledger.addCosigner(this.trading.cosigner),
      deps.time.onAdvance(() => this.trading.sweep()),
    );
    this.trading.reconcile();
  }

  static open(deps: PredictionDeps, saved: PredictionState | undefined): PredictionService {
    if (saved) return new PredictionService(deps, saved);
    // A fresh genesis must reach the state file even if nothing trades: every seeded time hangs on it.
    deps.markDirty();
    return new PredictionService(deps, emptyState(deps.time.now()));
  }

  touch(origin: string) {
    this.origin = origin;
    this.trading.sweep();
  }

  resolve(marketId: string, result: 'yes' | 'no') {
    const market = this.markets.market(marketId);
    if (!market) throw new Refused(404, `no market ${marketId}`, { status: 404 });
    const already = this.markets.resolution(market);
    if (already) throw new Refused(409, `market ${marketId} already settled ${already.result}`, { status: 409 });
    this.state.resolutions[marketId] = { result, at: this.markets.nowS() };
    this.deps.markDirty();
    this.afterChange();
    return { marketId, result, resolvedAt: this.markets.nowS(), market: this.markets.marketJson(market) };
  }

  setTradingActive(active: boolean) {
    this.state.tradingActive = active;
    this.deps.markDirty();
  }

  private afterChange() {
    this.trading.sweep();
  }

  close() {
    for (const stop of this.stops.splice(0)) stop();
  }
}
