import type { Ledger } from '../chain/ledger';
import type { Engine } from '../engine/engine';
import type { World } from '../world/world';
import type { TriggerStore } from './store';

export interface TriggerContext {
  readonly world: World;
  readonly ledger: Ledger;
  readonly engine: () => Engine;
  readonly store: TriggerStore;
  readonly now: () => number;
}
