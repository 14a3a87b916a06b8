import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Ledger, type LedgerChange, type LedgerMeta } from './chain/ledger';
import { LazyWorld } from './lazy-world';
import { RENT_EPOCH_EXEMPT } from './chain/programs';
import { SandboxTime } from './chain/sandbox-time';
import { deserializeRecord, serializeRecord, type RecordJson } from './chain/record-json';
import { Engine, type EngineState } from './engine/engine';
import { PredictionService } from './prediction/service';
import type { PredictionState } from './prediction/state';
import { installPoolCosigner } from './kit/tx/pool-cosigner';
import { DEFAULT_MARKET_TICK_MS } from './engine/market';
import { accountFromJson, accountToJson, Journal, type JournalEntry as ChainEntry } from './state/journal';
import { ensureStateFolder, readStateFile, writeStateFile } from './state/state-file';
import { RecurringBook, type RecurringState } from './recurring/book';
import { stopKeeper as stopRecurringKeeper } from './recurring/keeper';
import { LendBook, type LendState } from './lend/book';
import { stopLend } from './lend/landing';
import { SendBook, type SendState } from './send/book';
import { stopSend } from './send/keeper';
import { fundWallet, STARTER_PACK, type FundRequest } from './world/fund';
import { seedLedger } from './world/seed-ledger';
import type { LaunchRecord } from './studio/launch';
import { Studio, type StudioState } from './studio/studio';
import { TriggerService } from './trigger/service';
import type { TriggerJournalLine, TriggerState } from './trigger/types';

export interface SandboxOptions {
  seed: string;
  /** Where the state file lives; null keeps everything in memory (tests). */
  statePath: string | null;
  reset?: boolean;
  now?: () => number;
}

// What the sandbox keeps off the chain. Each optional part is absent in files written before it existed; `records` is
// its own section since format 2 (older files keep it in `ledger`). Studio's files live in `studio-uploads/`.
interface OffChainState {
  ledger: Omit<LedgerMeta, 'records'> & { records?: RecordJson[] };
  journalSeq?: number;
  welcomed: string[];
  engine?: EngineState;
  timeOffsetMs?: number;
  studio?: StudioState;
  recurring?: RecurringState;
  trigger?: TriggerState;
  send?: SendState;
  lend?: LendState;
  prediction?: PredictionState;
}

// Open sandboxes: a test worker running many closes them all at the end of a file.
const open = new Set<Sandbox>();

type JournalEntry = ChainEntry & { studio?: LaunchRecord; trigger?: TriggerJournalLine };

const journalPathOf = (statePath: string) => join(dirname(statePath), 'sandbox-journal.jsonl');
const uploadsDirOf = (statePath: string | null) => (statePath ? join(dirname(statePath), 'studio-uploads') : null);

function entryOf(change: LedgerChange): Omit<JournalEntry, 'seq'> {
  return {
    genesisHash: change.genesisHash,
    slot: change.slot,
    blockHeight: change.blockHeight,
    ...(change.record ? { record: serializeRecord(change.record) } : {}),
    accounts: change.accounts.map(([address, account]) => [address, account ? accountToJson(account) : null]),
  };
}

export class Sandbox {
  readonly world: LazyWorld;
  readonly ledger: Ledger;
  readonly time: SandboxTime;
  readonly studio: Studio;
  private built: Engine | null = null;
  private savedEngine: EngineState | undefined;
  private builtPrediction: PredictionService | null = null;
  private savedPrediction: PredictionState | undefined;
  private marketTickMs: number | null = null;
  private welcomed: Set<string>;
  private dirty = false;
  readonly restored: boolean;
  // When the restored state was last written (state file or journal), for the clock to catch up.
  lastWrittenMs: number | null = null;
  private journal: Journal<JournalEntry> | null = null;
  private readonly recovered = new Set<string>();
  private triggerService: TriggerService | null = null;
  private savedTrigger: TriggerState | undefined;
  // Trigger lines the journal held beyond the state file, for the store to apply when it opens.
  private replayedTrigger: TriggerJournalLine[] = [];
  readonly recurring = new RecurringBook(() => this.markDirty());
  readonly send = new SendBook(() => this.markDirty());
  readonly lend = new LendBook(() => this.markDirty());

