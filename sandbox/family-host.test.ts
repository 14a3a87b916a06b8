import { describe, expect, it } from 'vitest';
import type { Engine } from './engine/engine';
import { FamilyHost } from './family-host';
import { defineFamily, type FamilyContext } from './kit/family';

const ctx = {} as FamilyContext;
const engine = {} as unknown as Engine;

function setup(journalOn = true) {
  const events: string[] = [];
  const lines: [string, unknown][] = [];
  const eager = defineFamily({
    name: 'eager',
    build: 'open',
    create: (_ctx, saved: number | undefined, journal: { replayed: readonly string[] } | null) => {
      events.push(`create eager ${String(saved)} [${(journal?.replayed ?? []).join(',')}]`);
      return { n: saved ?? 0 };
    },
    save: (s) => s.n,
    reset: (s) => void (s.n = 0),
    onEngine: () => void events.push('eager sees engine'),
    keeper: {
      runs: 'market',
      start: () => void events.push('eager keeper start'),
      withEngine: () => void events.push('eager keeper watches'),
      stop: () => void events.push('eager keeper stop'),
    },
  });
  const lazy = defineFamily({
    name: 'lazy',
    build: 'first-use',
    create: (_ctx, saved: string | undefined) => {
      events.push(`create lazy ${String(saved)}`);
      return { text: saved ?? 'fresh' };
    },
    save: (s) => s.text,
    keeper: { runs: 'build', stop: () => void events.push('lazy closed') },
  });
  const host = new FamilyHost([eager, lazy], ctx, {
    active: () => journalOn,
    append: (family, line) => lines.push([family, line]),
  });
  return { host, events, lines };
}

describe('FamilyHost', () => {
  it('builds open families at open with their section and journal lines, the others on first use', () => {
    const { host, events } = setup();
    host.load({ eager: 3, lazy: 'saved', ledger: {} });
    host.replay({ seq: 1, eager: 'a' });
    host.replay({ seq: 2, eager: 'b', lazy: 'x' });
    host.open();
    expect(events).toEqual(['create eager 3 [a,b]']);
    // Unbuilt, a section is written back as it was read.
    expect(host.save()).toEqual({ eager: 3, lazy: 'saved' });
    expect(host.get('lazy')).toEqual({ text: 'saved' });
    expect(events).toEqual(['create eager 3 [a,b]', 'create lazy saved']);
    expect(() => host.get('none')).toThrow('no sandbox family none');
  });

  it('starts a keeper in its phase, follows the engine, and stops every running keeper on close', () => {
    const { host, events } = setup();
    host.open();
    host.enter('market');
    host.engineBuilt(engine);
    host.leave('market');
    host.enter('market');
    host.get('lazy');
    host.close();
    expect(events).toEqual([
      'create eager undefined []',
      'eager keeper start',
      'eager sees engine',
      'eager keeper watches',
      'eager keeper stop',
      'eager keeper start',
      'eager keeper watches',
      'create lazy undefined',
      'eager keeper stop',
      'lazy closed',
    ]);
  });

  it('resets in place, drops a family without reset (stopping its keeper), and gives no journal in memory', () => {
    const { host, events } = setup(false);
    host.load({ eager: 5, lazy: 'old' });
    host.open();
    host.get('lazy');
    host.reset();
    expect(host.save()).toEqual({ eager: 0 });
    expect(host.get('lazy')).toEqual({ text: 'fresh' });
    expect(events).toEqual(['create eager 5 []', 'create lazy old', 'lazy closed', 'create lazy undefined']);
  });

  it("hands a family's journal lines to the sandbox's journal under its name", () => {
    const lines: [string, unknown][] = [];
    const journaled = defineFamily({
      name: 'lines',
      build: 'open',
      create: (_ctx, _saved: undefined, journal: { append(line: string): void } | null) => journal,
    });
    const withLines = new FamilyHost([journaled], ctx, { active: () => true, append: (f, l) => lines.push([f, l]) });
    withLines.open();
    (withLines.get('lines') as { append(line: string): void }).append('hello');
    expect(lines).toEqual([['lines', 'hello']]);
  });
});
