import { afterEach, describe, expect, it, vi } from 'vitest';
import { rpcResult } from './json-rpc';

const answer = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('rpcResult', () => {
  it('posts the method and its params and gives back the result', async () => {
    const fetch = answer({ jsonrpc: '2.0', id: 1, result: { value: null } });
    await expect(rpcResult('http://rpc', 'getAccountInfo', ['k'])).resolves.toEqual({ value: null });
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toMatchObject({
      method: 'getAccountInfo',
      params: ['k'],
    });
  });

  it('names the method and the RPC error when there is no result', async () => {
    answer({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid param' } });
    await expect(rpcResult('http://rpc', 'getAccountInfo', [])).rejects.toThrow(
      'The RPC refused getAccountInfo: Invalid param.',
    );
  });

  it('says which status a failed HTTP answer had, and reads an unreadable body as no answer', async () => {
    answer({}, 503);
    await expect(rpcResult('http://rpc', 'getSlot', [])).rejects.toThrow('The RPC answered 503 to getSlot.');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(rpcResult('http://rpc', 'getSlot', [])).rejects.toThrow('The RPC refused getSlot: no answer.');
  });
});
