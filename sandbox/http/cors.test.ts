import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../chain/clock';
import { parseConfig, USAGE } from '../config';
import { Sandbox } from '../sandbox';
import { createApiApp } from './app';

// Issue 11 §4: a web page on another origin must not drive the sandbox with a no-preflight simple POST.
let sandbox: Sandbox;
let app: ReturnType<typeof createApiApp>;

beforeAll(() => {
  sandbox = Sandbox.open({ seed: 'cors-test', statePath: null });
  app = createApiApp({
    sandbox,
    clock: new Clock(sandbox.ledger, 0),
    apiKey: 'k',
    allowedOrigins: ['https://friend.example'],
  });
});

const EVIL = 'https://evil.example';

describe('origins', () => {
  it('allows the app origins and added ones, and reflects no other', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'https://friend.example']) {
      const res = await app.request('/tokens/v2/tag?query=verified', { headers: { origin, 'x-api-key': 'k' } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const foreign = await app.request('/tokens/v2/tag?query=verified', { headers: { origin: EVIL, 'x-api-key': 'k' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await app.request('/__sandbox/reset', {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a foreign origin on the control API with a 403 and changes nothing', async () => {
    const genesis = sandbox.ledger.genesisHash;
    for (const contentType of ['text/plain', 'application/json']) {
      const res = await app.request('/__sandbox/reset', {
        method: 'POST',
        headers: { origin: EVIL, 'content-type': contentType },
        body: '{}',
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toMatch(/https:\/\/evil\.example.*--allow-origin/);
    }
    expect((await app.request('/__sandbox/health', { headers: { origin: 'null' } })).status).toBe(403);
    expect(sandbox.ledger.genesisHash).toBe(genesis);
  });

  it('refuses a control POST that is not JSON with a 415, so a page cannot send it without a preflight', async () => {
    const address = Keypair.generate().publicKey.toBase58();
    const genesis = sandbox.ledger.genesisHash;
    const cases: Record<string, string>[] = [
      {},
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ];
    for (const headers of cases) {
      const reset = await app.request('/__sandbox/reset', { method: 'POST', headers });
      expect(reset.status).toBe(415);
      expect(((await reset.json()) as { error: string }).error).toMatch(/application\/json/);
      const fund = await app.request('/__sandbox/fund', {
        method: 'POST',
        headers,
        body: JSON.stringify({ address, sol: 1 }),
      });
      expect(fund.status).toBe(415);
    }
    expect(sandbox.ledger.genesisHash).toBe(genesis);
    expect(sandbox.ledger.getBalance(address)).toBe(0n);
    // JSON from a node client (no Origin) or the app works.
    const ok = await app.request('/__sandbox/fund', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', origin: 'http://localhost:5173' },
      body: JSON.stringify({ address, sol: 1 }),
    });
    expect(ok.status).toBe(200);
    expect((await app.request('/__sandbox/health')).status).toBe(200);
  });
});

describe('--allow-origin', () => {
  it('adds origins, repeatable or from SANDBOX_ALLOW_ORIGINS, and is in --help', () => {
    const config = parseConfig(['--allow-origin', 'https://a.example', '--allow-origin', 'http://b.test:3000'], {});
    expect(config.allowOrigins).toEqual(['https://a.example', 'http://b.test:3000']);
    expect(parseConfig([], { SANDBOX_ALLOW_ORIGINS: 'https://a.example,https://c.example' }).allowOrigins).toEqual([
      'https://a.example',
      'https://c.example',
    ]);
    expect(parseConfig([], {}).allowOrigins).toEqual([]);
    expect(() => parseConfig(['--allow-origin', 'evil.example'], {})).toThrow(/allowOrigins/);
    expect(USAGE).toMatch(/--allow-origin/);
  });
});
