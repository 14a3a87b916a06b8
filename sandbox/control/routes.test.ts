import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../chain/clock';
import { createApiApp } from '../http/app';
import { Sandbox } from '../sandbox';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
let sandbox: Sandbox;
let app: ReturnType<typeof createApiApp>;

beforeAll(() => {
  sandbox = Sandbox.open({ seed: 'control-test', statePath: null });
  app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey: 'k' });
});

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

interface Balances {
  lamports: string;
  tokens: { mint: string; symbol: string; amount: string }[];
}

describe('control API', () => {
  it('reports health with the seed, the clock and the world', async () => {
    const res = await app.request('/__sandbox/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tokens: number };
    expect(body).toMatchObject({ ok: true, seed: 'control-test', slotMs: 0 });
    expect(body.tokens).toBeGreaterThan(5000);
  });

  it('welcomes an address once with the starter pack, then reports it was already funded', async () => {
    const address = Keypair.generate().publicKey.toBase58();
    const first = await post('/__sandbox/fund', { address, welcome: true });
    const body = (await first.json()) as { funded: boolean; balances: Balances };
    expect(body.funded).toBe(true);
    expect(body.balances.lamports).toBe('10000000000');
    expect(body.balances.tokens.find((t) => t.mint === USDC)?.amount).toBe('1000000000');
    const again = (await (await post('/__sandbox/fund', { address, welcome: true })).json()) as { funded: boolean };
    expect(again.funded).toBe(false);
    const wallet = (await (await app.request(`/__sandbox/wallet/${address}`)).json()) as Balances;
    expect(wallet.lamports).toBe('10000000000');
  });

  it('funds SOL in SOL units and tokens in raw units, adding up', async () => {
    const address = Keypair.generate().publicKey.toBase58();
    await post('/__sandbox/fund', { address, sol: '2.5', tokens: { [USDC]: '1500000' } });
    const res = await post('/__sandbox/fund', { address, sol: 1, tokens: { [USDC]: '500000' } });
    const { balances } = (await res.json()) as { balances: Balances };
    expect(balances.lamports).toBe('3500000000');
    expect(balances.tokens).toEqual([expect.objectContaining({ mint: USDC, symbol: 'USDC', amount: '2000000' })]);
  });

  it('answers a bad body with a 400 naming the field, never a 500', async () => {
    const cases: [unknown, RegExp][] = [
      ['{not json', /body: must be valid JSON/],
      [{ address: 'nope' }, /address/],
      [{ address: Keypair.generate().publicKey.toBase58(), sol: -1 }, /sol/],
      [{ address: Keypair.generate().publicKey.toBase58(), tokens: { [USDC]: '1.5' } }, /tokens/],
      [{ address: Keypair.generate().publicKey.toBase58(), extra: true }, /extra|Unrecognized/i],
      [
        {
          address: Keypair.generate().publicKey.toBase58(),
          tokens: { [Keypair.generate().publicKey.toBase58()]: '1' },
        },
        /mint/i,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post('/__sandbox/fund', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect((await app.request('/__sandbox/wallet/xyz')).status).toBe(400);
    expect((await post('/__sandbox/clock', { advanceSlots: 0 })).status).toBe(400);
  });

  it('advances the clock on request', async () => {
    const before = sandbox.ledger.slot;
    const res = await post('/__sandbox/clock', { advanceSlots: 5 });
    expect(await res.json()).toMatchObject({ slot: before + 5, slotMs: 0 });
  });

  it('moves the sandbox time forward, into the Clock sysvar too', async () => {
    const before = sandbox.time.now();
    const res = await post('/__sandbox/clock', { advanceMs: 86_400_000, advanceSlots: 1 });
    const { now } = (await res.json()) as { now: number };
    expect(now - before).toBeGreaterThanOrEqual(86_400_000);
    expect(sandbox.ledger.blockTimeOf(sandbox.ledger.slot)).toBeGreaterThanOrEqual(Math.floor(before / 1000) + 86_400);
    expect((await post('/__sandbox/clock', { advanceMs: -1 })).status).toBe(400);
  });

  it('serves a logo for each known mint without a key', async () => {
    const res = await app.request(`/__sandbox/logos/${USDC}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg[^>]*role="img"/);
    expect((await app.request(`/__sandbox/logos/${Keypair.generate().publicKey.toBase58()}.svg`)).status).toBe(404);
  });

  it('resets to the seeded world', async () => {
    const address = Keypair.generate().publicKey.toBase58();
    await post('/__sandbox/fund', { address, welcome: true });
    const genesis = sandbox.ledger.genesisHash;
    await post('/__sandbox/clock', { advanceMs: 3_600_000 });
    const res = await post('/__sandbox/reset', {});
    // The new genesis starts at the wall clock, so the app's clock and the chain's agree again.
    expect(Math.abs(sandbox.time.now() - Date.now())).toBeLessThan(1_000);
    expect(((await res.json()) as { genesisHash: string }).genesisHash).not.toBe(genesis);
    const wallet = (await (await app.request(`/__sandbox/wallet/${address}`)).json()) as Balances;
    expect(wallet).toMatchObject({ lamports: '0', tokens: [] });
    // Welcomed addresses are forgotten too, so first-connect funding works again.
    expect(
      ((await (await post('/__sandbox/fund', { address, welcome: true })).json()) as { funded: boolean }).funded,
    ).toBe(true);
  });
});

describe('API key gate', () => {
  it('refuses a missing or unknown key with 401 {error}, and answers unknown paths with 404 {error}', async () => {
    const missing = await app.request('/swap/v2/order');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'Missing API key: send it in the x-api-key header' });
    const wrong = await app.request('/swap/v2/order', { headers: { 'x-api-key': 'nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid API key' });
    const unknown = await app.request('/no/such/route', { headers: { 'x-api-key': 'k' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No route for GET /no/such/route' });
  });

  it('answers a CORS preflight from the app origin', async () => {
    const res = await app.request('/swap/v2/order', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/x-api-key/);
  });

  it('lets the app read answers and the gateway request id from another origin, errors included', async () => {
    const origin = { origin: 'http://127.0.0.1:4173' };
    for (const res of [
      await app.request('/__sandbox/health', { headers: origin }),
      await app.request('/tokens/v2/tag?query=verified', { headers: origin }),
      await app.request('/nowhere', { headers: { ...origin, 'x-api-key': 'k' } }),
    ]) {
      expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
      expect(res.headers.get('access-control-expose-headers')).toMatch(/x-api-gateway-request-id/);
    }
  });
});
