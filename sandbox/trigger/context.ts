import type { Ledger } from '../chain/ledger';
import type { Engine } from '../engine/engine';
import type { World } from '../world/world';
import type { TriggerStore } from './store';

/** What the trigger family reads and writes: the ledger, the world, the engine (built on first use) and its store. */
export interface TriggerContext {
  readonly world: World;
  readonly ledger: Ledger;
  readonly engine: () => Engine;
  readonly store: TriggerStore;
  /** The sandbox clock (sandbox.time.now). */
  readonly now: () => number;
}
