import { InfiniteQueryObserver, QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeFetch, testClient } from '../fake-fetch';
import { predictionQueries } from './queries';
import { OWNER, pagination, position, specEvent, supplementMarket } from './test-fixtures';

const hasBigint = (v: unknown): boolean =>
  typeof v === 'bigint' || (typeof v === 'object' && v !== null && Object.values(v).some(hasBigint));

describe('predictionQueries', () => {
  it('keys events by family, endpoint, operation and the wire filters, and fetches them', async () => {
    const fake = fakeFetch({ json: { data: [specEvent], pagination } });
    const client = testClient(fake);
    const q = predictionQueries.events(client, { provider: 'provider_a', category: 'crypto' });
    expect(q.queryKey).toEqual([
      'prediction',
      'http://api.test',
      'events',
      { provider: 'provider_a', category: 'crypto' },
    ]);
    expect(predictionQueries.events(client).queryKey).toEqual(predictionQueries.events(client, {}).queryKey);
    const data = await new QueryClient().query(q);
    expect(data.data[0]?.eventId).toBe('POLY-351731');
    expect(fake.last.url.searchParams.get('provider')).toBe('provider_a');
  });

  it('reads the event list page after page, each request at most a page, until the service has no next', async () => {
    const page = (start: number, hasNext: boolean) => ({
      data: [{ ...specEvent, eventId: `E-${String(start)}` }],
      pagination: { start, end: start + 1, total: 2, hasNext },
    });
    const fake = fakeFetch({ json: page(0, true) }, { json: page(1, false) });
    const q = predictionQueries.eventPages(testClient(fake), { category: 'crypto' }, 50);
    expect(q.queryKey).toEqual(['prediction', 'http://api.test', 'event-pages', { category: 'crypto' }, 50]);
    const observer = new InfiniteQueryObserver(new QueryClient(), q);
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    expect([fake.last.url.searchParams.get('start'), fake.last.url.searchParams.get('end')]).toEqual(['0', '50']);
    const second = await observer.fetchNextPage();
    expect([fake.last.url.searchParams.get('start'), fake.last.url.searchParams.get('end')]).toEqual(['1', '51']);
    expect(second.data?.pages.flatMap((p) => p.data.map((e) => e.eventId))).toEqual(['E-0', 'E-1']);
    expect(second.hasNextPage).toBe(false);
  });

  it('skips reads whose required input is missing', () => {
    const client = testClient(fakeFetch({ json: {} }));
    expect(predictionQueries.search(client, undefined).queryFn).toBe(skipToken);
    expect(predictionQueries.search(client, { query: '  ' }).queryFn).toBe(skipToken);
    expect(predictionQueries.event(client, undefined).queryFn).toBe(skipToken);
    expect(predictionQueries.market(client, undefined).queryFn).toBe(skipToken);
    expect(predictionQueries.orderbook(client, undefined).queryFn).toBe(skipToken);
    expect(predictionQueries.orders(client, undefined).queryFn).toBe(skipToken);
    expect(predictionQueries.orderStatus(client, undefined).queryFn).toBe(skipToken);
    expect(predictionQueries.positions(client, undefined).queryFn).toBe(skipToken);
    expect(predictionQueries.history(client, undefined).queryFn).toBe(skipToken);
    expect(typeof predictionQueries.search(client, { query: 'sol' }).queryFn).toBe('function');
    expect(typeof predictionQueries.event(client, 'POLY-1').queryFn).toBe('function');
    expect(typeof predictionQueries.market(client, 'm').queryFn).toBe('function');
    expect(typeof predictionQueries.orderbook(client, 'm').queryFn).toBe('function');
    expect(typeof predictionQueries.orders(client, OWNER).queryFn).toBe('function');
    expect(typeof predictionQueries.orderStatus(client, OWNER).queryFn).toBe('function');
    expect(typeof predictionQueries.positions(client, OWNER).queryFn).toBe('function');
    expect(typeof predictionQueries.history(client, OWNER).queryFn).toBe('function');
  });

  it('keys positions by the wire filters (isYes as a string) and the owner', async () => {
    const fake = fakeFetch({ json: { data: [position], pagination } });
    const client = testClient(fake);
    const q = predictionQueries.positions(client, OWNER, { isYes: true, marketId: 'market-456' });
    expect(q.queryKey).toEqual([
      'prediction',
      'http://api.test',
      'positions',
      { ownerPubkey: OWNER, isYes: 'true', marketId: 'market-456' },
    ]);
    const other = predictionQueries.positions(client, 'So11111111111111111111111111111111111111112');
    expect(other.queryKey).not.toEqual(predictionQueries.positions(client, OWNER).queryKey);
    const data = await new QueryClient().query(q);
    expect(hasBigint(q.queryKey)).toBe(false);
    expect(data.data[0]?.totalCostUsd).toBe(5_000_000n);
  });

  it('keys single resources by id under distinct operations', () => {
    const client = testClient(fakeFetch({ json: supplementMarket }));
    expect(predictionQueries.market(client, 'm-1').queryKey).toEqual([
      'prediction',
      'http://api.test',
      'market',
      'm-1',
    ]);
    expect(predictionQueries.orderbook(client, 'm-1').queryKey).toEqual([
      'prediction',
      'http://api.test',
      'orderbook',
      'm-1',
    ]);
    expect(predictionQueries.event(client, 'E-1', { includeMarkets: true }).queryKey).toEqual([
      'prediction',
      'http://api.test',
      'event',
      'E-1',
      { includeMarkets: true },
    ]);
    expect(predictionQueries.orders(client, OWNER, { start: 10 }).queryKey).toEqual([
      'prediction',
      'http://api.test',
      'orders',
      { start: 10, ownerPubkey: OWNER },
    ]);
    expect(predictionQueries.history(client, OWNER, { id: 3 }).queryKey[2]).toBe('history');
  });

  it('polls order status until the order is filled or failed', async () => {
    const status = (s: string) => ({ orderPubkey: OWNER, status: s, history: [] });
    const fake = fakeFetch({ json: status('created') }, { json: status('filled') });
    const qc = new QueryClient();
    const q = predictionQueries.orderStatus(testClient(fake), OWNER);
    const interval = q.refetchInterval as (query: unknown) => number | false;
    await qc.query(q);
    expect(interval(qc.getQueryCache().find({ queryKey: q.queryKey }))).toBe(2_000);
    await qc.refetchQueries({ queryKey: q.queryKey });
    expect(qc.getQueryData(q.queryKey)?.status).toBe('filled');
    expect(interval(qc.getQueryCache().find({ queryKey: q.queryKey }))).toBe(false);
  });
});
