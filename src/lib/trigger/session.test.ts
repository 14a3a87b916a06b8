import { Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { importSeedForSigning, signBytes } from '../sandbox-wallet/ed25519';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeFetch, testClient } from '../../api/fake-fetch';
import { encodeTransaction } from '../transaction-codec';
import { challengeProblem, signIn } from './sign-in';
import { sharedAttempt, withSession } from './with-session';

const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const BLOCKHASH = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

function memoTx(payer: PublicKey, extra: TransactionInstruction[] = []) {
  const memo = new TransactionInstruction({
    programId: MEMO,
    keys: [],
    data: new TextEncoder().encode('sign in') as never,
  });
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: BLOCKHASH,
    instructions: [memo, ...extra],
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

describe('signIn', () => {
  it('signs the exact challenge bytes and sends the base58 signature to verify', async () => {
    const kp = Keypair.generate();
    const fake = fakeFetch(
      { json: { type: 'message', challenge: 'Sign this message to authenticate: n0nce' } },
      { json: { token: 'jwt-1' } },
    );
    const key = await importSeedForSigning(kp.secretKey.slice(0, 32));
    const signMessage = vi.fn((m: Uint8Array) => signBytes(key, m));
    const token = await signIn(testClient(fake), { wallet: kp.publicKey.toBase58(), signMessage });
    expect(token).toBe('jwt-1');
    expect(fake.calls[0]!.body).toEqual({ walletPubkey: kp.publicKey.toBase58(), type: 'message' });
    const body = fake.calls[1]!.body as { signature: string; type: string };
    expect(body.type).toBe('message');
    const bytes = new TextEncoder().encode('Sign this message to authenticate: n0nce');
    expect(bs58.decode(body.signature)).toEqual(await signBytes(key, bytes));
  });

  it('without signMessage, signs the memo transaction challenge (never sent)', async () => {
    const kp = Keypair.generate();
    const fake = fakeFetch(
      { json: { type: 'transaction', transaction: encodeTransaction(memoTx(kp.publicKey)) } },
      { json: { token: 'jwt-2' } },
    );
    const signTransaction = vi.fn(<T>(tx: T) => {
      (tx as VersionedTransaction).sign([kp]);
      return Promise.resolve(tx);
    });
    const token = await signIn(testClient(fake), {
      wallet: kp.publicKey.toBase58(),
      signTransaction: signTransaction as never,
    });
    expect(token).toBe('jwt-2');
    expect((fake.calls[0]!.body as { type: string }).type).toBe('transaction');
    expect(fake.calls[1]!.body).toMatchObject({ type: 'transaction', walletPubkey: kp.publicKey.toBase58() });
  });

  it('refuses a "challenge" transaction that does more than a memo', () => {
    const kp = Keypair.generate();
    const transfer = new TransactionInstruction({
      programId: new PublicKey('11111111111111111111111111111111'),
      keys: [],
      data: new Uint8Array(12) as never,
    });
    expect(challengeProblem(memoTx(kp.publicKey))).toBeNull();
    expect(challengeProblem(memoTx(kp.publicKey, [transfer]))).toMatch(/would also call 1111/);
  });
});

describe('withSession', () => {
  const expired = () => new ApiError({ kind: 'session-expired', status: 401, message: 'Unauthorized' });

  it('a 401 signs in again once and repeats the call, so the action does not fail', async () => {
    let token: string | null = 'old';
    const renew = vi.fn(() => Promise.resolve((token = 'new')));
    const call = vi.fn(() => (token === 'old' ? Promise.reject(expired()) : Promise.resolve('ok')));
    await expect(withSession({ current: () => token, renew }, call)).resolves.toBe('ok');
    expect(renew).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('a second 401 is passed on; other errors are not retried', async () => {
    const renew = vi.fn(() => Promise.resolve('t'));
    await expect(withSession({ current: () => 't', renew }, () => Promise.reject(expired()))).rejects.toThrow(
      'Unauthorized',
    );
    expect(renew).toHaveBeenCalledTimes(1);
    const other = new ApiError({ kind: 'http', status: 400, message: 'bad' });
    await expect(withSession({ current: () => 't', renew }, () => Promise.reject(other))).rejects.toBe(other);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('signs in first when there is no token; concurrent renewals share one attempt', async () => {
    let resolve: (t: string) => void = () => undefined;
    const run = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const shared = sharedAttempt(run);
    const a = shared('w');
    const b = shared('w');
    resolve('t');
    expect(await a).toBe('t');
    expect(await b).toBe('t');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
