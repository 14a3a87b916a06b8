import * as z from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { call, endpoint, endpointFunctions } from './endpoint';
import { rawAmountSchema } from './common';
import { apiFailure, fakeFetch, testClient } from './fake-fetch';

const input = z.object({ id: z.string(), n: z.optional(rawAmountSchema), market: z.string().optional() });
const ok = z.looseObject({ ok: z.boolean() });

describe('call', () => {
  it('fills the path (encoded), sends the rest in the query of a GET', async () => {
    const fake = fakeFetch({ json: { ok: true } });
    const e = endpoint({ method: 'GET', path: '/x/{id}', input, response: ok });
    await call(testClient(fake), e, { id: 'a/b?', n: 5n });
    expect(fake.last.url.pathname).toBe('/x/a%2Fb%3F');
    expect(fake.last.url.search).toBe('?n=5');
  });

  it('sends the rest as the JSON body of a POST, `queryKeys` in the query, and no body when nothing is left', async () => {
    const fake = fakeFetch({ json: { ok: true } });
    const e = endpoint({ method: 'POST', path: '/x/{id}', input, queryKeys: ['market'], response: ok });
    await call(testClient(fake), e, { id: '1', n: 2n, market: 'main' });
    expect(fake.last.url.search).toBe('?market=main');
    expect(fake.last.body).toEqual({ n: '2' });
    await call(testClient(fake), e, { id: '1' });
    expect(fake.last.body).toBeUndefined();
  });

  it('refuses a bad input before sending, naming the field', async () => {
    const fake = fakeFetch({ json: { ok: true } });
    const { get } = endpointFunctions({ get: endpoint({ method: 'GET', path: '/x', input, response: ok }) });
    const e = await apiFailure(get(testClient(fake), { id: 3 as unknown as string }));
    expect(e).toMatchObject({ kind: 'invalid-request' });
    expect(e.message).toContain('id:');
    expect(fake.calls).toHaveLength(0);
  });

  it('checks the answer with a schema chosen from the input', async () => {
    const fake = fakeFetch({ json: { id: 'other' } });
    const e = endpoint({
      method: 'GET',
      path: '/x/{id}',
      input,
      response: ({ id }) => z.looseObject({ id: z.literal(id) }),
    });
    expect((await apiFailure(call(testClient(fake), e, { id: 'mine' }))).kind).toBe('invalid-response');
  });
});

describe('call where the browser has scheduler.yield', () => {
  it('sends each request in a task of its own: nothing is encoded or fetched before the yield resolves', async () => {
    let release = () => {};
    const yielded = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('scheduler', { yield: () => yielded });
    vi.resetModules();
    try {
      const fresh = await import('./endpoint');
      const fake = fakeFetch({ json: { ok: true } });
      const e = fresh.endpoint({ method: 'GET', path: '/x/{id}', input, response: ok });
      const pending = fresh.call(testClient(fake), e, { id: '1' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(fake.calls).toHaveLength(0);
      release();
      await expect(pending).resolves.toEqual({ ok: true });
      expect(fake.calls).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
