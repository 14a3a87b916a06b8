import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeForSigning, describeTransaction, messageOffset } from './describe-transaction';

const BLOCKHASH = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const wallet = Keypair.generate().publicKey;
const program = (id: string) => new TransactionInstruction({ programId: new PublicKey(id), keys: [] });

function build(instructions: TransactionInstruction[], tables: AddressLookupTableAccount[] = []) {
  const message = new TransactionMessage({
    payerKey: wallet,
    recentBlockhash: BLOCKHASH,
    instructions,
  }).compileToV0Message(tables);
  return new VersionedTransaction(message);
}

describe('describeTransaction', () => {
  it('names the well-known programs and shortens nothing itself (the dialog does)', () => {
    const unknown = Keypair.generate().publicKey.toBase58();
    const tx = build([
      program('ComputeBudget111111111111111111111111111111'),
      program('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
      program('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
      program('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
      program('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      program(unknown),
    ]);
    expect(describeTransaction(tx, wallet.toBase58()).instructions).toEqual([
      { programId: 'ComputeBudget111111111111111111111111111111', programName: 'Compute Budget Program' },
      { programId: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', programName: 'Associated Token Account Program' },
      { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', programName: 'Token Program' },
      { programId: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb', programName: 'Token-2022 Program' },
      { programId: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', programName: 'Memo Program' },
      { programId: unknown, programName: null },
    ]);
  });

  it('lists SOL leaving the wallet (Transfer and TransferWithSeed) but not SOL coming in', () => {
    const other = Keypair.generate().publicKey;
    const base = Keypair.generate().publicKey;
    const tx = build([
      SystemProgram.transfer({ fromPubkey: wallet, toPubkey: other, lamports: 7n }),
      SystemProgram.transfer({ fromPubkey: other, toPubkey: wallet, lamports: 9n }),
      SystemProgram.transfer({
        fromPubkey: wallet,
        basePubkey: base,
        toPubkey: other,
        lamports: 11n,
        seed: 's',
        programId: SystemProgram.programId,
      }),
      SystemProgram.createAccount({
        fromPubkey: wallet,
        newAccountPubkey: base,
        lamports: 5,
        space: 0,
        programId: SystemProgram.programId,
      }),
    ]);
    expect(describeTransaction(tx, wallet.toBase58()).solTransfersOut).toEqual([
      { to: other.toBase58(), lamports: 7n },
      { to: other.toBase58(), lamports: 11n },
    ]);
  });

  it('counts lookup tables and reports a recipient loaded from one as unknown', () => {
    const fromTable = Keypair.generate().publicKey;
    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        authority: undefined,
        addresses: [fromTable],
      },
    });
    const tx = build([SystemProgram.transfer({ fromPubkey: wallet, toPubkey: fromTable, lamports: 3 })], [table]);
    const summary = describeTransaction(tx, wallet.toBase58());
    expect(summary.lookupTables).toBe(1);
    expect(summary.solTransfersOut).toEqual([{ to: null, lamports: 3n }]);
  });
});

describe('decodeForSigning', () => {
  it('finds the message after a one- and a multi-byte signature count', () => {
    expect(messageOffset(new Uint8Array([2]))).toBe(1 + 128);
    expect(messageOffset(new Uint8Array([0x80, 0x01]))).toBe(2 + 128 * 64);
    expect(() => messageOffset(new Uint8Array([]))).toThrow('truncated');
  });

  it('refuses a signature count that does not match the message header', () => {
    const tx = build([SystemProgram.transfer({ fromPubkey: wallet, toPubkey: wallet, lamports: 1 })]);
    const bytes = tx.serialize();
    // Two signature slots for a message that needs one: the message then starts at the wrong byte.
    const forged = new Uint8Array([2, ...new Uint8Array(64), ...bytes.subarray(1)]);
    expect(() => decodeForSigning(forged)).toThrow();
    expect(decodeForSigning(bytes).message.serialize()).toEqual(tx.message.serialize());
  });
});
