import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Ledger, type LedgerMeta } from './chain/ledger';
import { LazyWorld } from './lazy-world';
import { SandboxTime } from './chain/sandbox-time';
import type { RecordJson } from './chain/record-json';
import { Engine, type EngineState } from './engine/engine';
import { DEFAULT_MARKET_TICK_MS } from './engine/market';
import { FamilyHost } from './family-host';
import { FAMILIES, type FamilyName, type ServiceOf } from './families';
import type { FamilyContext } from './kit/family';
import { installPoolCosigner } from './kit/tx/pool-cosigner';
import { changeOf, entryOf, Journal, type EntryWithLines } from './state/journal';
import { ensureStateFolder, readStateFile, writeStateFile } from './state/state-file';
import { fundWallet, STARTER_PACK, type FundRequest } from './world/fund';
import { seedLedger } from './world/seed-ledger';

export interface SandboxOptions {
  seed: string;
  /** Where the state file lives; null keeps everything in memory (tests). */
  statePath: string | null;
  reset?: boolean;
  now?: () => number;
}

// What the sandbox keeps off the chain: its own parts, then each family's section under the family's name (absent in
// files written before it existed). `records` is its own section since format 2 (older files keep it in `ledger`).
interface OffChainState {
  ledger: Omit<LedgerMeta, 'records'> & { records?: RecordJson[] };
  journalSeq?: number;
  welcomed: string[];
  engine?: EngineState;
  timeOffsetMs?: number;
  [family: string]: unknown;
}

// Open sandboxes: a test worker running many closes them all at the end of a file.
const open = new Set<Sandbox>();

