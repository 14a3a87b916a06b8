import type { Ledger } from './chain/ledger';
import { Engine, type EngineState } from './engine/engine';
import { DEFAULT_MARKET_TICK_MS } from './engine/market';
import type { World } from './world/world';

export interface LazyEngineOptions {
  readonly now?: () => number;
  /** The state file, named when a saved market from another pool layout is refused. */
  readonly path?: string;
  readonly onChange: () => void;
  readonly onBuilt: (engine: Engine) => void;
}

// Built on first use (~60–100 ms, off the start-up path); a saved market from another pool layout throws here. The
// market runs once the engine exists: it trades nothing before anyone asked for a price.
export class LazyEngine {
  private built: Engine | null = null;
  private tickMs: number | null = null;
  /** Accounts the journal's replay wrote after the state file: the engine reads them back from the ledger. */
  readonly recovered = new Set<string>();

  constructor(
    private readonly world: World,
    private readonly ledger: Ledger,
    private saved: EngineState | undefined,
    private readonly options: LazyEngineOptions,
  ) {}

  get engine(): Engine {
    if (!this.built) {
      const { now, path, onChange } = this.options;
      const options = { now, onChange, path, recovered: this.recovered };
      this.built = this.saved
        ? Engine.restore(this.world, this.ledger, this.saved, options)
        : Engine.create(this.world, this.ledger, options);
      this.saved = undefined;
      if (this.tickMs !== null) this.built.start(this.tickMs);
      this.options.onBuilt(this.built);
    }
    return this.built;
  }

  toJSON(): EngineState | undefined {
    return this.built ? this.built.toJSON() : this.saved;
  }

  start(tickMs = DEFAULT_MARKET_TICK_MS) {
    this.tickMs = tickMs;
    this.built?.start(tickMs);
  }

  stop() {
    this.tickMs = null;
    this.built?.stop();
  }
}
