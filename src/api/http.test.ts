import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { rawAmountSchema, routerSchema } from './common';
import { isRetryable } from './errors';
import { apiFailure, fakeFetch, testClient } from './fake-fetch';
import { buildUrl, createApiClient, emptyResponse, encodeRequest } from './http';

const schema = z.looseObject({ id: z.string(), amount: rawAmountSchema, router: z.optional(routerSchema) });

describe('createApiClient', () => {
  it('sends x-api-key, query and JSON body, and parses with zod (bigint amounts)', async () => {
    const fake = fakeFetch({ json: { id: 'a', amount: '123', extra: true } });
    const client = testClient(fake);
    const out = await client.request({
      method: 'POST',
      path: '/x/v1/thing',
      query: { a: 1, b: undefined, list: ['m1', 'm2'] },
      json: { k: 'v' },
      schema,
    });
    expect(out).toEqual({ id: 'a', amount: 123n, extra: true });
    expect(fake.last.method).toBe('POST');
    expect(fake.last.url.pathname).toBe('/x/v1/thing');
    expect(fake.last.url.searchParams.get('a')).toBe('1');
    expect(fake.last.url.searchParams.has('b')).toBe(false);
    expect(fake.last.url.searchParams.get('list')).toBe('m1,m2');
    expect(fake.last.headers.get('x-api-key')).toBe('test-key');
    expect(fake.last.headers.get('authorization')).toBeNull();
    expect(fake.last.body).toEqual({ k: 'v' });
  });

  it('adds the bearer token only when asked', async () => {
    const fake = fakeFetch({ json: { id: 'a', amount: '1' } });
    await testClient(fake).request({ method: 'GET', path: '/trigger/v2/vault', schema, bearer: true });
    expect(fake.last.headers.get('authorization')).toBe('Bearer test-jwt');
  });

  it('refuses a bearer call without a session before sending anything', async () => {
    const fake = fakeFetch({ json: {} });
    const e = await apiFailure(
      testClient(fake, { getBearer: () => null }).request({
        method: 'GET',
        path: '/trigger/v2/vault',
        schema,
        bearer: true,
      }),
    );
    expect(e.kind).toBe('session-expired');
    expect(fake.calls).toHaveLength(0);
  });

  it('maps a trigger 401 to session-expired and a plain 401 to unauthorized', async () => {
    const fake = fakeFetch({ status: 401, json: { error: 'Unauthorized' } });
    const bearer = await apiFailure(testClient(fake).request({ method: 'GET', path: '/t', schema, bearer: true }));
    expect(bearer.kind).toBe('session-expired');
    const plain = await apiFailure(testClient(fake).request({ method: 'GET', path: '/t', schema }));
    expect(plain.kind).toBe('unauthorized');
  });

  it('keeps status, message, details, errors and the gateway request id of an error body', async () => {
    const fake = fakeFetch({
      status: 400,
      json: { error: 'Request validation failed', details: { amount: 'too small' }, errors: { x: ['bad'] } },
      headers: { 'x-api-gateway-request-id': 'req-42' },
    });
    const e = await apiFailure(testClient(fake).request({ method: 'GET', path: '/t', schema }));
    expect(e).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Request validation failed',
      details: { amount: 'too small' },
      errors: { x: ['bad'] },
      requestId: 'req-42',
    });
    expect(isRetryable(e)).toBe(false);
  });

  it('reads errorCode with its router from an order error body, aliases mapped', async () => {
    const fake = fakeFetch({
      status: 400,
      json: { error: 'Insufficient funds', errorCode: 1, router: 'jupiterz', requestId: 'r1' },
    });
    const e = await apiFailure(testClient(fake).request({ method: 'GET', path: '/swap/v2/order', schema }));
    expect(e).toMatchObject({ errorCode: 1, router: 'rfq_mm', requestId: 'r1' });
  });

  it('reads the prediction envelope {type, message, code}', async () => {
    const fake = fakeFetch({
      status: 400,
      json: { type: 'invalid_request_error', message: 'Minimum order is $5', code: 'min', request_id: 'p1' },
    });
    const e = await apiFailure(testClient(fake).request({ method: 'POST', path: '/prediction/v1/orders', schema }));
    expect(e).toMatchObject({ message: 'Minimum order is $5', code: 'min', requestId: 'p1' });
  });

  it('keeps the code of a JSON-RPC error object sent with a non-2xx status', async () => {
    const fake = fakeFetch({
      status: 400,
      json: { jsonrpc: '2.0', id: 1, error: { code: -1014, message: 'tip missing' } },
    });
    const e = await apiFailure(testClient(fake).request({ method: 'POST', path: '/tx-rpc', schema }));
    expect(e).toMatchObject({ kind: 'http', message: 'tip missing', code: -1014 });
  });

  it('keeps the signature of a swap execute 500 so the app can check the chain', async () => {
    const fake = fakeFetch({ status: 500, json: { signature: '5Ufd', error: 'Failed to land' } });
    const e = await apiFailure(testClient(fake).request({ method: 'POST', path: '/swap/v2/execute', schema }));
    expect(e).toMatchObject({ status: 500, message: 'Failed to land', signature: '5Ufd' });
  });

  it('turns an HTML 502 page into a retryable bad-response', async () => {
    const fake = fakeFetch({ status: 502, text: '<html><body>Bad gateway</body></html>' });
    const e = await apiFailure(testClient(fake).request({ method: 'GET', path: '/t', schema }));
    expect(e.kind).toBe('bad-response');
    expect(e.message).toMatch(/502 with an HTML page/);
    expect(isRetryable(e)).toBe(true);
  });

  it('turns an empty 200 body into bad-response, unless the operation expects none', async () => {
    const fake = fakeFetch({ status: 200, text: '' });
    const e = await apiFailure(testClient(fake).request({ method: 'GET', path: '/t', schema }));
    expect(e.kind).toBe('bad-response');
    await expect(
      testClient(fake).request({ method: 'PUT', path: '/u', schema: emptyResponse }),
    ).resolves.toBeUndefined();
  });

  it('reports a missing required field by name', async () => {
    const fake = fakeFetch({ json: { id: 'a' } });
    const e = await apiFailure(testClient(fake).request({ method: 'GET', path: '/t', schema }));
    expect(e.kind).toBe('invalid-response');
    expect(e.issues).toContain('amount: required field is missing');
    expect(e.message).toContain('amount');
  });

  it('names a missing enum-typed field as missing, not as an invalid option', async () => {
    const withEnum = z.looseObject({
      kind: z.enum(['a', 'b']),
      nested: z.object({ when: z.union([z.string(), z.number()]) }),
    });
    const fake = fakeFetch({ json: { nested: {} } });
    const e = await apiFailure(testClient(fake).request({ method: 'GET', path: '/t', schema: withEnum }));
    expect(e.issues).toEqual(['kind: required field is missing', 'nested.when: required field is missing']);
  });

  it('keeps an unknown router as a string', async () => {
    const fake = fakeFetch({ json: { id: 'a', amount: '1', router: 'brand_new' } });
    await expect(testClient(fake).request({ method: 'GET', path: '/t', schema })).resolves.toMatchObject({
      router: 'brand_new',
    });
  });

  it('turns a network failure into a retryable network error naming the host', async () => {
    const fake = fakeFetch({ error: new TypeError('Failed to fetch') });
    const e = await apiFailure(testClient(fake).request({ method: 'GET', path: '/t', schema }));
    expect(e.kind).toBe('network');
    expect(e.message).toBe('Service unreachable at api.test');
    expect(isRetryable(e)).toBe(true);
  });

  it('times out with a timeout error', async () => {
    const hang: typeof fetch = (_i, init) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: hang, timeoutMs: 20 });
    const e = await apiFailure(client.request({ method: 'GET', path: '/t', schema }));
    expect(e.kind).toBe('timeout');
    expect(isRetryable(e)).toBe(true);
  });

  it("honours the caller's abort signal", async () => {
    const hang: typeof fetch = (_i, init) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: hang });
    const controller = new AbortController();
    const p = client.request({ method: 'GET', path: '/t', schema, signal: controller.signal });
    controller.abort();
    expect((await apiFailure(p)).kind).toBe('aborted');
  });

  it('does not send the API key to a presigned URL', async () => {
    const fake = fakeFetch({ status: 200, text: '' });
    await testClient(fake).request({
      method: 'PUT',
      path: '(presigned)',
      url: 'http://storage.test/put?sig=1',
      raw: { body: 'bytes', contentType: 'image/png' },
      withApiKey: false,
      schema: emptyResponse,
    });
    expect(fake.last.headers.get('x-api-key')).toBeNull();
    expect(fake.last.headers.get('content-type')).toBe('image/png');
  });

  it('classifies a 401 / 429 / 403 with an HTML or text body by its status, keeping Retry-After', async () => {
    const html = '<html><body>401 Authorization Required</body></html>';
    const e401 = await apiFailure(
      testClient(fakeFetch({ status: 401, text: html })).request({ method: 'GET', path: '/t', schema }),
    );
    expect(e401).toMatchObject({ kind: 'unauthorized', status: 401 });
    const e429 = await apiFailure(
      testClient(fakeFetch({ status: 429, text: 'Too Many Requests', headers: { 'retry-after': '7' } })).request({
        method: 'GET',
        path: '/t',
        schema,
      }),
    );
    expect(e429).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 7000 });
    expect(isRetryable(e429)).toBe(true);
    const date = new Date(Date.now() + 30_000).toUTCString();
    const eDate = await apiFailure(
      testClient(fakeFetch({ status: 429, text: '<h1>slow down</h1>', headers: { 'retry-after': date } })).request({
        method: 'GET',
        path: '/t',
        schema,
      }),
    );
    expect(eDate.retryAfterMs).toBeGreaterThan(25_000);
    expect(eDate.retryAfterMs).toBeLessThanOrEqual(30_000);
    const bearer = await apiFailure(
      testClient(fakeFetch({ status: 401, text: 'expired' }), { getBearer: () => 'tok' }).request({
        method: 'GET',
        path: '/t',
        schema,
        bearer: true,
      }),
    );
    expect(bearer.kind).toBe('session-expired');
    const e403 = await apiFailure(
      testClient(fakeFetch({ status: 403, text: 'Forbidden' })).request({ method: 'GET', path: '/t', schema }),
    );
    expect(e403).toMatchObject({ kind: 'http', status: 403 });
    expect(e403.message).toMatch(/403/);
  });

  it('maps 429 to rate-limited (retryable)', async () => {
    const fake = fakeFetch({ status: 429, json: { error: '[API Gateway] Too many requests' } });
    const e = await apiFailure(testClient(fake).request({ method: 'GET', path: '/t', schema }));
    expect(e.kind).toBe('rate-limited');
    expect(isRetryable(e)).toBe(true);
  });
});

describe('encodeRequest / buildUrl', () => {
  it('encodes bigint amounts to strings and names bad fields', () => {
    const s = z.object({ amount: rawAmountSchema });
    expect(encodeRequest(s, { amount: 5n }, 'test')).toEqual({ amount: '5' });
    expect(() => encodeRequest(s, { amount: -1n }, 'test')).toThrow(/amount/);
  });

  it('leaves an empty list out of the query', () => {
    expect(buildUrl('http://h', '/a', { excludeRouters: [], b: ['x'] })).toBe('http://h/a?b=x');
  });

  it('joins base and path without doubled slashes', () => {
    expect(buildUrl('http://h:1/', '/a/b', { q: 'x y' })).toBe('http://h:1/a/b?q=x+y');
  });
});
