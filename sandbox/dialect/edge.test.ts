import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../chain/clock';
import { createApiApp } from '../http/app';
import { withFastOrders } from '../http/fast-orders';
import { Sandbox } from '../sandbox';
import { WELL_KNOWN_MINTS } from '../world/well-known';

const KEY = 'dialect-key';
const { SOL, USDC } = WELL_KNOWN_MINTS;
const ORDER = `/swap/v2/order?inputMint=${SOL}&outputMint=${USDC}&amount=100000000&jitoTipLamports=1000`;
let sandbox: Sandbox;
let real: ReturnType<typeof createApiApp>;
let spec: ReturnType<typeof createApiApp>;
let server: Server;
let fastBase: string;

beforeAll(async () => {
  sandbox = Sandbox.open({ seed: 'dialect-edge', statePath: null });
  const clock = new Clock(sandbox.ledger, 0);
  real = createApiApp({ sandbox, clock, apiKey: KEY, dialect: 'real' });
  spec = createApiApp({ sandbox, clock, apiKey: KEY });
  const hono = getRequestListener(real.fetch);
  server = createServer(withFastOrders(hono, sandbox, KEY, undefined, 'real'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fastBase = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  sandbox.close();
});

const get = async (app: ReturnType<typeof createApiApp>, path: string) =>
  (await (await app.request(path, { headers: { 'x-api-key': KEY } })).json()) as Record<string, unknown>;

describe('the real dialect at the HTTP edge', () => {
  it('rewrites a family answer and reads a real query parameter', async () => {
    const order = await get(real, ORDER);
    expect(typeof order.lastValidBlockHeight).toBe('number');
    expect(['metis', 'jupiterz', 'dflow', 'okx']).toContain(order.router);
    // jitoTipLamports was read (as mevTipLamports): an optional parameter makes the order `manual`.
    expect(order.mode).toBe('manual');
    const prices = await get(real, `/price/v3?ids=${SOL}`);
    expect(prices[SOL]).not.toHaveProperty('createdAt');
  });

  it('leaves the spec dialect as it was', async () => {
    const order = await get(spec, ORDER);
    expect(typeof order.lastValidBlockHeight).toBe('string');
    expect(['aggregator_a', 'rfq_mm', 'aggregator_b', 'aggregator_c']).toContain(order.router);
    expect(order.mode).toBe('ultra');
    expect((await get(spec, `/price/v3?ids=${SOL}`))[SOL]).toHaveProperty('createdAt');
  });

  it('answers the order fast path in the real dialect too', async () => {
    const res = await fetch(`${fastBase}${ORDER}`, { headers: { 'x-api-key': KEY } });
    const order = (await res.json()) as Record<string, unknown>;
    expect(typeof order.lastValidBlockHeight).toBe('number');
    expect(order.mode).toBe('manual');
    expect(['metis', 'jupiterz', 'dflow', 'okx']).toContain(order.router);
    const v1 = (await (
      await fetch(`${fastBase}${ORDER.replace('/swap/v2/', '/ultra/v1/')}`, { headers: { 'x-api-key': KEY } })
    ).json()) as Record<string, unknown>;
    expect(v1).not.toHaveProperty('router');
  });
});
