import { SYSTEM_PROGRAM } from '../../src/utils/solana-wire/programs';
import * as z from 'zod';
import type { Ledger } from '../chain/ledger';
import type { AccountData, Address, TxRecord } from '../chain/types';
import { checkEncoding, encodeAccount } from './encode-account';
import { INVALID_PARAMS, METHOD_NOT_FOUND, RpcError } from './json-rpc';
import {
  accountEncodingSchema,
  commitmentSchema,
  dataSliceSchema,
  parseParams,
  pubkeySchema,
  signatureSchema,
  type AccountEncoding,
  type Commitment,
  type DataSlice,
} from './params';

/** As agave's rpc_subscriptions: a signature subscription fires once at its commitment; ids unique everywhere. */

export interface SubscriptionClient {
  notify(method: string, subscription: number, result: unknown): void;
}

interface SignatureSub {
  kind: 'signature';
  client: SubscriptionClient;
  signature: string;
  commitment: Commitment;
  receivedNotification: boolean;
}
interface AccountSub {
  kind: 'account';
  client: SubscriptionClient;
  address: Address;
  encoding: AccountEncoding;
  dataSlice: DataSlice | undefined;
}
interface SlotSub {
  kind: 'slot';
  client: SubscriptionClient;
}
type Sub = SignatureSub | AccountSub | SlotSub;

const CLOSED_ACCOUNT: AccountData = {
  lamports: 0n,
  owner: SYSTEM_PROGRAM,
  data: new Uint8Array(0),
  executable: false,
  rentEpoch: 0n,
};

const signatureConfig = z.object({
  commitment: commitmentSchema.optional(),
  enableReceivedNotification: z.boolean().optional(),
});
const accountConfig = z.object({
  commitment: commitmentSchema.optional(),
  encoding: accountEncodingSchema.optional(),
  dataSlice: dataSliceSchema.optional(),
});

function reaches(status: Commitment, wanted: Commitment): boolean {
  if (wanted === 'finalized') return status === 'finalized';
  return true; // a landed transaction is at least confirmed
}

export class SubscriptionRegistry {
  private nextId = 0;
  private readonly subs = new Map<number, Sub>();
  private readonly bySignature = new Map<string, Set<number>>();
  private readonly byAddress = new Map<Address, Set<number>>();
  private readonly perClient = new Map<SubscriptionClient, number>();
  /** Sent once when the burst is over. */
  private readonly pendingAccounts = new Set<Address>();
  private flushScheduled = false;
  private readonly unlisten: (() => void)[];

  constructor(private readonly ledger: Ledger) {
    this.unlisten = [
      ledger.on('slot', (slot) => {
        this.onSlot(slot);
      }),
      ledger.on('transaction', (record) => {
        this.onTransaction(record);
      }),
      ledger.on('account', (address) => {
        this.onAccount(address);
      }),
    ];
  }

  close(): void {
    for (const off of this.unlisten) off();
    this.subs.clear();
    this.bySignature.clear();
    this.byAddress.clear();
    this.perClient.clear();
  }

  get size(): number {
    return this.subs.size;
  }

  /** The transport caps them. */
  countOf(client: SubscriptionClient): number {
    return this.perClient.get(client) ?? 0;
  }

  call(client: SubscriptionClient, method: string, params: unknown): number | boolean {
    switch (method) {
      case 'signatureSubscribe':
        return this.subscribeSignature(client, params);
      case 'accountSubscribe':
        return this.subscribeAccount(client, params);
      case 'slotSubscribe':
        parseParams(params, []);
        return this.add({ kind: 'slot', client });
      case 'signatureUnsubscribe':
        return this.unsubscribe(client, 'signature', params);
      case 'accountUnsubscribe':
        return this.unsubscribe(client, 'account', params);
      case 'slotUnsubscribe':
        return this.unsubscribe(client, 'slot', params);
      default:
        throw new RpcError(METHOD_NOT_FOUND, 'Method not found');
    }
  }

  dropClient(client: SubscriptionClient): void {
    for (const [id, sub] of this.subs) if (sub.client === client) this.remove(id);
  }

  private add(sub: Sub): number {
    const id = this.nextId++;
    this.subs.set(id, sub);
    this.perClient.set(sub.client, this.countOf(sub.client) + 1);
    if (sub.kind === 'signature') index(this.bySignature, sub.signature, id);
    if (sub.kind === 'account') index(this.byAddress, sub.address, id);
    return id;
  }

