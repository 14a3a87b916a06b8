import { describe, expect, it } from 'vitest';
import { Clock } from './clock';
import { BLOCKHASH_VALIDITY, Ledger } from './ledger';

describe('Clock.catchUp', () => {
  it('moves the slot on by the time since the state was written, at most two blockhash lifetimes', () => {
    const ledger = Ledger.create();
    const start = ledger.slot;
    new Clock(ledger, 400).catchUp(10_000, 14_000);
    expect(ledger.slot).toBe(start + 10);
    new Clock(ledger, 400).catchUp(0, 3_600_000);
    expect(ledger.slot).toBe(start + 10 + 2 * BLOCKHASH_VALIDITY);
  });

  it('leaves a stopped clock and a fresh world alone', () => {
    const ledger = Ledger.create();
    const start = ledger.slot;
    new Clock(ledger, 0).catchUp(0, 60_000);
    new Clock(ledger, 400).catchUp(null, 60_000);
    expect(ledger.slot).toBe(start);
  });
});
