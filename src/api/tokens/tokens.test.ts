import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { fakeFetch, testClient } from '../fake-fetch';
import { getTokensByTag, searchTokens } from './endpoints';
import { tokenQueries } from './queries';
import { isSuspicious, mintInformationListSchema, mintInformationSchema } from './schemas';

const SOL = 'So11111111111111111111111111111111111111112';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

// Supplement §2: the small tag record, and the JUP search record.
const solTag = { id: SOL, name: 'Wrapped SOL', symbol: 'SOL', decimals: 9, isVerified: true, tags: ['verified'] };
const jup = {
  id: JUP,
  name: 'Jupiter',
  symbol: 'JUP',
  icon: null,
  decimals: 6,
  organicScore: 97.98,
  organicScoreLabel: 'high',
  isVerified: true,
  tags: ['community', 'strict', 'verified'],
  usdPrice: 0.1415,
  audit: { mintAuthorityDisabled: true, freezeAuthorityDisabled: true, topHoldersPercentage: 15.45, devMints: 1 },
  stats24h: { priceChange: 1.2, numBuys: 100, numSells: null },
  apy: null,
  firstPool: { id: 'pool', createdAt: '2024-01-31T15:00:00Z' },
  ctLikes: 3,
};

describe('MintInformation (spec §2.3, supplement §2)', () => {
  it('parses the minimal tag record and the full search record', () => {
    const [sol, j] = mintInformationListSchema.parse([solTag, jup]);
    expect(sol).toEqual(solTag);
    expect(j).toMatchObject({ decimals: 6, organicScoreLabel: 'high', icon: null, usdPrice: 0.1415 });
    expect(j?.stats24h?.numSells).toBeNull();
    expect(j).toHaveProperty('ctLikes', 3);
  });

  it('keeps an unknown score label and accepts null for every named optional field', () => {
    expect(mintInformationSchema.parse({ ...jup, organicScoreLabel: 'very-high' }).organicScoreLabel).toBe('very-high');
    expect(
      mintInformationSchema.parse({ ...solTag, tags: null, isVerified: null, audit: null, mcap: null }).tags,
    ).toBeNull();
  });

  it('reads a script or data URL in any link field as null, keeping the record (issue 11 §5)', () => {
    const links = ['icon', 'website', 'twitter', 'telegram', 'discord', 'instagram', 'tiktok', 'otherUrl'] as const;
    const hostile = Object.fromEntries(
      links.map((k, i) => [k, i % 2 ? 'data:text/html,<b>x</b>' : 'javascript:alert(1)']),
    );
    const parsed = mintInformationSchema.parse({ ...jup, ...hostile });
    for (const k of links) expect(parsed[k]).toBeNull();
    expect(mintInformationSchema.parse({ ...jup, icon: 'https://img.example/jup.png' }).icon).toBe(
      'https://img.example/jup.png',
    );
  });

  it('names each missing required field', () => {
    const r = mintInformationSchema.safeParse({ id: SOL, name: 'Wrapped SOL' });
    expect(r.error?.issues.map((i) => i.path)).toEqual([['symbol'], ['decimals']]);
  });

  it('treats audit.isSus as a flag by its presence', () => {
    expect(isSuspicious(mintInformationSchema.parse(jup))).toBe(false);
    expect(mintInformationSchema.parse(jup).audit).not.toHaveProperty('isSus');
    expect(isSuspicious(mintInformationSchema.parse({ ...jup, audit: { isSus: true } }))).toBe(true);
    expect(isSuspicious(mintInformationSchema.parse(solTag))).toBe(false);
  });
});

