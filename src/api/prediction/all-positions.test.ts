import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeFetch, testClient, type RecordedRequest } from '../fake-fetch';
import { getAllPositions } from './all-positions';
import { predictionQueries } from './queries';
import { OWNER, position } from './test-fixtures';

const B58 = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const pubkeyOf = (i: number) => `${B58[Math.floor(i / 24)] ?? ''}${B58[i % 24] ?? ''}${position.pubkey.slice(2)}`;
const ALL = Array.from({ length: 130 }, (_, i) => ({ ...position, pubkey: pubkeyOf(i) }));

/** A service holding `ALL` that answers at most `cap` positions a request, 20 when no span is asked. */
function service(cap: number) {
  return (req: RecordedRequest) => {
    const start = Number(req.url.searchParams.get('start') ?? 0);
    const asked = req.url.searchParams.get('end');
    const end = Math.min(asked === null ? start + 20 : Number(asked), start + cap, ALL.length);
    const pagination = { start, end, total: ALL.length, hasNext: end < ALL.length };
    return Response.json({ data: ALL.slice(start, end), pagination });
  };
}

const spans = (calls: RecordedRequest[]) =>
  calls.map((c) => `${c.url.searchParams.get('start') ?? ''}-${c.url.searchParams.get('end') ?? ''}`);

describe('getAllPositions', () => {
  it('reads all 130 positions (beyond the first 20), the pages after the first together', async () => {
    const fake = fakeFetch(service(200));
    const list = await getAllPositions(testClient(fake), { ownerPubkey: OWNER });
    expect(list.data.map((p) => p.pubkey)).toEqual(ALL.map((p) => p.pubkey));
    expect(list.pagination).toMatchObject({ total: 130, hasNext: false });
    expect(spans(fake.calls)).toEqual(['0-50', '50-100', '100-150']);
  });

  it('keeps to a service that answers fewer than asked, with no gap and no double', async () => {
    const fake = fakeFetch(service(30));
    const list = await getAllPositions(testClient(fake), { ownerPubkey: OWNER, marketId: 'market-456' });
    expect(list.data.map((p) => p.pubkey)).toEqual(ALL.map((p) => p.pubkey));
    expect(spans(fake.calls)).toEqual(['0-50', '30-60', '60-90', '90-120', '120-150']);
    expect(fake.last.url.searchParams.get('marketId')).toBe('market-456');
  });

  it('is the positions family in the cache (one write invalidates it) and skipped without an owner', async () => {
    const client = testClient(fakeFetch(service(200)));
    const q = predictionQueries.allPositions(client, OWNER);
    expect(q.queryKey.slice(0, 4)).toEqual([...predictionQueries.all(client), 'positions', 'all']);
    expect((await new QueryClient().query(q)).data).toHaveLength(130);
    expect(typeof predictionQueries.allPositions(client, undefined).queryFn).not.toBe('function');
  });
});
