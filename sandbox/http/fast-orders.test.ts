import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/api/common';
import { orderResponseSchema } from '../../src/api/swap/schemas-v2';
import { openHarness, signed } from '../test-harness';
import { KEY, SOL, SOL_LAMPORTS, type SwapEnv, USDC, SWAP } from '../swap/order/test-kit';
import { withFastOrders } from './fast-orders';

let env: SwapEnv;
let server: Server;
let base: string;
/** Requests the Hono app answered (the fast path passes everything else on to it). */
let toHono = 0;

beforeAll(async () => {
  env = openHarness({ ...SWAP, seed: 'fast-orders' });
  const hono = getRequestListener(env.app.fetch);
  const next: RequestListener = (req, res) => {
    toHono++;
    void hono(req, res);
  };
  server = createServer(withFastOrders(next, env.sandbox, KEY));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** GET over the socket; also reports whether the Hono app had to answer it. */
async function get(path: string, headers: Record<string, string> = { 'x-api-key': KEY }) {
  const before = toHono;
  const res = await fetch(`${base}${path}`, { headers });
  const body = (await res.json()) as Record<string, unknown>;
  return { res, body, viaHono: toHono > before };
}

/** The same request answered by the Hono app in process, for comparison. */
async function fromHono(path: string) {
  const res = await env.request(path);
  return { res, body: (await res.json()) as Record<string, unknown> };
}

const comparable = (body: Record<string, unknown>): Record<string, unknown> => ({
  ...body,
  requestId: 'x',
  totalTime: 0,
});

describe('GET order on the fast path', () => {
  it('answers swap v2 and order v1 orders itself, with the Hono route’s body, CORS headers and content type', async () => {
    const taker = Keypair.generate();
    env.sandbox.fund(taker.publicKey.toBase58(), { sol: 2n * SOL_LAMPORTS, tokens: {} });
    for (const path of ['/swap/v2/order', '/ultra/v1/order']) {
      // `+` and percent escapes decode as Hono decodes them (an unknown parameter is ignored either way).
      const query = `?inputMint=${SOL}&outputMint=${USDC}&amount=12345678&taker=${taker.publicKey.toBase58()}&x=a+b%2C`;
      const fast = await get(`${path}${query}`, { 'x-api-key': KEY, origin: 'http://localhost:4173' });
      expect(fast.viaHono).toBe(false);
      expect(fast.res.status).toBe(200);
      orderResponseSchema.parse(fast.body);
      expect(fast.body.transaction).toEqual(expect.any(String));
      expect(fast.res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
      expect(fast.res.headers.get('access-control-expose-headers')).toMatch(/x-api-gateway-request-id/);
      expect(fast.res.headers.get('vary')).toBe('Origin');
      const hono = await fromHono(`${path}${query}`);
      expect(fast.res.headers.get('content-type')).toBe(hono.res.headers.get('content-type'));
      const { transaction: fastTx, ...fastRest } = comparable(fast.body);
      const { transaction: honoTx, ...honoRest } = comparable(hono.body);
      expect(fastRest).toEqual(honoRest);
      // Each order is its own transaction (its own blockhash use and requestId), of the same size.
      expect(String(fastTx).length).toBe(String(honoTx).length);
    }
  });

  it('answers bad parameters with the route’s 400 naming the parameter', async () => {
    const { res, body, viaHono } = await get(`/swap/v2/order?inputMint=${SOL}&amount=1`);
    expect(viaHono).toBe(false);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(body).error).toBe('outputMint: required');
    expect(body.requestId).toEqual(expect.any(String));
  });

  it('leaves a missing or wrong key, other paths and other methods to the Hono app', async () => {
    const query = `?inputMint=${SOL}&outputMint=${USDC}&amount=1000`;
    const missing = await get(`/swap/v2/order${query}`, {});
    expect(missing.viaHono).toBe(true);
    expect(errorBodySchema.parse(missing.body).error).toMatch(/Missing API key/);
    expect(missing.res.status).toBe(401);
    const wrong = await get(`/swap/v2/order${query}`, { 'x-api-key': 'nope' });
    expect(wrong.res.status).toBe(401);
    expect(wrong.viaHono).toBe(true);
    const price = await get(`/price/v3?ids=${SOL}`);
    expect(price.viaHono).toBe(true);
    expect(price.res.status).toBe(200);
    const before = toHono;
    const post = await fetch(`${base}/swap/v2/order${query}`, { method: 'POST', headers: { 'x-api-key': KEY } });
    expect(toHono).toBe(before + 1);
    expect(post.status).toBe(404);
  });
});

describe('POST execute on the fast path', () => {
  /** A POST over the socket; `body` a string is sent as is (with its length), a stream chunked. */
  async function post(
    path: string,
    body: string | ReadableStream,
    headers: Record<string, string> = { 'x-api-key': KEY },
  ) {
    const before = toHono;
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body, duplex: 'half' });
    return { res, body: (await res.json()) as Record<string, unknown>, viaHono: toHono > before };
  }
  const fromHonoPost = async (path: string, body: string) => {
    const res = await env.request(path, { method: 'POST', body, headers: { 'x-api-key': KEY } });
    return { res, body: (await res.json()) as Record<string, unknown> };
  };

  it('lands a signed order itself, with the body a re-post to the Hono route gets back', async () => {
    const taker = Keypair.generate();
    env.sandbox.fund(taker.publicKey.toBase58(), { sol: 2n * SOL_LAMPORTS, tokens: {} });
    const order = await get(
      `/swap/v2/order?inputMint=${SOL}&outputMint=${USDC}&amount=5000000&taker=${taker.publicKey.toBase58()}`,
    );
    const body = JSON.stringify({
      signedTransaction: signed(String(order.body.transaction), taker),
      requestId: order.body.requestId,
    });
    const fast = await post('/swap/v2/execute', body, { 'x-api-key': KEY, origin: 'http://localhost:5173' });
    expect(fast.viaHono).toBe(false);
    expect(fast.res.status).toBe(200);
    expect(fast.body).toMatchObject({ status: 'Success', code: 0 });
    expect(fast.res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(env.sandbox.ledger.getTransaction(String(fast.body.signature))?.meta.err).toBeNull();
    const hono = await fromHonoPost('/swap/v2/execute', body);
    expect(fast.res.headers.get('content-type')).toBe(hono.res.headers.get('content-type'));
    expect(fast.body).toEqual(hono.body);
  });

  it.each([
    ['not JSON', '/swap/v2/execute', '{"requestId":'],
    ['a BOM before the JSON', '/swap/v2/execute', '\uFEFF{"requestId":"nope","signedTransaction":"AQID"}'],
    ['no requestId', '/ultra/v1/execute', '{"signedTransaction":"AQID"}'],
    ['an unknown requestId', '/ultra/v1/execute', '{"requestId":"nope","signedTransaction":"AQID"}'],
  ])('answers %s as the Hono route does', async (_, path, body) => {
    const fast = await post(path, body);
    const hono = await fromHonoPost(path, body);
    expect(fast.viaHono).toBe(false);
    expect([fast.res.status, fast.body]).toEqual([hono.res.status, hono.body]);
    expect(fast.res.status).toBe(400);
  });

  it('leaves a chunked body and a wrong key to the Hono app', async () => {
    const text = '{"requestId":"nope","signedTransaction":"AQID"}';
    const stream = new Blob([text]).stream();
    const chunked = await post('/swap/v2/execute', stream);
    expect(chunked.viaHono).toBe(true);
    expect(chunked.body).toEqual((await fromHonoPost('/swap/v2/execute', text)).body);
    const wrong = await post('/swap/v2/execute', text, { 'x-api-key': 'nope' });
    expect([wrong.viaHono, wrong.res.status]).toEqual([true, 401]);
  });
});
