import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { mintInformationListSchema, type MintInformation } from '../../../src/api/tokens/schemas';
import { Clock } from '../../chain/clock';
import { createApiApp } from '../../http/app';
import { Sandbox } from '../../sandbox';
import { WELL_KNOWN_MINTS } from '../../world/well-known';

const KEY = 'tokens-test-key';
const SOL = WELL_KNOWN_MINTS.SOL;
const USDC = WELL_KNOWN_MINTS.USDC;
const JUP = WELL_KNOWN_MINTS.JUP;
const clock = { ms: Date.UTC(2026, 10, 21, 9) };
let sandbox: Sandbox;
let app: ReturnType<typeof createApiApp>;

beforeAll(() => {
  sandbox = Sandbox.open({ seed: 'tokens-test', statePath: null, now: () => clock.ms });
  app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey: KEY });
  // Some live trading, ten minutes after genesis, so the stats hold recorded trades as well as synthetic ones.
  clock.ms += 10 * 60_000;
  for (let i = 0; i < 30; i++) sandbox.engine.step();
});

const get = (path: string) => app.request(`http://127.0.0.1:8787${path}`, { headers: { 'x-api-key': KEY } });

async function records(path: string): Promise<MintInformation[]> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return mintInformationListSchema.parse(await res.json());
}

async function error(path: string, status = 400): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  const body = (await res.json()) as { error: string };
  expect(typeof body.error).toBe('string');
  return body.error;
}

describe('GET /tokens/v2/tag', () => {
  it('lists every token with the tag, deepest first, as complete records', async () => {
    for (const tag of ['verified', 'lst', 'stocks'] as const) {
      const list = await records(`/tokens/v2/tag?query=${tag}`);
      const expected = sandbox.world.tokens.filter((t) => t.tags.includes(tag));
      expect(list.map((r) => r.id).sort()).toEqual(expected.map((t) => t.id).sort());
      for (const r of list) expect(r.tags).toContain(tag);
      const depths = list.map((r) => r.liquidity!);
      expect(depths).toEqual([...depths].sort((a, b) => b - a));
    }
    const [first] = await records('/tokens/v2/tag?query=verified');
    expect(first).toMatchObject({ id: SOL, symbol: 'SOL', isVerified: true });
  });

  it('answers a missing or unknown tag with a 400 naming query', async () => {
    expect(await error('/tokens/v2/tag')).toMatch(/^query: required/);
    expect(await error('/tokens/v2/tag?query=memes')).toMatch(/^query: must be one of lst, verified, stocks/);
  });

  it('is behind the API key', async () => {
    const res = await app.request('/tokens/v2/tag?query=verified');
    expect(res.status).toBe(401);
  });
});

describe('a complete record', () => {
  it('carries the live price, liquidity, market figures, stats, block and icon on the sandbox’s origin', async () => {
    const [jup] = await records(`/tokens/v2/search?query=${JUP}`);
    const token = sandbox.world.byMint.get(JUP)!;
    expect(jup).toMatchObject({
      id: JUP,
      symbol: 'JUP',
      decimals: 6,
      isVerified: true,
      icon: `http://127.0.0.1:8787/__sandbox/logos/${JUP}.svg`,
      priceBlockId: sandbox.ledger.slot,
      updatedAt: new Date(clock.ms).toISOString(),
      organicScoreLabel: 'high',
    });
    const usd = sandbox.engine.prices.usdNow(JUP)!;
    expect(jup!.usdPrice).toBeCloseTo(usd, 9);
    expect(jup!.liquidity).toBeGreaterThan(0);
    expect(jup!.mcap).toBeCloseTo(usd * Number(token.totalSupply / 1_000_000n), -2);
    expect(jup!.fdv).toBe(jup!.mcap);
    for (const key of ['stats5m', 'stats1h', 'stats6h', 'stats24h'] as const) {
      const stats = jup![key]!;
      expect(stats.numBuys! + stats.numSells!, key).toBeGreaterThanOrEqual(0);
      expect(typeof stats.priceChange).toBe('number');
    }
    expect(jup!.stats24h!.numBuys!).toBeGreaterThan(jup!.stats5m!.numBuys!);
    expect(jup!.firstPool).toMatchObject({ id: expect.any(String) as string, createdAt: expect.any(String) as string });
    const logo = await app.request(new URL(jup!.icon!).pathname);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });
});

