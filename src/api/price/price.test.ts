import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { fakeFetch, testClient } from '../fake-fetch';
import { getPrices } from './endpoints';
import { batchedPrices, priceQueries } from './queries';
import { priceResponseSchema } from './schemas';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
// Example values from supplement §1.
const example = {
  [SOL]: {
    createdAt: '2024-06-05T08:55:25.527Z',
    liquidity: 621679197.67,
    usdPrice: 147.48,
    blockId: 348004023,
    decimals: 9,
    priceChange24h: 1.29,
  },
  [USDC]: {
    createdAt: '2024-06-05T08:55:25.527Z',
    liquidity: 1e9,
    usdPrice: 0.9999,
    blockId: null,
    decimals: 6,
    priceChange24h: -0.003,
  },
};

describe('price v3 schemas', () => {
  it('parses the supplement example, nullable fields included', () => {
    const out = priceResponseSchema.parse(example);
    expect(out[SOL]?.usdPrice).toBe(147.48);
    expect(out[USDC]?.blockId).toBeNull();
  });

  it('refuses a negative price or liquidity rather than show a negative USD value (issue 11 §5)', () => {
    expect(priceResponseSchema.safeParse({ [SOL]: { ...example[SOL], usdPrice: -150 } }).success).toBe(false);
    expect(priceResponseSchema.safeParse({ [SOL]: { ...example[SOL], liquidity: -1 } }).success).toBe(false);
  });

  it('reads an entry with only usdPrice (the real service leaves out createdAt and liquidity)', () => {
    expect(priceResponseSchema.parse({ [SOL]: { usdPrice: 150, blockId: 1, decimals: 9 } })[SOL]?.usdPrice).toBe(150);
  });

  it('names a missing usdPrice', () => {
    const r = priceResponseSchema.safeParse({
      [SOL]: { createdAt: 'x', liquidity: 1, blockId: 1, decimals: 9, priceChange24h: 0 },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([SOL, 'usdPrice']);
  });
});

describe('getPrices', () => {
  it('sends GET /price/v3?ids=a,b with the API key', async () => {
    const fake = fakeFetch({ json: example });
    const out = await getPrices(testClient(fake), { ids: [SOL, USDC] });
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe('/price/v3');
    expect(fake.last.url.searchParams.get('ids')).toBe(`${SOL},${USDC}`);
    expect([...fake.last.url.searchParams.keys()]).toEqual(['ids']);
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(Object.keys(out)).toHaveLength(2);
  });

  it('refuses more than 50 ids before sending, accepts 50', async () => {
    const fake = fakeFetch({ json: {} });
    await expect(getPrices(testClient(fake), { ids: Array.from({ length: 51 }, () => SOL) })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fake.calls).toHaveLength(0);
    await getPrices(testClient(fake), { ids: Array.from({ length: 50 }, () => SOL) });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('priceQueries', () => {
  it('keys by endpoint and sorted mints, and skips without mints', async () => {
    const fake = fakeFetch({ json: example });
    const client = testClient(fake);
    const a = priceQueries.prices(client, [USDC, SOL]);
    const b = priceQueries.prices(client, [SOL, USDC, SOL]);
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey).toContain('http://api.test');
    const qc = new QueryClient();
    await expect(qc.query(a)).resolves.toHaveProperty(SOL);
    expect(typeof priceQueries.prices(client, []).queryFn).not.toBe('function');
  });

  it('splits more than 50 mints into requests of at most 50 ids and merges the answers', async () => {
    const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    const mints = Array.from({ length: 120 }, (_, i) => `${B58[i % 58]}${B58[Math.floor(i / 58)]}${'1'.repeat(30)}`);
    const entry = example[SOL];
    const fake = fakeFetch((req) => {
      const ids = (req.url.searchParams.get('ids') ?? '').split(',');
      return Response.json(Object.fromEntries(ids.map((id) => [id, entry])));
    });
    const out = await new QueryClient().query(priceQueries.prices(testClient(fake), mints));
    expect(fake.calls.map((c) => c.url.searchParams.get('ids')?.split(',').length)).toEqual([50, 50, 20]);
    expect(fake.calls.every((c) => c.url.pathname === '/price/v3')).toBe(true);
    expect(Object.keys(out).sort()).toEqual([...mints].sort());
  });

  it('serves the reads of one task with one request, each reader getting only its mints', async () => {
    const fake = fakeFetch({ json: example });
    const client = testClient(fake);
    const qc = new QueryClient();
    const unpriced = 'NoPrice1111111111111111111111111111111111111';
    const [sol, both, usdc] = await Promise.all([
      qc.query(priceQueries.prices(client, [SOL])),
      qc.query(priceQueries.prices(client, [USDC, SOL])),
      batchedPrices(client, [USDC, unpriced]),
    ]);
    expect(fake.calls.map((c) => c.url.searchParams.get('ids'))).toEqual([[SOL, USDC, unpriced].sort().join(',')]);
    expect(Object.keys(sol)).toEqual([SOL]);
    expect(Object.keys(both).sort()).toEqual([SOL, USDC].sort());
    expect(Object.keys(usdc)).toEqual([USDC]);
    // The request has left: a later read asks again.
    await batchedPrices(client, [SOL]);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.url.searchParams.get('ids')).toBe(SOL);
  });

  it('fails every reader of a failed request', async () => {
    const client = testClient(fakeFetch({ status: 500, json: { error: 'down' } }));
    const reads = [batchedPrices(client, [SOL]), batchedPrices(client, [USDC])];
    for (const read of reads) await expect(read).rejects.toBeInstanceOf(ApiError);
  });
});
