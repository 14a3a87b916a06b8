import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

// Layout: MAGIC (16 bytes) · header length (u32 LE) · state length (u32 LE) · header JSON · state JSON · sections ·
// ledger. Sections (format 2) are parsed only when asked for, so a restart answers first; format 1 files still load.
// A sha256 in the header refuses a truncated or edited file; writes go to a fsynced temporary file renamed over the
// old one (folder fsynced after), so a crash leaves the previous or the new complete file, never a torn one.
const MAGIC = Buffer.from('SOLSTICE-SANDBOX', 'latin1');
export const STATE_FORMAT = 2;
const READABLE_FORMATS = [1, STATE_FORMAT];

export interface StateHeader<T> {
  format: number;
  seed: string;
  savedAt: string;
  checksum: string;
  sections?: Record<string, number>;
  state: T;
}

export class StateFileError extends Error {
  constructor(
    readonly path: string,
    readonly reason: 'foreign' | 'corrupt' | 'version' | 'seed' | 'folder',
    message: string,
  ) {
    super(message);
  }
}

/** A new user's first run has no state folder yet (issue 25): create it, or say why it cannot be. */
export function ensureStateFolder(statePath: string): void {
  const folder = dirname(statePath);
  try {
    mkdirSync(folder, { recursive: true });
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code ?? 'error';
    throw new StateFileError(
      statePath,
      'folder',
      `cannot create the state folder ${folder} (${code}); choose another with --state or check its permissions`,
    );
  }
}

const sha256 = (buffers: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const b of buffers) hash.update(b);
  return hash.digest('hex');
};

export function writeStateFile(
  path: string,
  seed: string,
  state: unknown,
  ledgerBytes: Uint8Array,
  sections: Record<string, unknown> = {},
) {
  mkdirSync(dirname(path), { recursive: true });
  const stateJson = Buffer.from(JSON.stringify(state), 'utf8');
  // A Buffer is the section's JSON already encoded (the history's records, each encoded once).
  const sectionJson = Object.entries(sections).map(
    ([name, value]) => [name, Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))] as const,
  );
  const header: Omit<StateHeader<unknown>, 'state'> = {
    format: STATE_FORMAT,
    seed,
    savedAt: new Date().toISOString(),
    checksum: sha256([stateJson, ...sectionJson.map(([, bytes]) => bytes), ledgerBytes]),
    sections: Object.fromEntries(sectionJson.map(([name, bytes]) => [name, bytes.length])),
  };
  // The state JSON follows the small header so the checksum covers it without serialising twice.
  const headerJson = Buffer.from(JSON.stringify(header), 'utf8');
  const lengths = Buffer.alloc(8);
  lengths.writeUInt32LE(headerJson.length, 0);
  lengths.writeUInt32LE(stateJson.length, 4);
  const tmp = `${path}.tmp-${String(process.pid)}`;
  try {
    const fd = openSync(tmp, 'w');
    try {
      for (const part of [MAGIC, lengths, headerJson, stateJson, ...sectionJson.map(([, b]) => b), ledgerBytes]) {
        writeSync(fd, part);
      }
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (cause) {
    rmSync(tmp, { force: true });
    throw cause;
  }
  syncFolder(dirname(path));
}

/** Make the rename itself durable: without it a power cut can bring back the old file (or none). */
function syncFolder(folder: string) {
  let fd: number;
  try {
    fd = openSync(folder, 'r');
  } catch {
    return; // Windows cannot open a folder; its rename is durable enough for a sandbox.
  }
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export interface LoadedState<T> {
  seed: string;
  savedAt: string;
  state: T;
  ledgerBytes: Uint8Array;
  section(name: string): unknown;
}

// Throws StateFileError with a sentence a person can act on.
export function readStateFile<T>(path: string, expectedSeed: string): LoadedState<T> | null {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw cause;
  }
  const fix =
    'Start with --reset to begin a fresh sandbox (the file will then be replaced), or point --state elsewhere.';
  if (file.length < MAGIC.length + 8 || !file.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new StateFileError(path, 'foreign', `${path} is not a sandbox state file; it was left untouched. ${fix}`);
  }
  const headerLength = file.readUInt32LE(MAGIC.length);
  const stateLength = file.readUInt32LE(MAGIC.length + 4);
  const headerStart = MAGIC.length + 8;
  const stateStart = headerStart + headerLength;
  if (stateStart + stateLength > file.length) {
    throw new StateFileError(path, 'corrupt', `${path} is truncated; it was left untouched. ${fix}`);
  }
  let header: Omit<StateHeader<T>, 'state'>;
  try {
    header = JSON.parse(file.subarray(headerStart, stateStart).toString('utf8')) as typeof header;
  } catch {
    throw new StateFileError(path, 'corrupt', `${path} has an unreadable header; it was left untouched. ${fix}`);
  }
  if (!READABLE_FORMATS.includes(header.format)) {
    throw new StateFileError(
      path,
      'version',
      `${path} was written by another sandbox version (format ${String(header.format)}, this one reads ${String(STATE_FORMAT)}). ${fix}`,
    );
  }
  const sections = new Map<string, Buffer>();
  let ledgerStart = stateStart + stateLength;
  for (const [name, length] of Object.entries(header.sections ?? {})) {
    sections.set(name, file.subarray(ledgerStart, ledgerStart + length));
    ledgerStart += length;
  }
  if (ledgerStart > file.length) {
    throw new StateFileError(path, 'corrupt', `${path} is truncated; it was left untouched. ${fix}`);
  }
  const stateBytes = file.subarray(stateStart, stateStart + stateLength);
  const ledgerBytes = file.subarray(ledgerStart);
  if (sha256([stateBytes, ...sections.values(), ledgerBytes]) !== header.checksum) {
    throw new StateFileError(path, 'corrupt', `${path} is damaged (checksum mismatch); it was left untouched. ${fix}`);
  }
  if (header.seed !== expectedSeed) {
    throw new StateFileError(
      path,
      'seed',
      `${path} holds a sandbox seeded with "${header.seed}", not "${expectedSeed}". Start with --seed ${header.seed} to keep it, or --reset.`,
    );
  }
  return {
    seed: header.seed,
    savedAt: header.savedAt,
    state: JSON.parse(stateBytes.toString('utf8')) as T,
    ledgerBytes: new Uint8Array(ledgerBytes),
    section: (name) => {
      const bytes = sections.get(name);
      return bytes === undefined ? undefined : (JSON.parse(bytes.toString('utf8')) as unknown);
    },
  };
}

export function removeStateFile(path: string) {
  rmSync(path, { force: true });
}
