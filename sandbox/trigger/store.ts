import { randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { Address } from '../world/address';
import type { CancelRecord, DepositRecord, OrderRecord, TriggerState, VaultRecord } from './types';

type Line =
  | { kind: 'secret'; value: string }
  | { kind: 'vault'; value: VaultRecord }
  | { kind: 'deposit'; value: DepositRecord }
  | { kind: 'order'; value: OrderRecord }
  | { kind: 'cancel'; value: CancelRecord };

/** A crafted deposit nobody signed is dropped after this long (its blockhash expired long before). */
const DEPOSIT_KEEP_MS = 60 * 60_000;

/**
 * Every trigger record, indexed by user, with an append-only journal of upserts beside the state file: each write
 * that must survive a kill -9 (an order before and after its deposit, fill or withdrawal lands) is one line handed to
 * the kernel before the answer leaves, as the ledger's journal does for landings (sandbox/state/journal.ts). Lines
 * are whole records, so replaying one twice changes nothing; each save of the state file empties the file.
 */
export class TriggerStore {
  secret: Uint8Array;
  readonly vaults = new Map<Address, VaultRecord>();
  readonly deposits = new Map<string, DepositRecord>();
  readonly orders = new Map<string, OrderRecord>();
  readonly cancels = new Map<string, CancelRecord>();
  private readonly byUser = new Map<Address, OrderRecord[]>();
  /** Each order's history JSON, until it next changes: a page of 100 is then a join, not 100 serialisations. */
  readonly wireJson = new WeakMap<OrderRecord, string>();
  private fd: number | null = null;

  constructor(
    saved: TriggerState | undefined,
    private readonly journalPath: string | null,
  ) {
    this.secret = saved ? Buffer.from(saved.secret, 'base64') : randomBytes(32);
    for (const v of saved?.vaults ?? []) this.vaults.set(v.userPubkey, v);
    for (const d of saved?.deposits ?? []) this.deposits.set(d.requestId, d);
    for (const o of saved?.orders ?? []) this.putOrder(o);
    for (const c of saved?.cancels ?? []) this.cancels.set(c.requestId, c);
    if (journalPath) {
      // A fresh world ignores (and empties) what an older world left in the journal.
      if (saved) for (const line of readLines(journalPath)) this.apply(line);
      this.fd = openSync(journalPath, 'a');
      if (!saved) ftruncateSync(this.fd, 0);
    }
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
    if (this.fd !== null) writeSync(this.fd, `${JSON.stringify(line)}\n`);
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

  /** Records are mutated in place by the domain code, then saved here (the journal line is the durable step). */
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

  /** The state file now holds everything: the journal starts again empty. */
  clearJournal() {
    if (this.fd !== null) ftruncateSync(this.fd, 0);
  }

  /** A new world: no records, a new secret (every token of the old world is refused). */
  reset() {
    this.secret = randomBytes(32);
    for (const map of [this.vaults, this.deposits, this.orders, this.cancels, this.byUser]) map.clear();
    this.clearJournal();
    this.write({ kind: 'secret', value: Buffer.from(this.secret).toString('base64') });
  }

  close() {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/** Every complete line; a torn last line (the process died mid-write) is dropped. */
function readLines(path: string): Line[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw cause;
  }
  const lines: Line[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      lines.push(JSON.parse(line) as Line);
    } catch {
      break;
    }
  }
  return lines;
}
