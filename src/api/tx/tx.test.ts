import { describe, expect, it } from 'vitest';
import { addressSchema } from '../common';
import { apiFailure, fakeFetch, testClient } from '../fake-fetch';
import { explainRpcErrorCode, sendTransactionRpc, submitTransaction } from './endpoints';
import { MIN_TIP_LAMPORTS, pickTipAccount, TIP_ACCOUNTS } from './tip-accounts';

const TX = 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
const SIG = '5Ufd1CuKq2Zy2LhF3UEbVs5xA5WDkB4mN3pQq7wX8yZ9';
const SUBMIT_URL = 'http://tx.test/';

describe('tip accounts (supplement §12)', () => {
  it('lists 16 distinct base58 addresses and a minimum of 0.001 SOL', () => {
    expect(TIP_ACCOUNTS).toHaveLength(16);
    expect(new Set(TIP_ACCOUNTS).size).toBe(16);
    for (const a of TIP_ACCOUNTS) expect(addressSchema.safeParse(a).success).toBe(true);
    expect(MIN_TIP_LAMPORTS).toBe(1_000_000n);
  });

  it('picks any of them, including the ends', () => {
    expect(pickTipAccount(() => 0)).toBe(TIP_ACCOUNTS[0]);
    expect(pickTipAccount(() => 0.999999)).toBe(TIP_ACCOUNTS[15]);
  });
});

describe('submitTransaction', () => {
  it('posts {signedTransaction} to /tx/v1/submit and returns {signature}', async () => {
    const fake = fakeFetch({ json: { signature: SIG } });
    await expect(submitTransaction(testClient(fake), { signedTransaction: TX })).resolves.toEqual({ signature: SIG });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/tx/v1/submit');
    expect(fake.last.body).toEqual({ signedTransaction: TX });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
  });

  it('reports a 400 {error} about the tip', async () => {
    const fake = fakeFetch({ status: 400, json: { error: 'Tip too small' } });
    const e = await apiFailure(submitTransaction(testClient(fake), { signedTransaction: TX }));
    expect(e).toMatchObject({ kind: 'http', status: 400, message: 'Tip too small' });
  });

  it('names a missing signature in the answer', async () => {
    const e = await apiFailure(submitTransaction(testClient(fakeFetch({ json: {} })), { signedTransaction: TX }));
    expect(e.kind).toBe('invalid-response');
    expect(e.issues).toEqual(['signature: required field is missing']);
  });
});

describe('sendTransactionRpc', () => {
  it('posts the JSON-RPC sendTransaction body to the submission URL with the API key', async () => {
    const fake = fakeFetch({ json: { jsonrpc: '2.0', id: 7, result: SIG } });
    await expect(sendTransactionRpc(testClient(fake), SUBMIT_URL, TX, { id: 7 })).resolves.toBe(SIG);
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.href).toBe(SUBMIT_URL);
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(fake.last.headers.get('content-type')).toBe('application/json');
    expect(fake.last.body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      method: 'sendTransaction',
      params: [TX, { encoding: 'base64', skipPreflight: true, maxRetries: 0 }],
    });
  });

  it('gives each request its own id when none is passed', async () => {
    const fake = fakeFetch({ json: { jsonrpc: '2.0', id: 1, result: SIG } });
    const client = testClient(fake);
    await sendTransactionRpc(client, SUBMIT_URL, TX);
    await sendTransactionRpc(client, SUBMIT_URL, TX, { swqosOnly: true });
    const [a, b] = fake.calls.map((c) => c.body as { id: number; params: unknown[] });
    expect(a?.id).not.toBe(b?.id);
    expect(b?.params[1]).toEqual({ encoding: 'base64', skipPreflight: true, maxRetries: 0, swqosOnly: true });
  });

  it.each([
    [-1013, /below the minimum/],
    [-1014, /no tip/],
    [-1015, /skipPreflight/],
    [-1016, /base64/],
  ])('turns JSON-RPC error %i into an ApiError with that code', async (code, words) => {
    const fake = fakeFetch({ json: { jsonrpc: '2.0', id: 1, error: { code, message: 'server words' } } });
    const e = await apiFailure(sendTransactionRpc(testClient(fake), SUBMIT_URL, TX));
    expect(e).toMatchObject({ kind: 'http', code });
    expect(e.message).toMatch(words);
    expect(e.message).toContain('server words');
  });

  it('keeps an unknown JSON-RPC error with its code and message', async () => {
    const fake = fakeFetch({ json: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } } });
    const e = await apiFailure(sendTransactionRpc(testClient(fake), SUBMIT_URL, TX));
    expect(e).toMatchObject({ kind: 'http', code: -32601 });
    expect(e.message).toContain('Method not found');
    expect(explainRpcErrorCode(-1)).toContain('-1');
  });

  it('refuses an answer with neither result nor error', async () => {
    const e = await apiFailure(
      sendTransactionRpc(testClient(fakeFetch({ json: { jsonrpc: '2.0', id: 1 } })), SUBMIT_URL, TX),
    );
    expect(e.kind).toBe('invalid-response');
  });

  it('refuses a bad URL or a non-base64 transaction before sending', async () => {
    const fake = fakeFetch({ json: { result: SIG } });
    expect((await apiFailure(sendTransactionRpc(testClient(fake), 'not a url', TX))).kind).toBe('invalid-request');
    const bad = await apiFailure(sendTransactionRpc(testClient(fake), SUBMIT_URL, 'not base64!'));
    expect(bad.kind).toBe('invalid-request');
    expect(bad.issues.join()).toContain('params.0');
    expect(fake.calls).toHaveLength(0);
  });
});
