import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Ledger } from '../chain/ledger';
import { rawRequest } from '../http/test-kit';
import { startRpcServer, type RunningRpcServer } from './server';

/** Integration: the real node:http + ws listeners on ephemeral ports. */

let ledger: Ledger;
let server: RunningRpcServer;

beforeAll(async () => {
  ledger = Ledger.create();
  server = await startRpcServer({ ledger, port: 0 });
});

afterAll(async () => {
  await server.close();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** The HTTP status a websocket upgrade is refused with, or 101 when it opens. */
function upgradeStatus(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    socket.once('error', reject);
  });
}

/** Open a websocket and collect every message it receives. */
async function openSocket(url: string) {
  const socket = new WebSocket(url);
  const messages: unknown[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waitFor = async (count: number) => {
    for (let i = 0; i < 200 && messages.length < count; i++) await new Promise((r) => setTimeout(r, 5));
    return messages;
  };
  return { socket, messages, waitFor };
}

describe('startRpcServer', () => {
  it('reports the real ephemeral ports it listens on', () => {
    const rpcPort = Number(new URL(server.url).port);
    const wsPort = Number(new URL(server.wsUrl).port);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(rpcPort).toBeGreaterThan(0);
    expect(wsPort).toBeGreaterThan(0);
    expect(wsPort).not.toBe(rpcPort);
  });

  it('answers JSON-RPC POSTs as JSON with CORS for the app origins', async () => {
    const response = await post('{"jsonrpc":"2.0","id":1,"method":"getSlot"}', { origin: 'http://localhost:5173' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await response.json()).toEqual({ jsonrpc: '2.0', result: ledger.slot, id: 1 });
  });

  it('writes u64 values beyond 2^53 as exact JSON numbers', async () => {
    const address = '11111111111111111111111111111111';
    const response = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getAccountInfo', params: [address, { encoding: 'base64' }] }),
    );
    expect(await response.text()).toContain('"rentEpoch":18446744073709551615');
  });

  it('answers malformed JSON with -32700 and a notification with an empty body', async () => {
    const bad = await post('{"jsonrpc":');
    expect(await bad.json()).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
    const notification = await post('{"jsonrpc":"2.0","method":"getSlot"}');
    expect(notification.status).toBe(200);
    expect(await notification.text()).toBe('');
  });

  it('refuses a foreign origin (a page could airdrop with a simple POST), allows wallet extensions', async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"getSlot"}';
    const foreign = await post(body, { origin: 'https://evil.example', 'content-type': 'text/plain' });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toMatch(/--allow-origin/);
    const preflight = await fetch(server.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const wallet = await post(body, { origin: 'chrome-extension://bfnaelmomeimhlpmgjnjophhpkkoljpa' });
    expect(wallet.status).toBe(200);
    expect((await post(body)).status).toBe(200);
  });

  it('answers a CORS preflight for the app origin and the headers asked for', async () => {
    const response = await fetch(server.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,solana-client');
  });

  it('answers GET /health with ok, other GETs and other verbs with 405, and an oversized body with 413', async () => {
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok');
    expect((await fetch(server.url)).status).toBe(405);
    expect((await fetch(server.url, { method: 'PUT', body: '{}' })).status).toBe(405);
    expect((await post('x'.repeat(60_000))).status).toBe(413);
  });

  it('speaks pubsub on the ws port and on the RPC port, and refuses plain HTTP on the ws port', async () => {
    for (const url of [server.wsUrl, server.url.replace('http', 'ws')]) {
      const { socket, waitFor } = await openSocket(url);
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'slotSubscribe' }));
      const [ack] = (await waitFor(1)) as { result: number }[];
      expect(ack).toEqual({ jsonrpc: '2.0', result: expect.any(Number) as number, id: 7 });
      ledger.advanceSlots(1);
      const messages = await waitFor(2);
      expect(messages[1]).toEqual({
        jsonrpc: '2.0',
        method: 'slotNotification',
        params: {
          result: { parent: ledger.slot - 1, root: expect.any(Number) as number, slot: ledger.slot },
          subscription: ack?.result,
        },
      });
      socket.close();
    }
    expect((await fetch(server.wsUrl.replace('ws', 'http'))).status).toBe(426);
  });

  it('answers pubsub framing errors and ignores id-less pings', async () => {
    const { socket, waitFor, messages } = await openSocket(server.wsUrl);
    socket.send('{"jsonrpc":"2.0","method":"ping"}');
    socket.send('not json');
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'blockSubscribe' }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'slotUnsubscribe', params: [987654] }));
    await waitFor(3);
    expect(messages).toEqual([
      { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 1 },
      { jsonrpc: '2.0', error: { code: -32602, message: 'Invalid subscription id.' }, id: 2 },
    ]);
    socket.close();
  });

  it('refuses a foreign Host (DNS rebinding) on the RPC, the ws port and both upgrades, with a JSON error', async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"requestAirdrop","params":["11111111111111111111111111111111",1]}';
    const json = { 'content-type': 'application/json' };
    for (const url of [server.url, server.wsUrl.replace('ws', 'http')]) {
      const refused = await rawRequest(url, { ...json, host: 'evil.example:8899' }, 'POST', body);
      expect(refused.status).toBe(403);
      expect((JSON.parse(refused.body) as { error: string }).error).toMatch(/evil\.example:8899.*DNS rebinding/);
    }
    const { port } = new URL(server.url);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, '[::1]', 'localhost']) {
      expect((await rawRequest(`${server.url}/health`, { host })).status, host).toBe(200);
    }
    for (const url of [server.wsUrl, server.url.replace('http', 'ws')]) {
      expect(await upgradeStatus(url, { host: 'evil.example' })).toBe(403);
      expect(await upgradeStatus(url, { host: `localhost:${port}` })).toBe(101);
    }
  });

  it('takes websocket upgrades from the app and wallet origins only, as the RPC POSTs', async () => {
    for (const url of [server.wsUrl, server.url.replace('http', 'ws')]) {
      expect(await upgradeStatus(url, { origin: 'https://evil.example' })).toBe(403);
      expect(await upgradeStatus(url, { origin: 'null' })).toBe(403);
      expect(await upgradeStatus(url, { origin: 'http://127.0.0.1:4173' })).toBe(101);
      expect(await upgradeStatus(url, { origin: 'chrome-extension://bfnaelmomeimhlpmgjnjophhpkkoljpa' })).toBe(101);
      expect(await upgradeStatus(url, {})).toBe(101);
    }
  });

  it('closes a connection that sends a frame over 64 KiB (1009)', async () => {
    const { socket } = await openSocket(server.wsUrl);
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe', params: ['x'.repeat(70_000)] }));
    expect(await closed).toBe(1009);
  });

  it('caps subscriptions per connection at 256 with a JSON-RPC error, and frees a place on unsubscribe', async () => {
    const { socket, waitFor, messages } = await openSocket(server.wsUrl);
    const batch = Array.from({ length: 257 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'slotSubscribe' }));
    socket.send(JSON.stringify(batch));
    const [replies] = (await waitFor(1)) as { id: number; result?: number; error?: { message: string } }[][];
    expect(replies?.filter((r) => r.result !== undefined)).toHaveLength(256);
    expect(replies?.[256]).toEqual({
      jsonrpc: '2.0',
      error: { code: -32603, message: 'Subscription refused: at most 256 subscriptions per connection' },
      id: 256,
    });
    // Another connection has its own allowance; this one gets a place back when it unsubscribes.
    const other = await openSocket(server.wsUrl);
    other.socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' }));
    expect((await other.waitFor(1))[0]).toMatchObject({ result: expect.any(Number) as number });
    other.socket.close();
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 'u', method: 'slotUnsubscribe', params: [replies?.[0]?.result] }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 'again', method: 'slotSubscribe' }));
    await waitFor(3);
    expect(messages.slice(1).map((m) => (m as { id: string }).id)).toEqual(['u', 'again']);
    expect(messages[2]).toMatchObject({ result: expect.any(Number) as number });
    socket.close();
  });

  it('frees both ports on close, and refuses a port that is taken', async () => {
    const other = await startRpcServer({ ledger, port: 0 });
    const port = Number(new URL(other.url).port);
    await expect(startRpcServer({ ledger, port, wsPort: 0 })).rejects.toThrow(/EADDRINUSE/);
    await other.close();
    await expect(fetch(other.url)).rejects.toThrow();
    const again = await startRpcServer({ ledger, port, wsPort: 0 });
    expect(again.url).toBe(other.url);
    await again.close();
  });
});
