import { deserializeRecord, serializeRecord, type RecordJson } from './record-json';
import { BLOCKHASH_VALIDITY } from './slots';
import type { Address, Commitment, SignatureInfo, SignatureStatus, TxRecord } from './types';

const HISTORY_LIMIT = 5_000;
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
/** Slots after which a landed transaction counts as finalized (about 12.8 s at 400 ms a slot). */
const FINALITY_DEPTH = 32;

/** Landed transactions by signature and by account, and the RPC queries over them. */
export class TxHistory {
  private readonly recordMap = new Map<string, TxRecord>();
  private readonly addressMap = new Map<Address, string[]>();
  /** Restored history, decoded on first use: ~2–4 ms a hundred records, not paid before a restart answers. */
  private pendingRecords: (() => RecordJson[]) | null = null;
  private readonly encoded = new WeakMap<TxRecord, Buffer>();

  constructor(private readonly clock: { readonly slot: number }) {}

  load(records: (() => RecordJson[]) | null) {
    this.recordMap.clear();
    this.addressMap.clear();
    this.pendingRecords = records;
  }

  private get records(): Map<string, TxRecord> {
    if (this.pendingRecords) this.decodeRecords(this.pendingRecords);
    return this.recordMap;
  }

  private get byAddress(): Map<Address, string[]> {
    if (this.pendingRecords) this.decodeRecords(this.pendingRecords);
    return this.addressMap;
  }

  private decodeRecords(pending: () => RecordJson[]) {
    this.pendingRecords = null;
    for (const json of pending()) this.remember(deserializeRecord(json));
  }

  toJSON(): RecordJson[] {
    return [...this.records.values()].slice(-HISTORY_LIMIT).map(serializeRecord);
  }

  /** toJSON's array as JSON bytes, each record encoded once: a save every 2 s re-encoded all of them (issue 30). */
  toJsonBytes(): Buffer {
    const parts: Buffer[] = [OPEN];
    for (const record of [...this.records.values()].slice(-HISTORY_LIMIT)) {
      let bytes = this.encoded.get(record);
      if (!bytes) {
        bytes = Buffer.from(JSON.stringify(serializeRecord(record)));
        this.encoded.set(record, bytes);
      }
      if (parts.length > 1) parts.push(COMMA);
      parts.push(bytes);
    }
    parts.push(CLOSE);
    return Buffer.concat(parts);
  }

  has(signature: string): boolean {
    return this.records.has(signature);
  }

  remember(record: TxRecord) {
    this.records.set(record.signature, record);
    for (const key of new Set(record.accountKeys)) {
      const list = this.byAddress.get(key);
      if (list) list.push(record.signature);
      else this.byAddress.set(key, [record.signature]);
    }
    if (this.records.size > HISTORY_LIMIT * 2) this.forgetOldest(this.records.size - HISTORY_LIMIT);
  }

  private forgetOldest(count: number) {
    const dropped = new Set<string>();
    for (const signature of this.records.keys()) {
      if (dropped.size >= count) break;
      dropped.add(signature);
    }
    for (const signature of dropped) this.records.delete(signature);
    for (const [key, list] of this.byAddress) {
      const kept = list.filter((s) => !dropped.has(s));
      if (kept.length) this.byAddress.set(key, kept);
      else this.byAddress.delete(key);
    }
  }

  private commitmentOf(slot: number): Commitment {
    return this.clock.slot - slot >= FINALITY_DEPTH ? 'finalized' : 'confirmed';
  }

  getSignatureStatus(signature: string): SignatureStatus | null {
    const record = this.records.get(signature);
    if (!record) return null;
    const status = this.commitmentOf(record.slot);
    return {
      slot: record.slot,
      confirmations: status === 'finalized' ? null : this.clock.slot - record.slot,
      err: record.meta.err,
      confirmationStatus: status,
    };
  }

  getTransaction(signature: string): TxRecord | null {
    return this.records.get(signature) ?? null;
  }

  /** Newest first, as RPC returns them; `before`/`until` are exclusive bounds by signature. */
  getSignaturesForAddress(
    address: Address,
    opts: { limit?: number; before?: string; until?: string } = {},
  ): SignatureInfo[] {
    const list = [...(this.byAddress.get(address) ?? [])].reverse();
    let start = 0;
    if (opts.before) {
      const i = list.indexOf(opts.before);
      start = i === -1 ? list.length : i + 1;
    }
    let end = list.length;
    if (opts.until) {
      const i = list.indexOf(opts.until);
      if (i !== -1) end = i;
    }
    return list
      .slice(start, end)
      .slice(0, opts.limit ?? 1000)
      .flatMap((signature) => {
        const r = this.records.get(signature);
        if (!r) return [];
        return {
          signature,
          slot: r.slot,
          err: r.meta.err,
          blockTime: r.blockTime,
          confirmationStatus: this.commitmentOf(r.slot),
        };
      });
  }

  /** Per recent slot, the lowest compute-unit price paid by transactions locking these accounts (0 when none). */
  recentPrioritizationFees(addresses: readonly Address[] = []): { slot: number; prioritizationFee: bigint }[] {
    const wanted = new Set(addresses);
    const lowest = new Map<number, bigint>();
    const slotNow = this.clock.slot;
    const oldest = slotNow - BLOCKHASH_VALIDITY;
    for (const record of this.records.values()) {
      if (record.slot <= oldest) continue;
      if (wanted.size && !record.writableKeys.some((k) => wanted.has(k))) continue;
      const seen = lowest.get(record.slot);
      if (seen === undefined || record.computeUnitPrice < seen) lowest.set(record.slot, record.computeUnitPrice);
    }
    const fees: { slot: number; prioritizationFee: bigint }[] = [];
    for (let slot = Math.max(1, oldest + 1); slot <= slotNow; slot++) {
      fees.push({ slot, prioritizationFee: lowest.get(slot) ?? 0n });
    }
    return fees;
  }
}
