import { closeSync, fdatasyncSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { AccountData, Address } from '../chain/types';
import type { RecordJson } from '../chain/record-json';

/**
 * The journal of landings (issue 11 §4): whatever the sandbox answers as landed is written here before the answer
 * leaves, so a kill -9 between two saves of the state file loses none of it. A write the kernel has taken survives
 * the process; an fdatasync per landing (5.8 ms measured here) would cap swaps near 170/s, so power loss is left to
 * the state file's fsync every save, as before. One JSON line
 * per change: the transaction's record and the state its writes left (not the transaction, which replayed on other
 * reserves could do something else). Start-up applies the lines newer than the state file's `journalSeq` in order;
 * each save of the state file empties it.
 */
export interface JournalEntry {
  seq: number;
  genesisHash: string;
  slot: number;
  blockHeight: number;
  record?: RecordJson;
  /** Each written account as it stands after the change; null when it no longer exists. */
  accounts: [Address, AccountJson | null][];
  /** Off-chain: an address granted the starter pack. */
  welcomed?: Address;
  /** Off-chain: the sandbox time's offset after a jump (vesting, expiries and rounds must not go back on a restart). */
  timeOffsetMs?: number;
}

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

/** `E` adds the families' off-chain sections: the journal itself knows no family. */
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

  /** Every complete line; a torn last line (the process died mid-write) is dropped. */
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

  /** After the state file holding every entry so far is on disk. */
  clear() {
    ftruncateSync(this.fd, 0);
    fdatasyncSync(this.fd);
  }

  close() {
    closeSync(this.fd);
  }
}
