import type { Address } from '../../world/address';

/** A position as the book keeps it; amounts raw, as decimal strings in the state file. */
export interface PositionState {
  vaultId: number;
  collateral: string;
  /** Debt principal as of `settledMs` (sandbox clock): interest accrues from there. */
  debt: string;
  settledMs: number;
  /** The last liquidation: values before it and what it took. */
  liquidation: { beforeSupply: string; beforeBorrow: string; supply: string; borrow: string } | null;
}

/** An instruction by what a message keeps of it: program, account keys in order, data (base64). */
export interface IxShape {
  p: Address;
  a: Address[];
  d: string;
}

/** A crafted operation, pending until its transaction lands. */
export interface BorrowCrafted {
  nftId: number;
  vaultId: number;
  isNew: boolean;
  owner: Address;
  signer: Address;
  /** Signed raw amounts moved (collateral in > 0, debt borrowed > 0, repaid < 0). */
  col: string;
  debt: string;
  /** MIN_I128 repay: the landing clears the debt (up to what was paid). */
  repayAll: boolean;
  /** The whole message (`operate`), or the instruction run a client may wrap (`operate-instructions`). */
  message?: string;
  ixs?: IxShape[];
  /** Block height after which it can no longer land. */
  expiresAt: number;
}

export interface BorrowState {
  nextId: number;
  /** Collateral USD price per vault, decimal strings (set by the control route). */
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

  /** A landing counted once: the crafted entry is spent. */
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