const journalPathOf = (statePath: string) => join(dirname(statePath), 'sandbox-journal.jsonl');
const uploadsDirOf = (statePath: string | null) => (statePath ? join(dirname(statePath), 'studio-uploads') : null);

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
  private built: Engine | null = null;
  private savedEngine: EngineState | undefined;
  private marketTickMs: number | null = null;
  private welcomed: Set<string>;
  private dirty = false;
  // When the restored state was last written (state file or journal), for the clock to catch up.
  lastWrittenMs: number | null = null;
  private journal: Journal | null = null;
  private readonly recovered = new Set<string>();

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
    // Journaled before any keeper that listens runs (theirs are registered later), so a kill -9 keeps the jump.
    this.time.onAdvance(() => {
      this.dirty = true;
      this.journal?.append({ ...entryOf(this.ledger.takeWrites()), timeOffsetMs: this.time.offsetMs });
    });
    this.savedEngine = saved?.engine;
    this.welcomed = new Set(saved?.welcomed ?? []);
    // Slots count too: a restart must resume at or after the height clients last saw, or their blockhashes lie.
    for (const event of ['slot', 'transaction', 'account'] as const) ledger.on(event, () => (this.dirty = true));
    this.context = contextOf(this);
    this.families = new FamilyHost(FAMILIES, this.context, {
      active: () => this.journal !== null,
      append: (family, line) => this.journal?.append({ ...entryOf(this.ledger.takeWrites()), [family]: line }),
    });
    if (saved) this.families.load(saved);
    // Client-assembled swaps arrive without the pool authorities' signatures: added when the pools are paid their due.
    installPoolCosigner(this);
    open.add(this);
  }

  // Every landing is journaled before it is answered (state/journal.ts).
  private attachJournal(path: string, seq: number) {
    this.journal = new Journal(path, seq);
    const journal = this.journal;
    this.ledger.setJournal((change) => {
      journal.append(entryOf(change));
    });
  }

  // Direct writes as durable as a landing (funding's token credits, a welcome).
  private journalWrites(welcomed?: string) {
    this.journal?.append({ ...entryOf(this.ledger.takeWrites()), ...(welcomed ? { welcomed } : {}) });
  }

  private replay(entries: EntryWithLines[], afterSeq: number): number {
    let seq = afterSeq;
    for (const entry of entries) {
      if (entry.seq <= afterSeq || entry.genesisHash !== this.ledger.genesisHash) continue;
      this.ledger.applyChange(changeOf(entry));
      for (const [address] of entry.accounts) this.recovered.add(address);
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
    if (statePath) ensureStateFolder(statePath);
    const saved = statePath && !options.reset ? readStateFile<OffChainState>(statePath, options.seed) : null;
    if (statePath && saved) {
      if (saved.state.engine) Engine.checkSaved(saved.state.engine, options.statePath ?? undefined);
      const ledger = Ledger.restore({
        svm: saved.ledgerBytes,
        meta: saved.state.ledger,
        records: () => saved.state.ledger.records ?? (saved.section('records') as RecordJson[] | undefined) ?? [],
      });
      const sandbox = new Sandbox(options, true, world, ledger, saved.state);
      const path = journalPathOf(statePath);
      const entries = Journal.read<EntryWithLines>(path);
      sandbox.attachJournal(path, sandbox.replay(entries, saved.state.journalSeq ?? 0));
      sandbox.lastWrittenMs = Math.max(...[statePath, path].map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
      // After the ledger's replay: trigger settles what it had sent from the landings the ledger kept.
      sandbox.families.open();
      return sandbox;
    }
    const ledger = Ledger.create();
    seedLedger(ledger, world);
    const sandbox = new Sandbox(options, false, world, ledger, null);
    sandbox.dirty = true;
    if (statePath) {
      sandbox.attachJournal(journalPathOf(statePath), 0);
      sandbox.journal?.clear(); // another world's entries
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

  // Built on first use (~60–100 ms, off the start-up path); a saved market from another pool layout throws here.
  get engine(): Engine {
    if (!this.built) {
      const options = {
        now: this.options.now,
        onChange: () => this.markDirty(),
        path: this.options.statePath ?? undefined,
        recovered: this.recovered,
      };
      this.built = this.savedEngine
        ? Engine.restore(this.world, this.ledger, this.savedEngine, options)
        : Engine.create(this.world, this.ledger, options);
      this.savedEngine = undefined;
      if (this.marketTickMs !== null) this.built.start(this.marketTickMs);
      this.families.engineBuilt(this.built);
    }
    return this.built;
  }

  // The market runs once the engine exists: it trades nothing before anyone asked for a price.
  startMarket(tickMs?: number) {
    this.marketTickMs = tickMs ?? DEFAULT_MARKET_TICK_MS;
    this.built?.start(this.marketTickMs);
    this.families.enter('market');
  }

  stopMarket() {
    this.marketTickMs = null;
    this.built?.stop();
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
    if (this.journal) this.save(true);
  }

  fund(address: string, request: FundRequest) {
    fundWallet(this.ledger, this.world, address, request);
    this.dirty = true;
    this.journalWrites();
  }

  // The first-connect grant: the starter pack once per address until the next reset.
  welcome(address: string): boolean {
    if (this.welcomed.has(address)) return false;
    fundWallet(this.ledger, this.world, address, STARTER_PACK);
    this.welcomed.add(address);
    this.dirty = true;
    this.journalWrites(address);
    return true;
  }

  save(force = false): boolean {
    if (!this.options.statePath || (!this.dirty && !force)) return false;
    const { svm, meta } = this.ledger.snapshot();
    const { records, ...ledger } = meta;
    const engine = this.built ? this.built.toJSON() : this.savedEngine;
    const state: OffChainState = {
      ledger,
      welcomed: [...this.welcomed],
      timeOffsetMs: this.time.offsetMs,
      ...(engine ? { engine } : {}),
      ...(this.journal ? { journalSeq: this.journal.seq } : {}),
      ...this.families.save(),
    };
    writeStateFile(this.options.statePath, this.options.seed, state, svm, { records });
    this.journal?.clear();
    this.dirty = false;
    return true;
  }

  // Test files sharing a worker close what they opened, or its timers would run on through the files after them.
  close() {
    this.stopMarket();
    this.families.close();
    this.ledger.setJournal(null);
    this.journal?.close();
    this.journal = null;
    open.delete(this);
  }

  static closeAll() {
    for (const sandbox of open) sandbox.close();
  }

  markDirty() {
    this.dirty = true;
  }
}
