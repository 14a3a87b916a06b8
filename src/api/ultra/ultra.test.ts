import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiFailure, fakeFetch, testClient } from '../fake-fetch';
import { executeWire, OTHER, orderWire, SOL, TAKER, TX_B64, USDC } from '../swap/test-fixtures';
import { executeOrder, getOrder } from './endpoints';
import { ultraQueries } from './queries';

const base = { inputMint: SOL, outputMint: USDC, amount: 100_000_000n };

describe('getOrder (order v1)', () => {
  it('sends GET /ultra/v1/order with the supplement §4 names and parses the §4 example', async () => {
    const fake = fakeFetch({ json: orderWire });
    const o = await getOrder(testClient(fake), {
      ...base,
      taker: TAKER,
      receiver: OTHER,
      payer: OTHER,
      closeAuthority: TAKER,
      referralAccount: OTHER,
      referralFee: 255,
      excludeRouters: ['aggregator_b'],
      excludeDexes: ['Raydium CLMM', 'Orca Whirlpool'],
    });
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe('/ultra/v1/order');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({
      inputMint: SOL,
      outputMint: USDC,
      amount: '100000000',
      taker: TAKER,
      receiver: OTHER,
      payer: OTHER,
      closeAuthority: TAKER,
      referralAccount: OTHER,
      referralFee: '255',
      excludeRouters: 'aggregator_b',
      excludeDexes: 'Raydium CLMM,Orca Whirlpool',
    });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(o).toMatchObject({ inAmount: 100_000_000n, router: 'aggregator_a', swapType: 'aggregator', gasless: false });
  });

  it('refuses closeAuthority without payer and a referral fee out of range', async () => {
    const fake = fakeFetch({ json: orderWire });
    const close = await apiFailure(getOrder(testClient(fake), { ...base, closeAuthority: TAKER }));
    expect(close.issues.join()).toContain('closeAuthority');
    const fee = await apiFailure(getOrder(testClient(fake), { ...base, referralAccount: OTHER, referralFee: 49 }));
    expect(fee.issues.join()).toContain('referralFee');
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses a receiver equal to the taker (spec §4.3: same handling as swap v2)', async () => {
    const fake = fakeFetch({ json: orderWire });
    const e = await apiFailure(getOrder(testClient(fake), { ...base, taker: TAKER, receiver: TAKER }));
    expect(e.kind).toBe('invalid-request');
    expect(e.issues.join()).toContain('receiver');
    expect(fake.calls).toHaveLength(0);
  });

  it('reports the shown failure {error: "Failed to get quotes"}', async () => {
    const fake = fakeFetch({ status: 400, json: { error: 'Failed to get quotes' } });
    const e = await apiFailure(getOrder(testClient(fake), base));
    expect(e).toMatchObject({ kind: 'http', status: 400, message: 'Failed to get quotes' });
  });

  it('names a missing required field of the order', async () => {
    const { gasless: _, ...rest } = orderWire;
    const e = await apiFailure(getOrder(testClient(fakeFetch({ json: rest })), base));
    expect(e.kind).toBe('invalid-response');
    expect(e.issues).toEqual(['gasless: required field is missing']);
  });
});

describe('executeOrder (order v1)', () => {
  it('posts {signedTransaction, requestId} to /ultra/v1/execute', async () => {
    const fake = fakeFetch({ json: executeWire });
    const r = await executeOrder(testClient(fake), { signedTransaction: TX_B64, requestId: orderWire.requestId });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/ultra/v1/execute');
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(fake.last.body).toEqual({ signedTransaction: TX_B64, requestId: orderWire.requestId });
    expect(r).toMatchObject({
      status: 'Success',
      code: 0,
      signature: executeWire.signature,
      totalInputAmount: 100_000_000n,
    });
  });

  it('keeps the code of a 500 {error, code}', async () => {
    const fake = fakeFetch({ status: 500, json: { error: 'Failed to land', code: -1000 } });
    const e = await apiFailure(executeOrder(testClient(fake), { signedTransaction: TX_B64, requestId: 'r' }));
    expect(e).toMatchObject({ kind: 'http', status: 500, code: -1000 });
  });
});

describe('ultraQueries', () => {
  it('keys by wire params; an order with taker is never cached; skips without params', async () => {
    const fake = fakeFetch({ json: { ...orderWire, taker: TAKER, transaction: TX_B64 } });
    const client = testClient(fake);
    const quote = ultraQueries.order(client, base);
    expect(quote.queryKey).toEqual(['ultra', 'http://api.test', 'order', { ...base, amount: '100000000' }]);
    expect(quote.staleTime).toBeGreaterThan(0);
    const withTaker = ultraQueries.order(client, { ...base, taker: TAKER });
    expect([withTaker.staleTime, withTaker.gcTime]).toEqual([0, 0]);
    await expect(new QueryClient().query(withTaker)).resolves.toHaveProperty('transaction', TX_B64);
    expect(ultraQueries.order(client, undefined).queryFn).toBe(skipToken);
  });
});
