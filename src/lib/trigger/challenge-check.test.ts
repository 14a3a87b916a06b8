import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { messageChallengeProblem, transactionChallengeProblem } from './challenge-check';

const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const MEMO_V1 = new PublicKey('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo');
const BLOCKHASH = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const TEXT = 'Sign this message to authenticate with the Trigger Order API: 0f3a9c1d2e4b5a6978877665544332211';

const wallet = Keypair.generate().publicKey;
const stranger = Keypair.generate().publicKey;

// The sandbox's shape (sandbox/trigger/auth.ts): the wallet named as the memo's signer.
const memo = (text = TEXT, program = MEMO, signer = wallet) =>
  new TransactionInstruction({
    programId: program,
    keys: [{ pubkey: signer, isSigner: true, isWritable: false }],
    data: new TextEncoder().encode(text) as never,
  });

function v0(instructions: TransactionInstruction[], payer = wallet) {
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: BLOCKHASH, instructions });
  return new VersionedTransaction(message.compileToV0Message());
}

const problem = (instructions: TransactionInstruction[], payer = wallet) =>
  transactionChallengeProblem(v0(instructions, payer), wallet.toBase58());

describe('transaction challenge', () => {
  it('passes a memo signed and paid by the wallet alone (v0, legacy, either Memo program)', () => {
    expect(problem([memo()])).toBeNull();
    expect(problem([memo(TEXT, MEMO_V1)])).toBeNull();
    const legacy = new Transaction({ feePayer: wallet, blockhash: BLOCKHASH, lastValidBlockHeight: 1 }).add(memo());
    expect(transactionChallengeProblem(legacy, wallet.toBase58())).toBeNull();
  });

  it('refuses a priority fee (memo + SetComputeUnitPrice / SetComputeUnitLimit)', () => {
    const price = ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000_000_000n });
    expect(problem([memo(), price])).toMatch(/sets a compute budget/);
    const limit = ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 });
    expect(problem([limit, memo()])).toMatch(/sets a compute budget/);
  });

  it('refuses a memo with a System transfer out of the wallet', () => {
    const transfer = SystemProgram.transfer({ fromPubkey: wallet, toPubkey: stranger, lamports: 4_000_000_000 });
    expect(problem([memo(), transfer])).toMatch(/would call the program 1111…1111/);
  });

  it('refuses another fee payer, and a second signer', () => {
    expect(problem([memo()], stranger)).toMatch(/is paid by .+, not by your wallet/);
    expect(problem([memo(), memo(TEXT, MEMO, stranger)])).toMatch(/needs 2 signatures/);
  });

  it('refuses two memos, and a program other than Memo', () => {
    expect(problem([memo(), memo()])).toMatch(/carries 2 instructions/);
    const other = Keypair.generate().publicKey;
    expect(problem([memo(TEXT, other)])).toMatch(/would call the program/);
  });

  it('refuses a memo that writes to another account, or whose text is not one line', () => {
    const writes = memo();
    writes.keys.push({ pubkey: stranger, isSigner: false, isWritable: true });
    expect(problem([writes])).toMatch(/would write to account/);
    expect(problem([memo(`${TEXT}\nURI: https://other.example`)])).toMatch(/more than one line/);
    const binary = new TransactionInstruction({
      programId: MEMO,
      keys: [],
      data: Uint8Array.from([0xff, 0xfe]) as never,
    });
    expect(problem([binary])).toMatch(/not text/);
  });
});

describe('message challenge', () => {
  it('passes the documented text (the real service) and the sandbox’s', () => {
    expect(
      messageChallengeProblem('Sign this message to authenticate with Jupiter Trigger Order API: abc123def456'),
    ).toBeNull();
    expect(messageChallengeProblem(TEXT)).toBeNull();
  });

  it('refuses a line break (a second statement riding along)', () => {
    expect(messageChallengeProblem(`${TEXT}\nURI: https://other.example`)).toMatch(/more than one line/);
    expect(messageChallengeProblem(`${TEXT}\u2028Nonce: 1`)).toMatch(/more than one line/);
  });

  it('refuses another site’s sign-in text, and one too long to be a sign-in', () => {
    const other = 'other.example wants you to sign in with your Solana account: 9xQe';
    expect(messageChallengeProblem(other)).toMatch(/is not the order service's sign-in text/);
    expect(messageChallengeProblem(`${TEXT} and approve`)).toMatch(/not the order service's/);
    expect(messageChallengeProblem(`${TEXT}${'a'.repeat(300)}`)).toMatch(/characters long/);
  });
});
