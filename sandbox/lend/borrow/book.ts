import type { Address } from '../../world/address';

export interface PositionState {
  vaultId: number;
  collateral: string;
  // Debt principal as of `settledMs` (sandbox clock): interest accrues from there.
  debt: string;
  settledMs: number;
  liquidation: { beforeSupply: string; beforeBorrow: string; supply: string; borrow: string } | null;
}

export interface IxShape {
  p: Address;
  a: Address[];
  d: string;
}

export interface BorrowCrafted {
  nftId: number;
  vaultId: number;
  isNew: boolean;
  owner: Address;
  signer: Address;
  // Signed raw amounts moved (collateral in > 0, debt borrowed > 0, repaid < 0).
  col: string;
  debt: string;
  repayAll: boolean;
  message?: string;
  ixs?: IxShape[];
  // Repay with collateral: the run's instructions from this index on (the repay) may follow the client's own.
  split?: number;
  expiresAt: number;
}

export interface BorrowState {
  nextId: number;
  oracles: Record<string, string>;
  positions: Record<string, PositionState>;
  crafted: BorrowCrafted[];
  applied: string[];
}

const MAX_CRAFTED = 256;
const MAX_APPLIED = 5_000;

export class BorrowBook {
  nextId = 1;
  oracles = new Map<number, string>();
  positions = new Map<number, PositionState>();
  crafted: BorrowCrafted[] = [];
  applied = new Set<string>();
  constructor(private readonly onChange: () => void = () => {}) {}

  load(saved: BorrowState | undefined) {
    this.reset();
    if (!saved) return;
    this.nextId = saved.nextId;
    for (const [id, p] of Object.entries(saved.oracles)) this.oracles.set(Number(id), p);
    for (const [id, p] of Object.entries(saved.positions)) this.positions.set(Number(id), p);
    this.crafted = saved.crafted;
    this.applied = new Set(saved.applied);
  }

  reserveId(): number {
    const id = this.nextId++;
    this.onChange();
    return id;
  }

  remember(crafted: BorrowCrafted, height: number) {
    this.crafted = [...this.crafted.filter((c) => c.expiresAt >= height), crafted].slice(-MAX_CRAFTED);
    this.onChange();
  }

  spend(signature: string, crafted: BorrowCrafted) {
    this.applied.add(signature);
    if (this.applied.size > MAX_APPLIED) this.applied.delete(this.applied.values().next().value as string);
    this.crafted = this.crafted.filter((c) => c !== crafted);
    this.onChange();
  }

  changed() {
    this.onChange();
  }

  reset() {
    this.nextId = 1;
    this.oracles.clear();
    this.positions.clear();
    this.crafted = [];
    this.applied.clear();
  }

  toJSON(): BorrowState {
    return {
      nextId: this.nextId,
      oracles: Object.fromEntries(this.oracles),
      positions: Object.fromEntries(this.positions),
      crafted: this.crafted,
      applied: [...this.applied],
    };
  }
}
