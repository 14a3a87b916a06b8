import { ApiError } from './errors';
import { createApiClient, type ApiClient, type ApiClientOptions } from './http';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type FakeReply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; headers?: Record<string, string> }
  | { error: Error }
  | ((req: RecordedRequest) => Response | Promise<Response>);

/** A test `fetch` (replies in order, last repeats; records requests); here so every family's tests share it. */
export function fakeFetch(...replies: FakeReply[]) {
  const calls: RecordedRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    let body: unknown = init?.body;
    if (typeof body === 'string' && headers.get('content-type') === 'application/json') body = JSON.parse(body);
    const req: RecordedRequest = { method: init?.method ?? 'GET', url, headers, body };
    calls.push(req);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply === undefined) throw new Error('fakeFetch: no reply configured');
    if (typeof reply === 'function') return reply(req);
    if ('error' in reply) throw reply.error;
    const status = reply.status ?? 200;
    if ('json' in reply) {
      return new Response(JSON.stringify(reply.json), {
        status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }
    return new Response(reply.text, { status, headers: reply.headers });
  };
  return {
    fetch: fetchFn,
    calls,
    get last(): RecordedRequest {
      const c = calls.at(-1);
      if (!c) throw new Error('fakeFetch: no request was made');
      return c;
    },
  };
}

export const TEST_BASE_URL = 'http://api.test';
export const TEST_API_KEY = 'test-key';

export function testClient(fake: { fetch: typeof fetch }, options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl: TEST_BASE_URL,
    apiKey: TEST_API_KEY,
    getBearer: () => 'test-jwt',
    fetch: fake.fetch,
    ...options,
  });
}

/** Awaits a call that must fail with an ApiError and returns that error for the test to inspect. */
export async function apiFailure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw new Error(`expected an ApiError, got ${String(e)}`);
  }
  throw new Error('expected the call to fail');
}
