import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { importSeedForSigning, signBytes } from '../sandbox-wallet/ed25519';
import { describe, expect, it, vi } from 'vitest';
import { explainError } from '../../api/explain-error';
import { fakeFetch, testClient } from '../../api/fake-fetch';
import { encodeTransaction } from '../transaction-codec';
import { signIn } from './sign-in';

const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const BLOCKHASH = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const TEXT = 'Sign this message to authenticate with Jupiter Trigger Order API: n0nce12345678';

const kp = Keypair.generate();
const wallet = kp.publicKey.toBase58();
const stranger = Keypair.generate().publicKey;
const memo = new TransactionInstruction({ programId: MEMO, keys: [], data: new TextEncoder().encode(TEXT) as never });

function challengeTx(instructions: TransactionInstruction[], payer = kp.publicKey) {
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: BLOCKHASH, instructions });
  return encodeTransaction(new VersionedTransaction(message.compileToV0Message()));
}

const signingTransaction = () =>
  vi.fn(<T>(tx: T) => {
    (tx as VersionedTransaction).sign([kp]);
    return Promise.resolve(tx);
  });

describe('signIn', () => {
  it('signs the exact challenge bytes and sends the base58 signature to verify', async () => {
    const fake = fakeFetch({ json: { type: 'message', challenge: TEXT } }, { json: { token: 'jwt-1' } });
    const key = await importSeedForSigning(kp.secretKey.slice(0, 32));
    const signMessage = vi.fn((m: Uint8Array) => signBytes(key, m));
    expect(await signIn(testClient(fake), { wallet, signMessage })).toBe('jwt-1');
    expect(fake.calls[0]!.body).toEqual({ walletPubkey: wallet, type: 'message' });
    const body = fake.calls[1]!.body as { signature: string; type: string };
    expect(body.type).toBe('message');
    expect(bs58.decode(body.signature)).toEqual(await signBytes(key, new TextEncoder().encode(TEXT)));
  });

  it('without signMessage, signs the memo transaction challenge (never sent)', async () => {
    const fake = fakeFetch(
      { json: { type: 'transaction', transaction: challengeTx([memo]) } },
      { json: { token: 'jwt-2' } },
    );
    const signTransaction = signingTransaction();
    expect(await signIn(testClient(fake), { wallet, signTransaction: signTransaction as never })).toBe('jwt-2');
    expect((fake.calls[0]!.body as { type: string }).type).toBe('transaction');
    expect(fake.calls[1]!.body).toMatchObject({ type: 'transaction', walletPubkey: wallet });
  });
});

const HOSTILE_TRANSACTIONS: [string, string, RegExp][] = [
  [
    'memo + SetComputeUnitPrice',
    challengeTx([memo, ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000_000_000n })]),
    /compute budget/,
  ],
  [
    'memo + System transfer',
    challengeTx([
      memo,
      SystemProgram.transfer({ fromPubkey: kp.publicKey, toPubkey: stranger, lamports: 4_000_000_000 }),
    ]),
    /would call the program/,
  ],
  ['another fee payer', challengeTx([memo], stranger), /not by your wallet/],
  ['two memos', challengeTx([memo, memo]), /2 instructions/],
  [
    'a non-memo program',
    challengeTx([
      new TransactionInstruction({ programId: stranger, keys: [], data: new TextEncoder().encode(TEXT) as never }),
    ]),
    /would call the program/,
  ],
];

const HOSTILE_MESSAGES: [string, string, RegExp][] = [
  ['a newline', `${TEXT}\nURI: https://other.example`, /more than one line/],
  [
    "another site's text",
    'other.example wants you to sign in with your Solana account: ' + wallet,
    /not the order service's/,
  ],
];

describe('a hostile challenge is refused before the wallet, with a sentence the page shows', () => {
  it.each(HOSTILE_TRANSACTIONS)('transaction: %s', async (_name, transaction, says) => {
    const fake = fakeFetch({ json: { type: 'transaction', transaction } }, { json: { token: 'jwt' } });
    const signTransaction = signingTransaction();
    const failure = await signIn(testClient(fake), { wallet, signTransaction: signTransaction as never }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ kind: 'refused-challenge' });
    expect(String(failure)).toMatch(says);
    expect(signTransaction).not.toHaveBeenCalled();
    expect(fake.calls).toHaveLength(1);
    const shown = explainError(failure);
    expect(shown.title).toMatch(says);
    expect(shown.fix).toMatch(/not shown to your wallet/);
  });

  it.each(HOSTILE_MESSAGES)('message: %s', async (_name, challenge, says) => {
    const fake = fakeFetch({ json: { type: 'message', challenge } }, { json: { token: 'jwt' } });
    const signMessage = vi.fn(() => Promise.resolve(new Uint8Array(64)));
    const failure = await signIn(testClient(fake), { wallet, signMessage }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'refused-challenge' });
    expect(String(failure)).toMatch(says);
    expect(signMessage).not.toHaveBeenCalled();
    expect(fake.calls).toHaveLength(1);
  });
});
