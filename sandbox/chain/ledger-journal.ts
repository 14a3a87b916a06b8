import type { AccountData, Address, TxRecord } from './types';

/** A landing (or direct account writes) as the journal keeps it: the record and the state of every account written. */
export interface LedgerChange {
  genesisHash: string;
  slot: number;
  blockHeight: number;
  record: TxRecord | null;
  accounts: [Address, AccountData | null][];
}

type Read = (address: Address) => AccountData | null;

/** The journal hook and the accounts written directly since the last change it was given. */
export class LedgerJournal {
  private hook: ((change: LedgerChange) => void) | null = null;
  private readonly written = new Set<Address>();

  constructor(
    private readonly head: () => Pick<LedgerChange, 'genesisHash' | 'slot' | 'blockHeight'>,
    private readonly read: Read,
  ) {}

  set(hook: ((change: LedgerChange) => void) | null) {
    this.hook = hook;
    this.written.clear();
  }

  clear() {
    this.written.clear();
  }

  wrote(address: Address) {
    if (this.hook) this.written.add(address);
  }

  landed(record: TxRecord, readPost: Read) {
    this.hook?.(this.change(record, record.writableKeys, readPost));
  }

  take(): LedgerChange {
    return this.change(null, []);
  }

  private change(record: TxRecord | null, keys: readonly Address[], read: Read = this.read): LedgerChange {
    const addresses = new Set([...keys, ...this.written]);
    this.written.clear();
    return { ...this.head(), record, accounts: [...addresses].map((a) => [a, read(a)]) };
  }
}
