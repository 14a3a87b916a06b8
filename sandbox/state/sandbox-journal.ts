import type { Ledger } from '../chain/ledger';
import { entryOf, Journal } from './journal';

// The sandbox's journal: every landing (the ledger's hook) and every direct write, each line with what rides on it (a
// welcome, a clock jump, a family's line under its name). In memory there is none: nothing written, no writes taken.
export class SandboxJournal {
  private journal: Journal | null = null;

  constructor(private readonly ledger: Ledger) {}

  get active(): boolean {
    return this.journal !== null;
  }

  get seq(): number | undefined {
    return this.journal?.seq;
  }

  attach(path: string, seq: number) {
    const journal = new Journal(path, seq);
    this.journal = journal;
    this.ledger.setJournal((change) => {
      journal.append(entryOf(change));
    });
  }

  // Direct writes as durable as a landing (funding's token credits, a welcome, the market's vault writes).
  write(extra: Readonly<Record<string, unknown>> = {}) {
    this.journal?.append({ ...entryOf(this.ledger.takeWrites()), ...extra });
  }

  clear() {
    this.journal?.clear();
  }

  close() {
    this.ledger.setJournal(null);
    this.journal?.close();
    this.journal = null;
  }
}
