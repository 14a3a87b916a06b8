import { randomBytes } from 'node:crypto';
import type { Address } from '../world/address';
import type {
  CancelRecord,
  DepositRecord,
  OrderRecord,
  TriggerJournalLine as Line,
  TriggerState,
  VaultRecord,
} from './types';

export interface TriggerJournal {
  replayed: readonly Line[];
  append: (line: Line) => void;
}

/** Its blockhash expired long before. */
const DEPOSIT_KEEP_MS = 60 * 60_000;

/** Writes that must survive a kill -9 are whole-record journal lines before the answer leaves (idempotent replay). */
export class TriggerStore {
  secret: Uint8Array;
  readonly vaults = new Map<Address, VaultRecord>();
  readonly deposits = new Map<string, DepositRecord>();
  readonly orders = new Map<string, OrderRecord>();
  readonly cancels = new Map<string, CancelRecord>();
  private readonly byUser = new Map<Address, OrderRecord[]>();
  /** Until it next changes: a page of 100 is then a join, not 100 serialisations. */
  readonly wireJson = new WeakMap<OrderRecord, string>();
  constructor(
    saved: TriggerState | undefined,
    private readonly journal: TriggerJournal | null,
  ) {
    this.secret = saved ? Buffer.from(saved.secret, 'base64') : randomBytes(32);
    for (const v of saved?.vaults ?? []) this.vaults.set(v.userPubkey, v);
    for (const d of saved?.deposits ?? []) this.deposits.set(d.requestId, d);
    for (const o of saved?.orders ?? []) this.putOrder(o);
    for (const c of saved?.cancels ?? []) this.cancels.set(c.requestId, c);
    // A fresh world ignores what an older world left in the journal.
    if (saved) for (const line of journal?.replayed ?? []) this.apply(line);
    if (!saved) this.write({ kind: 'secret', value: Buffer.from(this.secret).toString('base64') });
  }

  private apply(line: Line) {
    if (line.kind === 'secret') this.secret = Buffer.from(line.value, 'base64');
    else if (line.kind === 'vault') this.vaults.set(line.value.userPubkey, line.value);
    else if (line.kind === 'deposit') this.deposits.set(line.value.requestId, line.value);
    else if (line.kind === 'order') this.putOrder(line.value);
    else this.cancels.set(line.value.requestId, line.value);
  }

  private putOrder(order: OrderRecord) {
    const old = this.orders.get(order.id);
    this.orders.set(order.id, order);
    this.wireJson.delete(order);
    let list = this.byUser.get(order.userPubkey);
    if (!list) {
      list = [];
      this.byUser.set(order.userPubkey, list);
    }
    if (old) list[list.indexOf(old)] = order;
    else list.push(order);
  }

  private write(line: Line) {
    this.journal?.append(line);
  }

  ordersOf(user: Address): readonly OrderRecord[] {
    return this.byUser.get(user) ?? [];
  }

  saveVault(v: VaultRecord) {
    this.vaults.set(v.userPubkey, v);
    this.write({ kind: 'vault', value: v });
  }

  saveDeposit(d: DepositRecord) {
    this.deposits.set(d.requestId, d);
    this.write({ kind: 'deposit', value: d });
  }

  saveOrder(o: OrderRecord) {
    this.putOrder(o);
    this.write({ kind: 'order', value: o });
  }

  saveCancel(c: CancelRecord) {
    this.cancels.set(c.requestId, c);
    this.write({ kind: 'cancel', value: c });
  }

  toJSON(now: number): TriggerState {
    const deposits = [...this.deposits.values()].filter((d) => d.orderId || now - d.createdAt < DEPOSIT_KEEP_MS);
    return {
      secret: Buffer.from(this.secret).toString('base64'),
      vaults: [...this.vaults.values()],
      deposits,
      orders: [...this.orders.values()],
      cancels: [...this.cancels.values()],
    };
  }

  /** A new secret: every token of the old world is refused. */
  reset() {
    this.secret = randomBytes(32);
    for (const map of [this.vaults, this.deposits, this.orders, this.cancels, this.byUser]) map.clear();
    this.write({ kind: 'secret', value: Buffer.from(this.secret).toString('base64') });
  }
}
