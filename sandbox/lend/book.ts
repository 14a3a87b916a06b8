import type { Address } from '../world/address';
import { BorrowBook, type BorrowState } from './borrow/book';
import type { RatePoint } from './rates';
import type { Accrual } from './vault';

export interface CraftedMessage {
  message: string;
  asset: Address;
  user: Address;
}

/**
 * `withdrawable`: a withdrawal limit set through the control API (raw underlying), absent when none is set;
 * `accrual`: the share price since the last change of rate; `rates`: the points recorded since the market opened.
 */
export interface VaultState {
  startMs: number;
  withdrawable?: string;
  accrual?: Accrual;
  rates?: RatePoint[];
}

export interface LendState {
  vaults: Record<Address, VaultState>;
  net: Record<string, string>;
  applied: string[];
  crafted: CraftedMessage[];
  borrow?: BorrowState;
}

const MAX_CRAFTED = 64;
const MAX_APPLIED = 5_000;

export class LendBook {
  vaults = new Map<Address, VaultState>();
  net = new Map<string, bigint>();
  applied = new Set<string>();
  crafted: CraftedMessage[] = [];
  readonly borrow: BorrowBook;
  constructor(private readonly onChange: () => void = () => {}) {
    this.borrow = new BorrowBook(onChange);
  }

  load(saved: LendState | undefined) {
    this.reset();
    for (const [asset, v] of Object.entries(saved?.vaults ?? {})) this.vaults.set(asset, v);
    for (const [key, v] of Object.entries(saved?.net ?? {})) this.net.set(key, BigInt(v));
    this.applied = new Set(saved?.applied ?? []);
    this.crafted = saved?.crafted ?? [];
    this.borrow.load(saved?.borrow);
  }

  netOf(user: Address, asset: Address): bigint {
    return this.net.get(`${user}:${asset}`) ?? 0n;
  }

  apply(signature: string, user: Address, asset: Address, delta: bigint) {
    if (this.applied.has(signature)) return;
    this.applied.add(signature);
    if (this.applied.size > MAX_APPLIED) this.applied.delete(this.applied.values().next().value as string);
    this.net.set(`${user}:${asset}`, this.netOf(user, asset) + delta);
    this.onChange();
  }

  remember(crafted: CraftedMessage) {
    this.crafted = [...this.crafted, crafted].slice(-MAX_CRAFTED);
    this.onChange();
  }

  changed() {
    this.onChange();
  }

  reset() {
    this.vaults.clear();
    this.net.clear();
    this.applied.clear();
    this.crafted = [];
    this.borrow.reset();
  }

  toJSON(): LendState {
    return {
      vaults: Object.fromEntries(this.vaults),
      net: Object.fromEntries([...this.net].map(([k, v]) => [k, v.toString()])),
      applied: [...this.applied],
      crafted: this.crafted,
      borrow: this.borrow.toJSON(),
    };
  }
}
