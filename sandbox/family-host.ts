import type { Engine } from './engine/engine';
import type { FamilyContext, FamilyJournal, FamilyKeeper, SandboxFamily } from './kit/family';
import type { SeededCounts, Seeding } from './kit/wallet-seeding';

type Phase = FamilyKeeper<unknown>['runs'];
type Family = SandboxFamily;

export interface HostJournal {
  active(): boolean;
  append(family: string, line: unknown): void;
}

// One mechanism for every family: built at open or on first use from its saved section and journal lines (kept
// until then, and saved as they were), its keeper started in the phase it names and stopped on close.
export class FamilyHost {
  private readonly built = new Map<string, unknown>();
  private readonly saved = new Map<string, unknown>();
  private readonly replayed = new Map<string, unknown[]>();
  private readonly running = new Set<string>();
  private readonly phases = new Set<Phase>(['build']);
  private engine: Engine | null = null;

  constructor(
    readonly families: readonly Family[],
    private readonly ctx: FamilyContext,
    private readonly journal: HostJournal,
  ) {}

  load(state: Readonly<Record<string, unknown>>) {
    for (const { name } of this.families) if (state[name] !== undefined) this.saved.set(name, state[name]);
  }

  replay(entry: Readonly<Record<string, unknown>>) {
    for (const { name } of this.families) {
      const line = entry[name];
      if (line === undefined) continue;
      const lines = this.replayed.get(name) ?? [];
      lines.push(line);
      this.replayed.set(name, lines);
    }
  }

  open() {
    for (const family of this.families) if (family.build === 'open') this.get(family.name);
  }

  get(name: string): unknown {
    if (this.built.has(name)) return this.built.get(name);
    const family = this.families.find((f) => f.name === name);
    if (!family) throw new Error(`no sandbox family ${name}`);
    const service = family.create?.(this.ctx, this.saved.get(name), this.journalOf(name));
    this.built.set(name, service);
    this.saved.delete(name);
    this.replayed.delete(name);
    if (this.engine) family.onEngine?.(service, this.engine);
    this.startKeeper(family);
    return service;
  }

  save(): Record<string, unknown> {
    const sections: Record<string, unknown> = {};
    for (const family of this.families) {
      if (!family.save) continue;
      const section = this.built.has(family.name)
        ? family.save(this.built.get(family.name))
        : this.saved.get(family.name);
      if (section !== undefined) sections[family.name] = section;
    }
    return sections;
  }

  reset() {
    for (const family of this.families) {
      const { name } = family;
      this.saved.delete(name);
      this.replayed.delete(name);
      if (!family.create || !this.built.has(name)) continue;
      const service = this.built.get(name);
      if (family.reset) {
        family.reset(service);
        continue;
      }
      this.stopKeeper(family);
      this.built.delete(name);
      if (family.build === 'open') this.get(name);
    }
  }

  /** Each family's share of a big wallet, by family name. */
  seedWallet(seeding: Seeding): Record<string, SeededCounts> {
    const counts: Record<string, SeededCounts> = {};
    for (const family of this.families) {
      if (family.seedWallet) counts[family.name] = family.seedWallet(this.get(family.name), seeding, this.ctx);
    }
    return counts;
  }

  // Each family's route factories, called with the one context and the family's service getter.
  apps(kind: 'mounts' | 'control') {
    return this.families.flatMap((family) =>
      (family[kind] ?? []).map((routes) => ({
        path: routes.path,
        keyless: routes.keyless === true,
        ownBodyLimit: (routes.ownBodyLimit ?? []).map((sub) => `${routes.path}${sub}`),
        app: routes.routes(this.ctx, () => this.get(family.name)),
      })),
    );
  }

  keyChecks(apiKey: string) {
    return this.families.flatMap((family) => {
      const check = family.keyCheck?.(apiKey);
      return check ? (family.mounts ?? []).map(({ path }) => ({ path, check })) : [];
    });
  }

  engineBuilt(engine: Engine) {
    this.engine = engine;
    for (const family of this.families) {
      if (this.built.has(family.name)) family.onEngine?.(this.built.get(family.name), engine);
      if (this.running.has(family.name)) family.keeper?.withEngine?.(this.built.get(family.name));
    }
    this.enter('engine');
  }

  enter(phase: Phase) {
    this.phases.add(phase);
    for (const family of this.families) if (family.keeper?.runs === phase) this.startKeeper(family);
  }

  leave(phase: Phase) {
    this.phases.delete(phase);
    for (const family of this.families) if (family.keeper?.runs === phase) this.stopKeeper(family);
  }

  close() {
    for (const family of this.families) this.stopKeeper(family);
    this.phases.clear();
  }

  private journalOf(name: string): FamilyJournal<unknown> | null {
    if (!this.journal.active()) return null;
    return { replayed: this.replayed.get(name) ?? [], append: (line) => this.journal.append(name, line) };
  }

  private startKeeper(family: Family) {
    const { keeper, name } = family;
    if (!keeper || this.running.has(name) || !this.phases.has(keeper.runs) || !this.built.has(name)) return;
    const service = this.built.get(name);
    keeper.start?.(service, this.ctx);
    this.running.add(name);
    if (this.engine) keeper.withEngine?.(service);
  }

  private stopKeeper(family: Family) {
    if (!this.running.delete(family.name)) return;
    family.keeper?.stop(this.built.get(family.name));
  }
}
