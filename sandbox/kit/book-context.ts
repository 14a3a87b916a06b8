import type { Ledger } from '../chain/ledger';
import type { World } from '../world/world';

/** What a book family's domain code sees (kit/family.ts builds it). */
export interface BookContext<B> {
  readonly world: World;
  readonly ledger: Ledger;
  readonly seed: string;
  readonly now: () => number;
  readonly book: B;
  readonly persist: () => void;
}