describe('getTokensByTag', () => {
  it('sends GET /tokens/v2/tag?query=verified with the API key', async () => {
    const fake = fakeFetch({ json: [solTag] });
    const out = await getTokensByTag(testClient(fake), { query: 'verified' });
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe('/tokens/v2/tag');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({ query: 'verified' });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(out[0]?.symbol).toBe('SOL');
  });

  it('refuses a tag outside lst|verified|stocks before sending', async () => {
    const fake = fakeFetch({ json: [] });
    // @ts-expect-error -- not a tag of supplement §2
    await expect(getTokensByTag(testClient(fake), { query: 'memes' })).rejects.toMatchObject({
      kind: 'invalid-request',
    });
    expect(fake.calls).toHaveLength(0);
  });

  it('reports a 400 {error}', async () => {
    const fake = fakeFetch({ status: 400, json: { error: 'Invalid tag' } });
    const e = await getTokensByTag(testClient(fake), { query: 'lst' }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'http', status: 400, message: 'Invalid tag' });
  });
});

describe('searchTokens', () => {
  it('sends GET /tokens/v2/search?query=', async () => {
    const fake = fakeFetch({ json: [jup] });
    await searchTokens(testClient(fake), { query: 'JUP' });
    expect(fake.last.method).toBe('GET');
    expect(fake.last.url.pathname).toBe('/tokens/v2/search');
    expect(Object.fromEntries(fake.last.url.searchParams)).toEqual({ query: 'JUP' });
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
  });

  it('refuses more than 100 mints in a batch, accepts 100', async () => {
    const fake = fakeFetch({ json: [] });
    const query = Array.from({ length: 101 }, () => SOL).join(',');
    await expect(searchTokens(testClient(fake), { query })).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(fake.calls).toHaveLength(0);
    await searchTokens(testClient(fake), { query: Array.from({ length: 100 }, () => SOL).join(',') });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('tokenQueries', () => {
  it('keys tag and search by endpoint and input, with a long staleTime', async () => {
    const fake = fakeFetch({ json: [solTag] });
    const client = testClient(fake);
    const tag = tokenQueries.tag(client, 'verified');
    expect(tag.queryKey).toEqual(['tokens', 'http://api.test', 'tag', 'verified']);
    expect(tag.staleTime).toBeGreaterThanOrEqual(10 * 60_000);
    await expect(new QueryClient().query(tag)).resolves.toHaveLength(1);
    const search = tokenQueries.search(client, '  sol ');
    expect(search.queryKey).toEqual(['tokens', 'http://api.test', 'search', 'sol']);
    expect(search.staleTime).toBeGreaterThanOrEqual(5 * 60_000);
  });

  it('skips an empty or blank search and a missing tag', () => {
    const client = testClient(fakeFetch({ json: [] }));
    expect(tokenQueries.search(client, '').queryFn).toBe(skipToken);
    expect(tokenQueries.search(client, '   ').queryFn).toBe(skipToken);
    expect(tokenQueries.search(client, undefined).queryFn).toBe(skipToken);
    expect(tokenQueries.tag(client, undefined).queryFn).toBe(skipToken);
    expect(tokenQueries.mints(client, []).queryFn).toBe(skipToken);
  });

  it('looks up a set of mints with one sorted batch search', async () => {
    const fake = fakeFetch({ json: [solTag, jup] });
    const client = testClient(fake);
    const a = tokenQueries.mints(client, [SOL, JUP, SOL]);
    expect(a.queryKey).toEqual(tokenQueries.mints(client, [JUP, SOL]).queryKey);
    await new QueryClient().query(a);
    expect(fake.last.url.searchParams.get('query')).toBe([JUP, SOL].sort().join(','));
  });

  it('splits more than 100 mints into batch searches of at most 100 and joins the records', async () => {
    const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    const mints = Array.from({ length: 150 }, (_, i) => `${B58[i % 58]}${B58[Math.floor(i / 58)]}${'1'.repeat(30)}`);
    const fake = fakeFetch((req) => {
      const ids = (req.url.searchParams.get('query') ?? '').split(',');
      return Response.json(ids.map((id) => ({ ...solTag, id })));
    });
    const out = await new QueryClient().query(tokenQueries.mints(testClient(fake), mints));
    expect(fake.calls.map((c) => c.url.searchParams.get('query')?.split(',').length)).toEqual([100, 50]);
    expect(fake.calls.every((c) => c.url.pathname === '/tokens/v2/search')).toBe(true);
    expect(out.map((t) => t.id).sort()).toEqual([...mints].sort());
  });
});
