import { closeSync, fdatasyncSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { LedgerChange } from '../chain/ledger';
import { RENT_EPOCH_EXEMPT } from '../chain/programs';
import { deserializeRecord, serializeRecord, type RecordJson } from '../chain/record-json';
import type { AccountData, Address } from '../chain/types';

// The journal of landings (issue 11 §4): written before the answer leaves, so a kill -9 between saves loses none.
// No fdatasync per landing (5.8 ms measured: swaps capped near 170/s); power loss is left to the state file's fsync.
// One line per change: the record and the state its writes left (a replayed transaction could do something else).
export interface JournalEntry {
  seq: number;
  genesisHash: string;
  slot: number;
  blockHeight: number;
  record?: RecordJson;
  // Each written account after the change; null when it no longer exists.
  accounts: [Address, AccountJson | null][];
  welcomed?: Address;
  // After a clock jump: vesting, expiries and rounds must not go back on a restart.
  timeOffsetMs?: number;
}

// A family's own line rides under its name (kit/family.ts); this file knows none of them.
export type EntryWithLines = JournalEntry & Readonly<Record<string, unknown>>;

/** [lamports, owner, data (base64), executable] */
export type AccountJson = [string, Address, string, boolean];

export function accountToJson(account: AccountData): AccountJson {
  return [account.lamports.toString(), account.owner, Buffer.from(account.data).toString('base64'), account.executable];
}

export function accountFromJson([lamports, owner, data, executable]: AccountJson, rentEpoch: bigint): AccountData {
  return {
    lamports: BigInt(lamports),
    owner,
    data: new Uint8Array(Buffer.from(data, 'base64')),
    executable,
    rentEpoch,
  };
}

export function entryOf(change: LedgerChange): Omit<JournalEntry, 'seq'> {
  return {
    genesisHash: change.genesisHash,
    slot: change.slot,
    blockHeight: change.blockHeight,
    ...(change.record ? { record: serializeRecord(change.record) } : {}),
    accounts: change.accounts.map(([address, account]) => [address, account ? accountToJson(account) : null]),
  };
}

export function changeOf(entry: JournalEntry): LedgerChange {
  return {
    genesisHash: entry.genesisHash,
    slot: entry.slot,
    blockHeight: entry.blockHeight,
    record: entry.record ? deserializeRecord(entry.record) : null,
    accounts: entry.accounts.map(([a, json]) => [a, json ? accountFromJson(json, RENT_EPOCH_EXEMPT) : null]),
  };
}

export class Journal<E extends JournalEntry = JournalEntry> {
  private fd: number;
  seq: number;

  constructor(
    readonly path: string,
    seq: number,
  ) {
    this.fd = openSync(path, 'a');
    this.seq = seq;
  }

  // A torn last line (the process died mid-write) is dropped.
  static read<E extends JournalEntry = JournalEntry>(path: string): E[] {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw cause;
    }
    const entries: E[] = [];
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        entries.push(JSON.parse(line) as E);
      } catch {
        break;
      }
    }
    return entries;
  }

  append(entry: Omit<E, 'seq'>) {
    this.seq += 1;
    writeSync(this.fd, `${JSON.stringify({ seq: this.seq, ...entry })}\n`);
  }

  clear() {
    ftruncateSync(this.fd, 0);
    fdatasyncSync(this.fd);
  }

  close() {
    closeSync(this.fd);
  }
}
