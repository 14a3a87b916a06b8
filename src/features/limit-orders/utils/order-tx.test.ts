import {
  ComputeBudgetProgram,
  Keypair,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { depositStatement, txFeesMax } from './order-tx';

const BLOCKHASH = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

function tx(...instructions: TransactionInstruction[]) {
  const payer = Keypair.generate().publicKey;
  return new VersionedTransaction(
    new TransactionMessage({ payerKey: payer, recentBlockhash: BLOCKHASH, instructions }).compileToV0Message(),
  );
}

describe('txFeesMax', () => {
  it('one signature, plus the priority fee the compute budget sets', () => {
    const from = Keypair.generate().publicKey;
    const transfer = SystemProgram.transfer({ fromPubkey: from, toPubkey: from, lamports: 1 });
    expect(txFeesMax(tx(transfer))).toBe(5_000n);
    const priced = tx(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 100_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 50_000 }),
      transfer,
    );
    expect(txFeesMax(priced)).toBe(5_000n + 5_000n);
  });
  it('each new account (System create, with seed or not) adds at most one token account’s rent', () => {
    const from = Keypair.generate();
    const create = SystemProgram.createAccountWithSeed({
      fromPubkey: from.publicKey,
      basePubkey: from.publicKey,
      seed: 'order-1',
      newAccountPubkey: Keypair.generate().publicKey,
      lamports: 2_039_280,
      space: 165,
      programId: SystemProgram.programId,
    });
    expect(txFeesMax(tx(create))).toBe(5_000n + 3_000_000n);
  });
  it('a deposit statement allows exactly the amount of the input mint', () => {
    const from = Keypair.generate().publicKey;
    const s = depositStatement(
      tx(SystemProgram.transfer({ fromPubkey: from, toPubkey: from, lamports: 1 })),
      'W',
      'M',
      7n,
    );
    expect(s).toEqual({ wallet: 'W', feePayer: null, send: [{ mint: 'M', max: 7n }], receive: [], feesMax: 5_000n });
  });
});
