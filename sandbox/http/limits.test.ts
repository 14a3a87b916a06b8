import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../chain/clock';
import { Sandbox } from '../sandbox';
import { createApiApp, MAX_BODY_BYTES } from './app';

let sandbox: Sandbox;
let app: ReturnType<typeof createApiApp>;
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

beforeAll(() => {
  sandbox = Sandbox.open({ seed: 'limits-test', statePath: null });
  app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey: 'k' });
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'k', ...headers },
    body,
  });

describe('request limits', () => {
  it('answers a body over the limit with 413 {error} on every route, with or without a length', async () => {
    const big = JSON.stringify({ signedTransaction: 'A'.repeat(MAX_BODY_BYTES), requestId: 'x' });
    for (const path of ['/swap/v2/execute', '/tx/v1/submit', '/__sandbox/fund']) {
      const res = await post(path, big);
      expect(res.status, path).toBe(413);
      expect(((await res.json()) as { error: string }).error).toMatch(/too large/i);
    }
    // Streamed without a content-length: counted as it arrives.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await app.request('/tx/v1/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'k' },
      body: stream,
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
    // A legitimate body is far below it.
    expect((await post('/tx/v1/submit', JSON.stringify({ signedTransaction: 'AA' }))).status).toBe(400);
  });

  it('answers every out-of-range number of the control API with a 400 naming the field, never a 500', async () => {
    const address = Keypair.generate().publicKey.toBase58();
    const cases: [string, unknown, RegExp][] = [
      ['/__sandbox/fund', { address, sol: 1e-7 }, /^sol: /],
      ['/__sandbox/fund', { address, sol: 0.1234567891 }, /^sol: /],
      ['/__sandbox/fund', { address, sol: '99999999999999999999' }, /^sol: /],
      ['/__sandbox/fund', { address, sol: Number.MAX_VALUE }, /^sol: /],
      ['/__sandbox/price', { mint: BONK, usdPrice: 1e-300 }, /^usdPrice: /],
      ['/__sandbox/clock', { advanceSlots: 1.5 }, /^advanceSlots: /],
      ['/__sandbox/market', { steps: 1e9 }, /^steps: /],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const ok = await post('/__sandbox/fund', JSON.stringify({ address, sol: 1, tokens: {} }));
    expect(ok.status).toBe(200);
    expect((await post('/__sandbox/fund', JSON.stringify({ address, sol: '0.0000001' }))).status).toBe(200);
    expect(sandbox.ledger.getBalance(address)).toBe(1_000_000_100n);
  });
});
