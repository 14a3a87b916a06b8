import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStateFile, StateFileError, writeStateFile } from './state-file';

const dir = () => mkdtempSync(join(tmpdir(), 'sandbox-state-'));
const ledgerBytes = Uint8Array.from({ length: 4096 }, (_, i) => i % 251);

function expectRefused(path: string, reason: StateFileError['reason'], seed = 'seed-a') {
  let caught: unknown;
  try {
    readStateFile(path, seed);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(StateFileError);
  expect((caught as StateFileError).reason).toBe(reason);
  return (caught as StateFileError).message;
}

describe('state file', () => {
  it('round-trips the off-chain state and the ledger bytes', () => {
    const path = join(dir(), 'state.bin');
    writeStateFile(path, 'seed-a', { welcomed: ['abc'], n: 1 }, ledgerBytes);
    const loaded = readStateFile<{ welcomed: string[]; n: number }>(path, 'seed-a');
    expect(loaded?.state).toEqual({ welcomed: ['abc'], n: 1 });
    expect(loaded?.ledgerBytes).toEqual(ledgerBytes);
    expect(loaded?.seed).toBe('seed-a');
  });

  it('is null when there is no file, and leaves no temporary file behind after a write', () => {
    const folder = dir();
    expect(readStateFile(join(folder, 'state.bin'), 'x')).toBeNull();
    writeStateFile(join(folder, 'state.bin'), 'x', {}, ledgerBytes);
    writeStateFile(join(folder, 'state.bin'), 'x', { again: true }, ledgerBytes);
    expect(readdirSync(folder)).toEqual(['state.bin']);
  });

  it('refuses a foreign file and leaves it untouched', () => {
    const path = join(dir(), 'state.bin');
    writeFileSync(path, '{"some": "other program"}');
    expect(expectRefused(path, 'foreign')).toMatch(/not a sandbox state file.*untouched.*--reset/);
    expect(readFileSync(path, 'utf8')).toBe('{"some": "other program"}');
  });

  it('refuses a truncated file and a file whose bytes changed', () => {
    const path = join(dir(), 'state.bin');
    writeStateFile(path, 'seed-a', { ok: true }, ledgerBytes);
    const whole = readFileSync(path);
    writeFileSync(path, whole.subarray(0, whole.length - 10));
    expect(expectRefused(path, 'corrupt')).toMatch(/checksum|truncated/);
    const flipped = Buffer.from(whole);
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 0xff;
    writeFileSync(path, flipped);
    expect(expectRefused(path, 'corrupt')).toMatch(/damaged/);
    writeFileSync(path, whole.subarray(0, 30));
    expect(expectRefused(path, 'corrupt')).toMatch(/truncated|unreadable/);
  });

  it('refuses a state written with another seed, naming how to keep it', () => {
    const path = join(dir(), 'state.bin');
    writeStateFile(path, 'seed-b', {}, ledgerBytes);
    expect(expectRefused(path, 'seed')).toMatch(/--seed seed-b/);
  });

  it('keeps sections apart, parsed only when asked for, and covered by the checksum', () => {
    const path = join(dir(), 'state.bin');
    const records = [{ signature: 'a', slot: 3 }];
    writeStateFile(path, 'seed-a', { n: 1 }, ledgerBytes, { records, empty: [] });
    const loaded = readStateFile<{ n: number }>(path, 'seed-a');
    expect(loaded?.state).toEqual({ n: 1 });
    expect(loaded?.ledgerBytes).toEqual(ledgerBytes);
    expect(loaded?.section('records')).toEqual(records);
    expect(loaded?.section('empty')).toEqual([]);
    expect(loaded?.section('absent')).toBeUndefined();
    const flipped = readFileSync(path);
    const at = flipped.indexOf('"signature"');
    flipped[at + 1] = 'S'.charCodeAt(0);
    writeFileSync(path, flipped);
    expect(expectRefused(path, 'corrupt')).toMatch(/damaged/);
  });

  it('still reads a format 1 file (no sections)', () => {
    const path = join(dir(), 'state.bin');
    const state = Buffer.from(JSON.stringify({ ledger: { records: [{ signature: 'old' }] } }));
    const checksum = createHash('sha256').update(state).update(ledgerBytes).digest('hex');
    const header = Buffer.from(
      JSON.stringify({ format: 1, seed: 'seed-a', savedAt: '2026-11-01T00:00:00Z', checksum }),
    );
    const lengths = Buffer.alloc(8);
    lengths.writeUInt32LE(header.length, 0);
    lengths.writeUInt32LE(state.length, 4);
    writeFileSync(
      path,
      Buffer.concat([Buffer.from('SOLSTICE-SANDBOX', 'latin1'), lengths, header, state, ledgerBytes]),
    );
    const loaded = readStateFile<{ ledger: { records: unknown[] } }>(path, 'seed-a');
    expect(loaded?.state.ledger.records).toEqual([{ signature: 'old' }]);
    expect(loaded?.ledgerBytes).toEqual(ledgerBytes);
    expect(loaded?.section('records')).toBeUndefined();
  });
});
