import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceResponseSchema, type PriceResponse } from '../../../src/api/price/schemas';
import { mintInformationListSchema } from '../../../src/api/tokens/schemas';
import { Clock } from '../../chain/clock';
import { createApiApp } from '../../http/app';
import { Sandbox } from '../../sandbox';
import { WELL_KNOWN_MINTS } from '../../world/well-known';

const KEY = 'price-test-key';
const { SOL, USDC, JUP, BONK } = WELL_KNOWN_MINTS;
const clock = { ms: Date.UTC(2026, 10, 21, 9) };
let sandbox: Sandbox;
let app: ReturnType<typeof createApiApp>;

beforeAll(() => {
  sandbox = Sandbox.open({ seed: 'price-test', statePath: null, now: () => clock.ms });
  app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey: KEY });
});

const get = (path: string) => app.request(path, { headers: { 'x-api-key': KEY } });
const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function prices(ids: string): Promise<PriceResponse> {
  const res = await get(`/price/v3?ids=${ids}`);
  expect(res.status).toBe(200);
  return priceResponseSchema.parse(await res.json());
}

describe('GET /price/v3', () => {
  it('prices each mint asked with all six fields', async () => {
    const body = await prices([SOL, USDC, JUP].join(','));
    expect(Object.keys(body).sort()).toEqual([SOL, USDC, JUP].sort());
    expect(body[USDC]).toMatchObject({ usdPrice: 1, decimals: 6, blockId: sandbox.ledger.slot });
    expect(body[SOL]!.usdPrice).toBeCloseTo(150, 6);
    expect(body[SOL]!.liquidity ?? 0).toBeGreaterThan(body[JUP]!.liquidity ?? 0);
    expect(body[SOL]!.createdAt).toBe(new Date(clock.ms).toISOString());
    expect(typeof body[SOL]!.priceChange24h).toBe('number');
  });

  it('agrees with the token record', async () => {
    const body = await prices(JUP);
    const res = await get(`/tokens/v2/search?query=${JUP}`);
    const [record] = mintInformationListSchema.parse(await res.json());
    expect(record!.usdPrice).toBe(body[JUP]!.usdPrice);
    expect(record!.stats24h!.priceChange).toBeCloseTo(body[JUP]!.priceChange24h!, 6);
  });

  it('leaves out mints it cannot price, and takes duplicates and spaces', async () => {
    const stranger = Keypair.generate().publicKey.toBase58();
    const body = await prices(`${stranger}, ${JUP},${JUP}`);
    expect(Object.keys(body)).toEqual([JUP]);
  });

  it('answers bad ids with a 400 naming ids', async () => {
    const cases: [string, RegExp][] = [
      ['/price/v3', /^ids: required/],
      ['/price/v3?ids=', /^ids: required/],
      ['/price/v3?ids=,,', /^ids: required/],
      ['/price/v3?ids=not-a-mint', /^ids: "not-a-mint" is not a base58 mint address/],
      [
        `/price/v3?ids=${sandbox.world.tokens
          .slice(0, 51)
          .map((t) => t.id)
          .join(',')}`,
        /^ids: at most 50 mints/,
      ],
    ];
    for (const [path, message] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const fifty = sandbox.world.tokens.slice(0, 50).map((t) => t.id);
    expect(Object.keys(await prices(fifty.join(',')))).toHaveLength(50);
  });
});

describe('control: price and market', () => {
  it('sets a price that the price route then reports', async () => {
    const res = await post('/__sandbox/price', { mint: BONK, usdPrice: 0.00003 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { mint: string; usdPrice: number; pools: { dex: string; mid: number }[] };
    expect(body.mint).toBe(BONK);
    expect(body.usdPrice).toBeCloseTo(0.00003, 12);
    expect(body.pools.length).toBeGreaterThanOrEqual(2);
    expect((await prices(BONK))[BONK]!.usdPrice).toBeCloseTo(0.00003, 12);
  });

  it('answers a bad price body with a 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      ['{', /^body: must be valid JSON/],
      [{ mint: 'nope', usdPrice: 1 }, /^mint:/],
      [{ mint: JUP }, /usdPrice/],
      [{ mint: JUP, usdPrice: -1 }, /^usdPrice:/],
      [{ mint: JUP, usdPrice: '1' }, /^usdPrice:/],
      [{ mint: USDC, usdPrice: 1.01 }, /^mint: USDC is the unit of account/],
      [{ mint: Keypair.generate().publicKey.toBase58(), usdPrice: 1 }, /^mint: no token/],
      [{ mint: JUP, usdPrice: 1, extra: 1 }, /extra|Unrecognized/i],
    ];
    for (const [body, message] of cases) {
      const res = await post('/__sandbox/price', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
  });

  it('wakes a sleeping market on any API request', async () => {
    clock.ms += 11 * 60_000;
    expect(sandbox.engine.sleeping).toBe(true);
    const status = (await (await app.request('/__sandbox/market')).json()) as { sleeping: boolean };
    expect(status.sleeping).toBe(true);
    await prices(SOL);
    expect(sandbox.engine.sleeping).toBe(false);
  });

  it('pauses, resumes and steps the market', async () => {
    const paused = await post('/__sandbox/market', { paused: true });
    expect(await paused.json()).toMatchObject({ paused: true });
    expect(sandbox.engine.paused).toBe(true);
    const before = (await prices(SOL))[SOL]!.usdPrice;
    const stepped = (await (await post('/__sandbox/market', { steps: 20 })).json()) as { trades: number; tick: number };
    expect(stepped.trades).toBeGreaterThan(0);
    expect((await prices(SOL))[SOL]!.usdPrice).not.toBe(before);
    const status = (await (await app.request('/__sandbox/market')).json()) as { paused: boolean; tick: number };
    expect(status).toMatchObject({ paused: true, tick: stepped.tick });
    expect(await (await post('/__sandbox/market', { paused: false })).json()).toMatchObject({ paused: false });
    for (const bad of [{}, { paused: 'yes' }, { steps: 0 }, { steps: 1.5 }, { other: true }]) {
      const res = await post('/__sandbox/market', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});