  private constructor(
    readonly options: SandboxOptions,
    world: LazyWorld,
    ledger: Ledger,
    savedEngine: EngineState | undefined,
    welcomed: string[],
    restored: boolean,
    timeOffsetMs = 0,
    studio?: StudioState,
  ) {
    this.world = world;
    this.ledger = ledger;
    this.time = new SandboxTime(timeOffsetMs);
    ledger.wallClock = () => this.time.now();
    // Journaled before any keeper that listens runs (theirs are registered later), so a kill -9 keeps the jump.
    this.time.onAdvance(() => {
      this.dirty = true;
      this.journal?.append({ ...entryOf(this.ledger.takeWrites()), timeOffsetMs: this.time.offsetMs });
    });
    this.savedEngine = savedEngine;
    this.welcomed = new Set(welcomed);
    this.restored = restored;
    this.studio = new Studio(
      {
        seed: options.seed,
        ledger,
        time: this.time,
        uploadsDir: uploadsDirOf(options.statePath),
        onChange: (launch) => {
          this.dirty = true;
          this.journal?.append({ ...entryOf(this.ledger.takeWrites()), studio: launch });
        },
      },
      studio,
    );
    // Slots count too: a restart must resume at or after the height clients last saw, or their blockhashes lie.
    for (const event of ['slot', 'transaction', 'account'] as const) ledger.on(event, () => (this.dirty = true));
    // Client-assembled swaps arrive without the pool authorities' signatures: added when the pools are paid their due.
    installPoolCosigner(this);
    open.add(this);
  }

  // Every landing is journaled before it is answered (state/journal.ts).
  private attachJournal(path: string, seq: number) {
    this.journal = new Journal<JournalEntry>(path, seq);
    const journal = this.journal;
    this.ledger.setJournal((change) => {
      journal.append(entryOf(change));
    });
  }

  // Direct writes as durable as a landing (funding's token credits, a welcome).
  private journalWrites(welcomed?: string) {
    this.journal?.append({ ...entryOf(this.ledger.takeWrites()), ...(welcomed ? { welcomed } : {}) });
  }

  private replay(entries: JournalEntry[], afterSeq: number): number {
    let seq = afterSeq;
    for (const entry of entries) {
      if (entry.seq <= afterSeq || entry.genesisHash !== this.ledger.genesisHash) continue;
      this.ledger.applyChange({
        genesisHash: entry.genesisHash,
        slot: entry.slot,
        blockHeight: entry.blockHeight,
        record: entry.record ? deserializeRecord(entry.record) : null,
        accounts: entry.accounts.map(([a, json]) => [a, json ? accountFromJson(json, RENT_EPOCH_EXEMPT) : null]),
      });
      for (const [address] of entry.accounts) this.recovered.add(address);
      if (entry.welcomed) this.welcomed.add(entry.welcomed);
      if (entry.studio) this.studio.absorb(entry.studio);
      if (entry.trigger) this.replayedTrigger.push(entry.trigger);
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
      const sandbox = new Sandbox(
        options,
        world,
        ledger,
        saved.state.engine,
        saved.state.welcomed,
        true,
        saved.state.timeOffsetMs,
        saved.state.studio,
      );
      sandbox.recurring.load(saved.state.recurring);
      sandbox.send.load(saved.state.send);
      sandbox.lend.load(saved.state.lend);
      const path = journalPathOf(statePath);
      sandbox.savedPrediction = saved.state.prediction;
      sandbox.attachJournal(path, sandbox.replay(Journal.read<JournalEntry>(path), saved.state.journalSeq ?? 0));
      sandbox.lastWrittenMs = Math.max(...[statePath, path].map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
      // After the ledger's replay: trigger settles what it had sent from the landings the ledger kept.
      sandbox.openTrigger(saved.state.trigger);
      return sandbox;
    }
    const ledger = Ledger.create();
    seedLedger(ledger, world);
    const sandbox = new Sandbox(options, world, ledger, undefined, [], false);
    sandbox.dirty = true;
    sandbox.studio.uploads.clear(); // another world's files
    if (statePath) {
      sandbox.attachJournal(journalPathOf(statePath), 0);
      sandbox.journal?.clear(); // another world's entries
    }
    sandbox.openTrigger(undefined);
    return sandbox;
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
      this.studio.attach(this.built);
      if (this.marketTickMs !== null) {
        this.built.start(this.marketTickMs);
        this.triggerService?.keeper.watchIfOpen();
      }
    }
    return this.built;
  }

