import { Ledger } from './chain/ledger';
import { LazyEngine } from './lazy-engine';
import { LazyWorld } from './lazy-world';
import { SandboxTime } from './chain/sandbox-time';
import type { Engine } from './engine/engine';
import { FamilyHost } from './family-host';
import { FAMILIES, type FamilyName, type ServiceOf } from './families';
import type { FamilyContext } from './kit/family';
import { installPoolCosigner } from './kit/tx/pool-cosigner';
import { changeOf, Journal, type EntryWithLines } from './state/journal';
import { SandboxJournal } from './state/sandbox-journal';
import { journalPathOf, lastWrittenMs, type OffChainState, readSaved, uploadsDirOf } from './state/off-chain';
import { writeStateFile } from './state/state-file';
import { fundWallet, STARTER_PACK, type FundRequest } from './world/fund';
import { seedLedger } from './world/seed-ledger';

export interface SandboxOptions {
  seed: string;
  /** Where the state file lives; null keeps everything in memory (tests). */
  statePath: string | null;
  reset?: boolean;
  now?: () => number;
}

// Open sandboxes: a test worker running many closes them all at the end of a file.
const open = new Set<Sandbox>();

function contextOf(sandbox: Sandbox): FamilyContext {
  return {
    seed: sandbox.options.seed,
    world: sandbox.world,
    ledger: sandbox.ledger,
    time: sandbox.time,
    get engine() {
      return sandbox.engine;
    },
    uploadsDir: uploadsDirOf(sandbox.options.statePath),
    restored: sandbox.restored,
    markDirty: () => sandbox.markDirty(),
    persist: () => sandbox.save(true),
    fund: (address, request) => sandbox.fund(address, request),
  };
}

export class Sandbox {
  readonly world: LazyWorld;
  readonly ledger: Ledger;
  readonly time: SandboxTime;
  /** The one object every family is built from and its routes receive. */
  readonly context: FamilyContext;
  readonly families: FamilyHost;
  private readonly market: LazyEngine;
  private welcomed: Set<string>;
  private dirty = false;
  lastWrittenMs: number | null = null;
  private readonly journal: SandboxJournal;

  private constructor(
    readonly options: SandboxOptions,
    readonly restored: boolean,
    world: LazyWorld,
    ledger: Ledger,
    saved: OffChainState | null,
  ) {
    this.world = world;
    this.ledger = ledger;
    this.time = new SandboxTime(saved?.timeOffsetMs ?? 0);
    ledger.wallClock = () => this.time.now();
    this.journal = new SandboxJournal(ledger);
    // Journaled before any keeper that listens runs (theirs are registered later), so a kill -9 keeps the jump.
    this.time.onAdvance(() => {
      this.dirty = true;
      this.journal.write({ timeOffsetMs: this.time.offsetMs });
    });
    this.market = new LazyEngine(world, ledger, saved?.engine, {
      now: options.now,
      path: options.statePath ?? undefined,
      onChange: () => this.markDirty(),
      onBuilt: (engine) => this.families.engineBuilt(engine),
    });
    this.welcomed = new Set(saved?.welcomed ?? []);
    // Slots count too: a restart must resume at or after the height clients last saw, or their blockhashes lie.
    for (const event of ['slot', 'transaction', 'account'] as const) ledger.on(event, () => (this.dirty = true));
    this.context = contextOf(this);
    this.families = new FamilyHost(FAMILIES, this.context, {
      active: () => this.journal.active,
      append: (family, line) => this.journal.write({ [family]: line }),
    });
    if (saved) this.families.load(saved);
    // Client-assembled swaps arrive without the pool authorities' signatures: added when the pools are paid their due.
    installPoolCosigner(this);
    open.add(this);
  }

  private replay(entries: EntryWithLines[], afterSeq: number): number {
    let seq = afterSeq;
    for (const entry of entries) {
      if (entry.seq <= afterSeq || entry.genesisHash !== this.ledger.genesisHash) continue;
      this.ledger.applyChange(changeOf(entry));
      for (const [address] of entry.accounts) this.market.recovered.add(address);
      if (entry.welcomed) this.welcomed.add(entry.welcomed);
      this.families.replay(entry);
      if (entry.timeOffsetMs !== undefined) this.time.restoreOffset(entry.timeOffsetMs);
      seq = entry.seq;
      this.dirty = true;
    }
    return seq;
  }

