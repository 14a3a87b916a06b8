import { Ledger, type LedgerMeta } from './chain/ledger';
import { Engine, type EngineState } from './engine/engine';
import { installPoolCosigner } from './swap/tx/pool-cosigner';
import { DEFAULT_MARKET_TICK_MS } from './engine/market';
import { readStateFile, writeStateFile } from './state/state-file';
import { fundWallet, STARTER_PACK, type FundRequest } from './world/fund';
import { seedLedger } from './world/seed-ledger';
import { buildWorld, type World } from './world/world';

export interface SandboxOptions {
  seed: string;
  /** Where the state file lives; null keeps everything in memory (tests). */
  statePath: string | null;
  /** Ignore (and later replace) any saved state. */
  reset?: boolean;
  /** Wall clock for the market and its history (tests pass their own). */
  now?: () => number;
}

/** What the sandbox keeps off the chain; each family adds its own part as it lands. */
interface OffChainState {
  ledger: LedgerMeta;
  welcomed: string[];
  /** Pools on chain, market history and settings (absent in files written before the engine existed). */
  engine?: EngineState;
}

/**
 * The sandbox's state in one place: the seeded world, the ledger, and the off-chain records. It loads itself from the
 * state file when there is one and writes it back atomically on request (the server's timer and signal handlers).
 */
export class Sandbox {
  readonly world: World;
  readonly ledger: Ledger;
  private built: Engine | null = null;
  /** The saved engine state until the engine is first needed. */
  private savedEngine: EngineState | undefined;
  private marketTickMs: number | null = null;
  private welcomed: Set<string>;
  /** True when something changed since the last save. */
  private dirty = false;
  readonly restored: boolean;

  private constructor(
    readonly options: SandboxOptions,
    world: World,
    ledger: Ledger,
    savedEngine: EngineState | undefined,
    welcomed: string[],
    restored: boolean,
  ) {
    this.world = world;
    this.ledger = ledger;
    this.savedEngine = savedEngine;
    this.welcomed = new Set(welcomed);
    this.restored = restored;
    // Slots count too: a restart must resume at or after the height clients last saw, or their blockhashes lie.
    for (const event of ['slot', 'transaction', 'account'] as const) ledger.on(event, () => (this.dirty = true));
    // Client-assembled swaps (swap v2 build, quote v1 POST /swap) reach the ledger without the pool authorities'
    // signatures; the co-signer adds them when the pools are paid what their curves ask, as an AMM program would.
    installPoolCosigner(this);
  }

  /** Load the saved state, or seed a fresh world. Throws StateFileError when a state file is unusable. */
  static open(options: SandboxOptions): Sandbox {
    const world = buildWorld(options.seed);
    const saved =
      options.statePath && !options.reset ? readStateFile<OffChainState>(options.statePath, options.seed) : null;
    if (saved) {
      if (saved.state.engine) Engine.checkSaved(saved.state.engine, options.statePath ?? undefined);
      const ledger = Ledger.restore({ svm: saved.ledgerBytes, meta: saved.state.ledger });
      return new Sandbox(options, world, ledger, saved.state.engine, saved.state.welcomed, true);
    }
    const ledger = Ledger.create();
    seedLedger(ledger, world);
    const sandbox = new Sandbox(options, world, ledger, undefined, [], false);
    sandbox.dirty = true;
    return sandbox;
  }

  /**
   * Pools, prices and the market, built on first use (~60–100 ms, kept off the start-up path: a restart answers
   * health before the first token or price request pays for it). A saved market from another pool layout throws
   * StateFileError here.
   */
  get engine(): Engine {
    if (!this.built) {
      const options = {
        now: this.options.now,
        onChange: () => this.markDirty(),
        path: this.options.statePath ?? undefined,
      };
      this.built = this.savedEngine
        ? Engine.restore(this.world, this.ledger, this.savedEngine, options)
        : Engine.create(this.world, this.ledger, options);
      this.savedEngine = undefined;
      if (this.marketTickMs !== null) this.built.start(this.marketTickMs);
    }
    return this.built;
  }

  /** Run the market on its timer once the engine exists (it trades nothing before anyone asked for a price). */
  startMarket(tickMs?: number) {
    this.marketTickMs = tickMs ?? DEFAULT_MARKET_TICK_MS;
    this.built?.start(this.marketTickMs);
  }

  stopMarket() {
    this.marketTickMs = null;
    this.built?.stop();
  }

  /** Back to the seeded world: a new genesis, every wallet empty, every off-chain record gone. */
  reset() {
    this.ledger.reset();
    seedLedger(this.ledger, this.world);
    this.engine.reset();
    this.welcomed = new Set();
    this.dirty = true;
  }

  fund(address: string, request: FundRequest) {
    fundWallet(this.ledger, this.world, address, request);
    this.dirty = true;
  }

  /** The first-connect grant: the starter pack once per address (until the next reset). */
  welcome(address: string): boolean {
    if (this.welcomed.has(address)) return false;
    this.fund(address, STARTER_PACK);
    this.welcomed.add(address);
    return true;
  }

  /** Write the state file if anything changed (or when forced). Returns whether it wrote. */
  save(force = false): boolean {
    if (!this.options.statePath || (!this.dirty && !force)) return false;
    const { svm, meta } = this.ledger.snapshot();
    const engine = this.built ? this.built.toJSON() : this.savedEngine;
    const state: OffChainState = { ledger: meta, welcomed: [...this.welcomed], ...(engine ? { engine } : {}) };
    writeStateFile(this.options.statePath, this.options.seed, state, svm);
    this.dirty = false;
    return true;
  }

  markDirty() {
    this.dirty = true;
  }
}