describe('GET /tokens/v2/search', () => {
  it('puts the exact symbol first and real tokens before look-alikes', async () => {
    expect((await records('/tokens/v2/search?query=SOL'))[0]!.id).toBe(SOL);
    expect((await records('/tokens/v2/search?query=usdc'))[0]!.id).toBe(USDC);
    const bonk = await records('/tokens/v2/search?query=bonk');
    expect(bonk[0]!.symbol).toBe('Bonk');
    const verifiedFirst = bonk.map((r) => r.isVerified);
    expect(verifiedFirst).toEqual([...verifiedFirst].sort((a, b) => Number(b) - Number(a)));
  });

  it('finds a long-tail token by name, by symbol and by mint', async () => {
    const symbolCount = new Map<string, number>();
    for (const t of sandbox.world.tokens) {
      symbolCount.set(t.symbol.toLowerCase(), (symbolCount.get(t.symbol.toLowerCase()) ?? 0) + 1);
    }
    const token = sandbox.world.tokens.find(
      (t) => t.origin === 'generated' && t.name.includes(' ') && symbolCount.get(t.symbol.toLowerCase()) === 1,
    )!;
    expect((await records(`/tokens/v2/search?query=${encodeURIComponent(token.name)}`)).map((r) => r.id)).toContain(
      token.id,
    );
    expect((await records(`/tokens/v2/search?query=${token.symbol}`))[0]!.id).toBe(token.id);
    expect(await records(`/tokens/v2/search?query=${token.id}`)).toEqual([
      expect.objectContaining({ id: token.id, usdPrice: expect.any(Number) as number }) as MintInformation,
    ]);
    // A symbol many long-tail tokens share: all of them come before partial matches, deepest first.
    const [shared, count] = [...symbolCount].find(([, n]) => n >= 5 && n <= 20)!;
    const list = await records(`/tokens/v2/search?query=${shared}`);
    const exact = list.slice(0, count);
    expect(exact.every((r) => r.symbol.toLowerCase() === shared)).toBe(true);
    const depths = exact.map((r) => r.liquidity!);
    expect(depths).toEqual([...depths].sort((a, b) => b - a));
  });

  it('returns 20 results by default, up to `limit`', async () => {
    expect(await records('/tokens/v2/search?query=a')).toHaveLength(20);
    expect(await records('/tokens/v2/search?query=a&limit=5')).toHaveLength(5);
    expect(await records('/tokens/v2/search?query=zzzzqqqq')).toEqual([]);
  });

  it('looks up a comma-separated batch of mints, in order, each once, unknown ones left out', async () => {
    const stranger = Keypair.generate().publicKey.toBase58();
    const list = await records(`/tokens/v2/search?query=${JUP},${stranger}, ${SOL},${JUP}`);
    expect(list.map((r) => r.symbol)).toEqual(['JUP', 'SOL']);
    const hundred = sandbox.world.tokens.slice(0, 100).map((t) => t.id);
    expect(await records(`/tokens/v2/search?query=${hundred.join(',')}`)).toHaveLength(100);
  });

  it('answers bad input with a 400 naming the parameter', async () => {
    expect(await error('/tokens/v2/search')).toMatch(/^query: required/);
    expect(await error('/tokens/v2/search?query=%20%20')).toMatch(/^query: required/);
    const mints = sandbox.world.tokens.slice(0, 101).map((t) => t.id);
    expect(await error(`/tokens/v2/search?query=${mints.join(',')}`)).toMatch(/^query: at most 100/);
    expect(await error(`/tokens/v2/search?query=${JUP},bonk`)).toMatch(/^query: "bonk" is not a base58 mint/);
    expect(await error('/tokens/v2/search?query=sol&limit=0')).toMatch(/^limit:/);
    expect(await error('/tokens/v2/search?query=sol&limit=abc')).toMatch(/^limit:/);
    expect(await error('/tokens/v2/search?query=sol&limit=101')).toMatch(/^limit:/);
    expect(await error(`/tokens/v2/search?query=${'x'.repeat(201)}`)).toMatch(/^query: at most 200/);
  });
});

describe('GET /tokens/v2/{category}/{interval} and /recent', () => {
  it('ranks every category and interval, 50 by default', async () => {
    for (const category of ['toporganicscore', 'toptraded', 'toptrending']) {
      for (const interval of ['5m', '1h', '6h', '24h']) {
        const list = await records(`/tokens/v2/${category}/${interval}?limit=10`);
        expect(list.length, `${category}/${interval}`).toBeGreaterThan(0);
        expect(list.length).toBeLessThanOrEqual(10);
      }
    }
    expect(await records('/tokens/v2/toptraded/24h')).toHaveLength(50);
  });

  it('orders toptraded by the window’s volume and toporganicscore by organic score', async () => {
    const traded = await records('/tokens/v2/toptraded/1h?limit=20');
    const volumes = traded.map((r) => r.stats1h!.buyVolume! + r.stats1h!.sellVolume!);
    // Volumes are rounded to cents on the wire; the order is by the exact figure.
    volumes.slice(1).forEach((v, i) => expect(v).toBeLessThanOrEqual(volumes[i]! + 0.02));
    const organic = await records('/tokens/v2/toporganicscore/24h?limit=20');
    const scores = organic.map((r) => r.organicScore!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('lists the most recently opened pools first', async () => {
    const recent = await records('/tokens/v2/recent');
    expect(recent).toHaveLength(30);
    const opened = recent.map((r) => r.firstPool!.createdAt!);
    expect(opened).toEqual([...opened].sort().reverse());
    expect(await records('/tokens/v2/recent?limit=3')).toHaveLength(3);
  });

  it('names the bad part of the path or query', async () => {
    expect(await error('/tokens/v2/topfoo/1h')).toMatch(/^category: must be one of/);
    expect(await error('/tokens/v2/toptraded/2h')).toMatch(/^interval: must be one of 5m, 1h, 6h, 24h/);
    expect(await error('/tokens/v2/toptraded/1h?limit=500')).toMatch(/^limit:/);
    expect(await error('/tokens/v2/recent?limit=-1')).toMatch(/^limit:/);
  });
});
