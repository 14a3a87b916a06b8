import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { fakeFetch, testClient } from '../fake-fetch';
import { swapQueries } from './queries';
import { orderWire, quoteWire, SOL, TAKER, TX_B64, USDC } from './test-fixtures';

const base = { inputMint: SOL, outputMint: USDC, amount: 100_000_000n };

function hasBigint(v: unknown): boolean {
  if (typeof v === 'bigint') return true;
  if (Array.isArray(v)) return v.some(hasBigint);
  if (v && typeof v === 'object') return Object.values(v).some(hasBigint);
  return false;
}

describe('swapQueries', () => {
  it('keys a v2 quote by endpoint and wire params, never a bigint', async () => {
    const fake = fakeFetch({ json: orderWire });
    const client = testClient(fake);
    const q = swapQueries.order(client, base);
    expect(q.queryKey).toEqual(['swap', 'http://api.test', 'order', { ...base, amount: '100000000' }]);
    expect(hasBigint(q.queryKey)).toBe(false);
    expect(q.staleTime).toBeGreaterThan(0);
    const data = await new QueryClient().query(q);
    expect(data.outAmount).toBe(17_057_460n);
    expect(fake.last.url.pathname).toBe('/swap/v2/order');
  });

  it('never caches an order that carries an unsigned transaction', () => {
    const q = swapQueries.order(testClient(fakeFetch({ json: { ...orderWire, transaction: TX_B64 } })), {
      ...base,
      taker: TAKER,
    });
    expect(q.staleTime).toBe(0);
    expect(q.gcTime).toBe(0);
    expect(q.queryKey[3]).toMatchObject({ taker: TAKER });
    const b = swapQueries.build(testClient(fakeFetch({ json: {} })), { ...base, taker: TAKER });
    expect([b.staleTime, b.gcTime]).toEqual([0, 0]);
  });

  it('skips without params', () => {
    const client = testClient(fakeFetch({ json: {} }));
    expect(swapQueries.order(client, undefined).queryFn).toBe(skipToken);
    expect(swapQueries.quote(client, undefined).queryFn).toBe(skipToken);
    expect(swapQueries.build(client, undefined).queryFn).toBe(skipToken);
  });

  it('keys the v1 quote by its wire params and fetches it', async () => {
    const fake = fakeFetch({ json: quoteWire });
    const q = swapQueries.quote(testClient(fake), { ...base, slippageBps: 50, forMevBundle: true });
    expect(q.queryKey).toEqual([
      'swap',
      'http://api.test',
      'quote',
      { ...base, amount: '100000000', slippageBps: 50, forMevBundle: true },
    ]);
    await expect(new QueryClient().query(q)).resolves.toHaveProperty('inAmount', 100_000_000n);
  });

  it('surfaces invalid params as the query error instead of throwing while building options', async () => {
    const fake = fakeFetch({ json: orderWire });
    const q = swapQueries.order(testClient(fake), { ...base, slippageBps: 20_000 });
    expect(hasBigint(q.queryKey)).toBe(false);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(qc.query(q)).rejects.toBeInstanceOf(ApiError);
    expect(fake.calls).toHaveLength(0);
  });

  it('caches the DEX labels for long', async () => {
    const fake = fakeFetch({ json: { prog: 'Orca' } });
    const q = swapQueries.programIdToLabel(testClient(fake));
    expect(q.queryKey).toEqual(['swap', 'http://api.test', 'program-id-to-label']);
    expect(q.staleTime).toBeGreaterThanOrEqual(60 * 60_000);
    await expect(new QueryClient().query(q)).resolves.toEqual({ prog: 'Orca' });
  });
});