  private openTrigger(saved: TriggerState | undefined) {
    this.savedTrigger = saved;
    return this.trigger;
  }

  // Built at open (openTrigger), so that a restart settles what was in flight.
  get trigger(): TriggerService {
    if (!this.triggerService) {
      const journal = this.journal
        ? {
            replayed: this.replayedTrigger,
            append: (line: TriggerJournalLine) =>
              this.journal?.append({ ...entryOf(this.ledger.takeWrites()), trigger: line }),
          }
        : null;
      this.triggerService = new TriggerService({
        world: this.world,
        ledger: this.ledger,
        engine: () => this.engine,
        now: () => this.time.now(),
        onAdvance: (listener) => this.time.onAdvance(listener),
        saved: this.savedTrigger,
        journal,
      });
      this.savedTrigger = undefined;
      this.replayedTrigger = [];
    }
    return this.triggerService;
  }

  get prediction(): PredictionService {
    if (!this.builtPrediction) {
      const deps = { ledger: this.ledger, seed: this.options.seed, time: this.time, markDirty: () => this.markDirty() };
      this.builtPrediction = PredictionService.open(deps, this.savedPrediction);
      this.savedPrediction = undefined;
    }
    return this.builtPrediction;
  }

  // The market runs once the engine exists: it trades nothing before anyone asked for a price.
  startMarket(tickMs?: number) {
    this.marketTickMs = tickMs ?? DEFAULT_MARKET_TICK_MS;
    this.built?.start(this.marketTickMs);
    this.trigger.keeper.start();
    // Open trigger orders follow the pools; a restart leaves building them to the first request or keeper tick.
    if (this.built) this.trigger.keeper.watchIfOpen();
  }

  stopMarket() {
    this.marketTickMs = null;
    this.built?.stop();
    this.triggerService?.keeper.stop();
  }

  reset() {
    this.time.reset();
    this.ledger.reset();
    seedLedger(this.ledger, this.world);
    this.studio.reset();
    this.engine.reset();
    this.builtPrediction?.close();
    this.builtPrediction = null;
    this.savedPrediction = undefined;
    this.welcomed = new Set();
    this.recurring.reset();
    this.send.reset();
    this.lend.reset();
    this.trigger.reset();
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
    const prediction = this.builtPrediction?.state ?? this.savedPrediction;
    const state: OffChainState = {
      ledger,
      welcomed: [...this.welcomed],
      timeOffsetMs: this.time.offsetMs,
      studio: this.studio.toJSON(),
      ...(engine ? { engine } : {}),
      ...(prediction ? { prediction } : {}),
      ...(this.journal ? { journalSeq: this.journal.seq } : {}),
      recurring: this.recurring.toJSON(),
      send: this.send.toJSON(),
      lend: this.lend.toJSON(),
      trigger: this.trigger.toJSON(),
    };
    writeStateFile(this.options.statePath, this.options.seed, state, svm, { records });
    this.journal?.clear();
    this.dirty = false;
    return true;
  }

  // Test files sharing a worker close what they opened, or its timers would run on through the files after them.
  close() {
    this.stopMarket();
    this.studio.keeper.stop();
    stopRecurringKeeper(this.recurring);
    stopSend(this.send);
    stopLend(this.lend);
    this.builtPrediction?.close();
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
