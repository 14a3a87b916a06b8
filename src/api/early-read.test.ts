import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { readEarly } from './early-read';
import { apiFailure, fakeFetch, TEST_API_KEY, TEST_BASE_URL, testClient } from './fake-fetch';

const schema = z.array(z.object({ id: z.string() }));
const URL = `${TEST_BASE_URL}/lend/v1/earn/tokens`;
const get = () => ({ method: 'GET' as const, path: '/lend/v1/earn/tokens', schema });

afterEach(() => vi.unstubAllGlobals());

function earlyAnswer(body: unknown) {
  let answer = (_: Response) => {};
  const sent = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', sent);
  return { sent, answer: () => answer(Response.json(body)) };
}

describe('early reads', () => {
  it('a GET of the same URL and key takes the early answer once; the next one is sent', async () => {
    const early = earlyAnswer([{ id: 'early' }]);
    readEarly(URL, TEST_API_KEY);
    expect(early.sent).toHaveBeenCalledWith(URL, {
      headers: { accept: 'application/json', 'x-api-key': TEST_API_KEY },
    });
    const fake = fakeFetch({ json: [{ id: 'late' }] });
    const client = testClient(fake);
    const first = client.request(get());
    early.answer();
    expect(await first).toEqual([{ id: 'early' }]);
    expect(fake.calls).toHaveLength(0);
    expect(await client.request(get())).toEqual([{ id: 'late' }]);
  });

  it('is not taken by a client with another key', async () => {
    earlyAnswer([{ id: 'early' }]);
    readEarly(URL, 'another-key');
    expect(await testClient(fakeFetch({ json: [{ id: 'late' }] })).request(get())).toEqual([{ id: 'late' }]);
  });

  it('still times out when the early answer never comes', async () => {
    earlyAnswer([]);
    readEarly(URL, TEST_API_KEY);
    const e = await apiFailure(testClient(fakeFetch({ json: [] }), { timeoutMs: 20 }).request(get()));
    expect(e.kind).toBe('timeout');
  });
});
