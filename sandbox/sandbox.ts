import { Ledger, type LedgerMeta } from './chain/ledger';
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
}

/** What the sandbox keeps off the chain; each family adds its own part as it lands. */
interface OffChainState {
  ledger: LedgerMeta;
  welcomed: string[];
}

/**
 * The sandbox's state in one place: the seeded world, the ledger, and the off-chain records. It loads itself from the
 * state file when there is one and writes it back atomically on request (the server's timer and signal handlers).
 */
export class Sandbox {
  readonly world: World;
  readonly ledger: Ledger;
  private welcomed: Set<string>;
  /** True when something changed since the last save. */
  private dirty = false;
  readonly restored: boolean;

  private constructor(
    readonly options: SandboxOptions,
    world: World,
    ledger: Ledger,
    welcomed: string[],
    restored: boolean,
  ) {
    this.world = world;
    this.ledger = ledger;
    this.welcomed = new Set(welcomed);
    this.restored = restored;
    // Slots count too: a restart must resume at or after the height clients last saw, or their blockhashes lie.
    for (const event of ['slot', 'transaction', 'account'] as const) ledger.on(event, () => (this.dirty = true));
  }

  /** Load the saved state, or seed a fresh world. Throws StateFileError when a state file is unusable. */
  static open(options: SandboxOptions): Sandbox {
    const world = buildWorld(options.seed);
    const saved =
      options.statePath && !options.reset ? readStateFile<OffChainState>(options.statePath, options.seed) : null;
    if (saved) {
      const ledger = Ledger.restore({ svm: saved.ledgerBytes, meta: saved.state.ledger });
      return new Sandbox(options, world, ledger, saved.state.welcomed, true);
    }
    const ledger = Ledger.create();
    seedLedger(ledger, world);
    const sandbox = new Sandbox(options, world, ledger, [], false);
    sandbox.dirty = true;
    return sandbox;
  }

  /** Back to the seeded world: a new genesis, every wallet empty, every off-chain record gone. */
  reset() {
    this.ledger.reset();
    seedLedger(this.ledger, this.world);
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
    const state: OffChainState = { ledger: meta, welcomed: [...this.welcomed] };
    writeStateFile(this.options.statePath, this.options.seed, state, svm);
    this.dirty = false;
    return true;
  }

  markDirty() {
    this.dirty = true;
  }
}
