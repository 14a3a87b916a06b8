import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Ledger, type LedgerMeta } from '../chain/ledger';
import type { RecordJson } from '../chain/record-json';
import { Engine, type EngineState } from '../engine/engine';
import { ensureStateFolder, readStateFile } from './state-file';

// What the sandbox keeps off the chain: its own parts, then each family's section under the family's name (absent in
// files written before it existed). `records` is its own section since format 2 (older files keep it in `ledger`).
export interface OffChainState {
  ledger: Omit<LedgerMeta, 'records'> & { records?: RecordJson[] };
  journalSeq?: number;
  welcomed: string[];
  engine?: EngineState;
  timeOffsetMs?: number;
  [family: string]: unknown;
}

export const journalPathOf = (statePath: string) => join(dirname(statePath), 'sandbox-journal.jsonl');
export const uploadsDirOf = (statePath: string | null) =>
  statePath ? join(dirname(statePath), 'studio-uploads') : null;

// When the state was last written (state file or journal), for the clock to catch up.
export const lastWrittenMs = (statePath: string) =>
  Math.max(...[statePath, journalPathOf(statePath)].map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));

// The saved state and its ledger, or null for a fresh world. Throws StateFileError when a state file is unusable.
export function readSaved(statePath: string, seed: string, reset = false) {
  ensureStateFolder(statePath);
  const saved = reset ? null : readStateFile<OffChainState>(statePath, seed);
  if (!saved) return null;
  if (saved.state.engine) Engine.checkSaved(saved.state.engine, statePath);
  const ledger = Ledger.restore({
    svm: saved.ledgerBytes,
    meta: saved.state.ledger,
    records: () => saved.state.ledger.records ?? (saved.section('records') as RecordJson[] | undefined) ?? [],
  });
  return { state: saved.state, ledger };
}
