import { Keypair } from '@solana/web3.js';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../chain/ledger';
import { Sandbox } from '../sandbox';
import { Journal } from './journal';

describe('the journal', { timeout: 30_000 }, () => {
  it('drops a torn last line (the process died mid-write) and keeps the lines before it', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'journal-')), 'j.jsonl');
    const journal = new Journal(path, 0);
    journal.append({ genesisHash: 'g', slot: 1, blockHeight: 1, accounts: [] });
    journal.append({ genesisHash: 'g', slot: 2, blockHeight: 2, accounts: [] });
    appendFileSync(path, '{"seq":3,"genesis');
    expect(Journal.read(path).map((e) => e.seq)).toEqual([1, 2]);
    journal.clear();
    expect(Journal.read(path)).toEqual([]);
    journal.close();
  });

  it('replays a closed account as gone and leaves entries the state file already holds alone', () => {
    const ledger = Ledger.create();
    const address = Keypair.generate().publicKey.toBase58();
    ledger.airdrop(address, 5_000_000n);
    ledger.applyChange({
      genesisHash: ledger.genesisHash,
      slot: 1,
      blockHeight: 1,
      record: null,
      accounts: [[address, null]],
    });
    expect(ledger.getAccount(address)).toBeNull();
    expect(ledger.getBalance(address)).toBe(0n);

    const state = mkdtempSync(join(tmpdir(), 'journal-'));
    const statePath = join(state, 'sandbox-state.bin');
    const first = Sandbox.open({ seed: 'journal-unit', statePath });
    first.save(true);
    const wallet = Keypair.generate().publicKey.toBase58();
    first.fund(wallet, { sol: 2_000_000_000n });
    first.save(true); // holds the fund; the journal is empty again
    first.fund(wallet, { sol: 1_000_000_000n }); // only in the journal
    expect(first.welcome(wallet)).toBe(true);
    // Simulate a crash: no save, no close.
    const second = Sandbox.open({ seed: 'journal-unit', statePath });
    expect(second.ledger.getBalance(wallet)).toBe(13_000_000_000n);
    expect(second.welcome(wallet)).toBe(false);
  });
});
