import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesToBase64 } from '../../../utils/base64';
import { honestInstructions, launch, txOf } from './create-tx-fixtures';
import { scanComplete, scanLaunches } from './launches-scan';

interface Call {
  method: string;
  params: [string, { before?: string; until?: string; limit: number }];
}

/** An RPC whose wallet history is `count` signatures, newest first, one of them (at `at`) the wallet's launch. */
function fakeRpc(count: number, at: number) {
  const l = launch();
  const wallet = l.wallet.toBase58();
  const created = bytesToBase64(txOf(l.wallet, honestInstructions(l)).serialize());
  let history = Array.from({ length: count }, (_, i) => `sig${String(count - i)}`);
  const pages: Call['params'][1][] = [];
  vi.stubGlobal('fetch', (_url: string, init: { body: string; signal?: AbortSignal }) => {
    init.signal?.throwIfAborted();
    const body = JSON.parse(init.body) as Call | (Call & { id: number })[];
    if (Array.isArray(body)) {
      return Promise.resolve(
        Response.json(
          body.map((c) => ({
            jsonrpc: '2.0',
            id: c.id,
            result: {
              blockTime: 1,
              transaction: [c.params[0] === `sig${String(count - at)}` ? created : 'AAAA', 'base64'],
            },
          })),
        ),
      );
    }
    const { before, until, limit } = body.params[1];
    pages.push(body.params[1]);
    const start = before ? history.indexOf(before) + 1 : 0;
    const end = until ? history.indexOf(until) : history.length;
    const result = history
      .slice(start, end)
      .slice(0, limit)
      .map((signature) => ({ signature, err: null }));
    return Promise.resolve(Response.json({ jsonrpc: '2.0', id: 0, result }));
  });
  return { wallet, mint: l.mint.toBase58(), pages, add: (s: string) => (history = [s, ...history]) };
}

afterEach(() => vi.unstubAllGlobals());

describe('scanLaunches', () => {
  it('finds a launch older than the last 1,000 signatures by reading one older page per scan until the history ends', async () => {
    const rpc = fakeRpc(2_500, 2_200);
    const endpoint = 'http://rpc.test/older';
    expect(await scanLaunches(endpoint, rpc.wallet)).toEqual([]);
    expect(scanComplete(endpoint, rpc.wallet)).toBe(false);
    expect(await scanLaunches(endpoint, rpc.wallet)).toEqual([]);
    const found = await scanLaunches(endpoint, rpc.wallet);
    expect(found.map((l) => l.mint)).toEqual([rpc.mint]);
    expect(scanComplete(endpoint, rpc.wallet)).toBe(true);
    expect(rpc.pages.filter((p) => p.before && !p.until).map((p) => p.before)).toEqual(['sig1501', 'sig501']);

    rpc.add('sig2501');
    expect((await scanLaunches(endpoint, rpc.wallet)).map((l) => l.mint)).toEqual([rpc.mint]);
    expect(rpc.pages.at(-1)).toEqual({ limit: 1000, commitment: 'confirmed', until: 'sig2500' });
  });

  it('stops when cancelled and goes on from where it was at the next scan', async () => {
    const rpc = fakeRpc(1_200, 1_100);
    const endpoint = 'http://rpc.test/cancel';
    const stop = new AbortController();
    stop.abort();
    await expect(scanLaunches(endpoint, rpc.wallet, stop.signal)).rejects.toThrow();
    expect(await scanLaunches(endpoint, rpc.wallet)).toEqual([]);
    expect((await scanLaunches(endpoint, rpc.wallet)).map((l) => l.mint)).toEqual([rpc.mint]);
  });
});
