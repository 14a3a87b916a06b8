import { StateFileError } from '../state/state-file';
import type { Address } from '../world/address';
import type { World } from '../world/world';
import { buildPoolLayout, LAYOUT_VERSION, type PoolLayout } from './pool-layout';

export const ENGINE_STATE_VERSION = 1;

export interface EngineState {
  version: number;
  /** State from another layout (another sandbox version) is refused. */
  layout: string;
  genesisMs: number;
  tick: number;
  paused: boolean;
  /** The long tail is written on first touch. */
  onChain: number[];
  anchors: [Address, number][];
  pools: [number, number[]][];
  activity: [number, number[]][];
}

/** Refuse, before anything is built, state this version cannot read; `restoredLayout` also compares the fingerprint. */
export function checkSavedState(state: EngineState, path = 'state file') {
  if (state.version !== ENGINE_STATE_VERSION || !state.layout.startsWith(`v${String(LAYOUT_VERSION)}-`)) {
    throw layoutMismatch(path);
  }
}

export function restoredLayout(world: World, state: EngineState, path = 'state file'): PoolLayout {
  const layout = buildPoolLayout(world);
  if (state.version !== ENGINE_STATE_VERSION || state.layout !== layout.fingerprint) throw layoutMismatch(path);
  return layout;
}

function layoutMismatch(path: string) {
  return new StateFileError(
    path,
    'version',
    `${path} holds market state from another version of the sandbox (its pools differ). Start with --reset to begin a fresh sandbox.`,
  );
}
