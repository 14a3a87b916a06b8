import { Keypair, SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { checkRent, buildSolTransfer, solTransferInstruction } from './use-send-sol';

const from = Keypair.generate().publicKey;
const to = Keypair.generate().publicKey;
const RENT = 890_880n;

describe('solTransferInstruction', () => {
  it('encodes exactly what SystemProgram.transfer encodes', () => {
    for (const lamports of [1n, 1_500_000_000n, 2n ** 64n - 1n]) {
      const ours = solTransferInstruction(from, to, lamports);
      const theirs = SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports });
      expect(Uint8Array.from(ours.data)).toEqual(Uint8Array.from(theirs.data));
      expect(ours.programId.equals(theirs.programId)).toBe(true);
      expect(ours.keys).toEqual(theirs.keys);
    }
  });

  it('builds a legacy transaction paid by the sender with the given blockhash', () => {
    const tx = buildSolTransfer({
      from,
      to,
      lamports: 5n,
      blockhash: { blockhash: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', lastValidBlockHeight: 300 },
    });
    expect(tx.feePayer?.equals(from)).toBe(true);
    expect(tx.lastValidBlockHeight).toBe(300);
    const message = tx.compileMessage();
    expect(message.header.numRequiredSignatures).toBe(1);
    expect(message.recentBlockhash).toBe('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
  });
});

describe('checkRent', () => {
  const ok = { balance: 2_000_000_000n, lamports: 1_000_000_000n, recipientLamports: 1n, rentExemptMinimum: RENT };

  it('lets an ordinary transfer through', () => {
    expect(checkRent(ok)).toBeNull();
  });

  it('a new recipient needs at least the rent-exempt minimum', () => {
    expect(checkRent({ ...ok, recipientLamports: 0n, lamports: RENT - 1n })).toBe(
      'That address holds no SOL yet, so it needs at least 0.00089088 SOL to exist on chain.',
    );
    expect(checkRent({ ...ok, recipientLamports: 0n, lamports: RENT })).toBeNull();
  });

  it('the sender may be emptied (all but the fee) but not left below the minimum', () => {
    expect(checkRent({ ...ok, lamports: ok.balance - 5_000n })).toBeNull();
    expect(checkRent({ ...ok, lamports: ok.balance - 5_000n - 1_000n })).toMatch(/would leave 0\.000001 SOL/);
  });
});