  private remove(id: number): void {
    const sub = this.subs.get(id);
    if (!sub) return;
    this.subs.delete(id);
    const left = this.countOf(sub.client) - 1;
    if (left > 0) this.perClient.set(sub.client, left);
    else this.perClient.delete(sub.client);
    if (sub.kind === 'signature') unindex(this.bySignature, sub.signature, id);
    if (sub.kind === 'account') unindex(this.byAddress, sub.address, id);
  }

  private unsubscribe(client: SubscriptionClient, kind: Sub['kind'], params: unknown): true {
    const [id] = parseParams(params, [['subscription', z.number().int()]]);
    const sub = this.subs.get(id);
    if (!sub || sub.kind !== kind || sub.client !== client) {
      throw new RpcError(INVALID_PARAMS, 'Invalid subscription id.');
    }
    this.remove(id);
    return true;
  }

  private subscribeSignature(client: SubscriptionClient, params: unknown): number {
    const [signature, config] = parseParams(
      params,
      [
        ['signature', signatureSchema],
        ['config', signatureConfig.optional()],
      ],
      1,
    );
    const id = this.add({
      kind: 'signature',
      client,
      signature,
      commitment: config?.commitment ?? 'finalized',
      receivedNotification: config?.enableReceivedNotification ?? false,
    });
    // Already landed? Answer right after the subscription id reaches the client (the caller sends it first).
    queueMicrotask(() => {
      this.checkSignature(id);
    });
    return id;
  }

  private subscribeAccount(client: SubscriptionClient, params: unknown): number {
    const [address, config] = parseParams(
      params,
      [
        ['pubkey', pubkeySchema],
        ['config', accountConfig.optional()],
      ],
      1,
    );
    const encoding = config?.encoding ?? 'binary';
    checkEncoding(encoding);
    return this.add({ kind: 'account', client, address, encoding, dataSlice: config?.dataSlice });
  }

  private checkSignature(id: number): void {
    const sub = this.subs.get(id);
    if (sub?.kind !== 'signature') return;
    const status = this.ledger.getSignatureStatus(sub.signature);
    if (!status || !reaches(status.confirmationStatus, sub.commitment)) return;
    this.remove(id);
    sub.client.notify('signatureNotification', id, {
      context: { slot: this.ledger.slot },
      value: { err: status.err },
    });
  }

  private onTransaction(record: TxRecord): void {
    const ids = this.bySignature.get(record.signature);
    if (!ids) return;
    for (const id of [...ids]) {
      const sub = this.subs.get(id);
      if (sub?.kind === 'signature' && sub.receivedNotification) {
        sub.client.notify('signatureNotification', id, {
          context: { slot: this.ledger.slot },
          value: 'receivedSignature',
        });
      }
      this.checkSignature(id);
    }
  }

  private onSlot(slot: number): void {
    for (const [id, sub] of this.subs) {
      if (sub.kind === 'slot') {
        // The ledger's tip is final 32 slots later; parent is simply the previous slot (no forks here).
        sub.client.notify('slotNotification', id, {
          parent: Math.max(0, slot - 1),
          root: Math.max(0, slot - 32),
          slot,
        });
      }
    }
    // Subscriptions waiting for `finalized` move as the root moves.
    for (const ids of this.bySignature.values()) for (const id of [...ids]) this.checkSignature(id);
  }

  private onAccount(address: Address): void {
    if (!this.byAddress.has(address)) return;
    this.pendingAccounts.add(address);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // A transaction writes several accounts (and may touch one twice) in one synchronous burst: notify once each.
    queueMicrotask(() => {
      this.flushScheduled = false;
      const addresses = [...this.pendingAccounts];
      this.pendingAccounts.clear();
      for (const changed of addresses) this.notifyAccount(changed);
    });
  }

  private notifyAccount(address: Address): void {
    const ids = this.byAddress.get(address);
    if (!ids) return;
    const account = this.ledger.getAccount(address) ?? CLOSED_ACCOUNT;
    const getAccount = this.ledger.getAccount.bind(this.ledger);
    for (const id of ids) {
      const sub = this.subs.get(id);
      if (sub?.kind !== 'account') continue;
      const value = encodeAccount(account, {
        encoding: sub.encoding,
        dataSlice: sub.dataSlice,
        getAccount,
        base58Limit: false,
      });
      sub.client.notify('accountNotification', id, { context: { slot: this.ledger.slot }, value });
    }
  }
}

function index<K>(map: Map<K, Set<number>>, key: K, id: number): void {
  const set = map.get(key);
  if (set) set.add(id);
  else map.set(key, new Set([id]));
}

function unindex<K>(map: Map<K, Set<number>>, key: K, id: number): void {
  const set = map.get(key);
  set?.delete(id);
  if (set?.size === 0) map.delete(key);
}
