import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Sandbox } from '../sandbox';
import { StateFileError } from './state-file';

describe('a state folder that does not exist yet (issue 25)', { timeout: 30_000 }, () => {
  it.each([false, true])('is created on first open (reset: %s), journal and state file included', (reset) => {
    const folder = join(mkdtempSync(join(tmpdir(), 'fresh-')), 'nested', '.sandbox-state');
    const statePath = join(folder, 'sandbox-state.bin');
    const sandbox = Sandbox.open({ seed: 'fresh-folder', statePath, reset });
    sandbox.save(true);
    sandbox.close();
    expect(existsSync(join(folder, 'sandbox-journal.jsonl'))).toBe(true);
    expect(existsSync(statePath)).toBe(true);
    expect(Sandbox.open({ seed: 'fresh-folder', statePath }).restored).toBe(true);
  });

  it('that cannot be created is a StateFileError naming the folder', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fresh-')), 'a-file');
    writeFileSync(file, '');
    const statePath = join(file, 'state', 'sandbox-state.bin');
    expect(() => Sandbox.open({ seed: 'fresh-folder', statePath })).toThrow(StateFileError);
    expect(() => Sandbox.open({ seed: 'fresh-folder', statePath })).toThrow(/cannot create the state folder .*a-file/);
  });
});