  // Throws StateFileError when a state file is unusable.
  static open(options: SandboxOptions): Sandbox {
    const world = new LazyWorld(options.seed);
    const { statePath } = options;
    const saved = statePath ? readSaved(statePath, options.seed, options.reset) : null;
    if (statePath && saved) {
      const sandbox = new Sandbox(options, true, world, saved.ledger, saved.state);
      const path = journalPathOf(statePath);
      const entries = Journal.read<EntryWithLines>(path);
      // Every landing is journaled before it is answered (state/journal.ts).
      sandbox.journal.attach(path, sandbox.replay(entries, saved.state.journalSeq ?? 0));
      sandbox.lastWrittenMs = lastWrittenMs(statePath);
      // After the ledger's replay: trigger settles what it had sent from the landings the ledger kept.
      sandbox.families.open();
      return sandbox;
    }
    const ledger = Ledger.create();
    seedLedger(ledger, world);
    const sandbox = new Sandbox(options, false, world, ledger, null);
    sandbox.dirty = true;
    if (statePath) {
      sandbox.journal.attach(journalPathOf(statePath), 0);
      sandbox.journal.clear(); // another world's entries
    }
    sandbox.families.open();
    return sandbox;
  }

  family<N extends FamilyName>(name: N): ServiceOf<N> {
    return this.families.get(name) as ServiceOf<N>;
  }

  get studio() {
    return this.family('studio');
  }

  get recurring() {
    return this.family('recurring');
  }

  get send() {
    return this.family('send');
  }

  get lend() {
    return this.family('lend');
  }

  get trigger() {
    return this.family('trigger');
  }

  get prediction() {
    return this.family('prediction');
  }

  get engine(): Engine {
    return this.market.engine;
  }

  startMarket(tickMs?: number) {
    this.market.start(tickMs);
    this.families.enter('market');
  }

  stopMarket() {
    this.market.stop();
    this.families.leave('market');
  }

  // An HTTP app mounted the families' routes: the keepers that serve them start (http/app.ts).
  mounted() {
    this.families.enter('app');
  }

  reset() {
    this.time.reset();
    this.ledger.reset();
    seedLedger(this.ledger, this.world);
    this.families.reset();
    this.engine.reset();
    this.welcomed = new Set();
    this.dirty = true;
    // The journal's entries belong to the old genesis: write the new one at once.
    if (this.journal.active) this.save(true);
  }

  fund(address: string, request: FundRequest) {
    fundWallet(this.ledger, this.world, address, request);
    this.dirty = true;
    this.journal.write();
  }

  // The first-connect grant: the starter pack once per address until the next reset.
  welcome(address: string): boolean {
    if (this.welcomed.has(address)) return false;
    fundWallet(this.ledger, this.world, address, STARTER_PACK);
    this.welcomed.add(address);
    this.dirty = true;
    this.journal.write({ welcomed: address });
    return true;
  }

  save(force = false): boolean {
    if (!this.options.statePath || (!this.dirty && !force)) return false;
    const { svm, meta: ledger, records } = this.ledger.encodedSnapshot();
    const engine = this.market.toJSON();
    const state: OffChainState = {
      ledger,
      welcomed: [...this.welcomed],
      timeOffsetMs: this.time.offsetMs,
      ...(engine ? { engine } : {}),
      ...(this.journal.active ? { journalSeq: this.journal.seq } : {}),
      ...this.families.save(),
    };
    writeStateFile(this.options.statePath, this.options.seed, state, svm, { records });
    this.journal.clear();
    this.dirty = false;
    return true;
  }

  // Test files sharing a worker close what they opened, or its timers would run on through the files after them.
  close() {
    this.stopMarket();
    this.families.close();
    this.journal.close();
    open.delete(this);
  }

  static closeAll() {
    for (const sandbox of open) sandbox.close();
  }

  markDirty() {
    this.dirty = true;
  }
}
