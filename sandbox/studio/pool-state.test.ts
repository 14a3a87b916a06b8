import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { openHarness } from '../test-harness';
import { USDC } from '../swap/order/test-kit';
import { readTokenAmount } from '../world/token-layout';
import { curveOf } from './launch';
import { launch, type StudioEnv, STUDIO, swapThrough } from './test-kit';

let env: StudioEnv;
const creator = Keypair.generate();
const buyer = Keypair.generate();

beforeAll(() => {
  env = openHarness({ ...STUDIO, seed: 'studio-pool-state' });
  env.sandbox.welcome(creator.publicKey.toBase58());
  env.sandbox.fund(buyer.publicKey.toBase58(), { sol: 5_000_000_000n, tokens: { [USDC]: 10_000n * 10n ** 6n } });
});

const json = async (path: string) => {
  const res = await env.request(path);
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> & { progress: number } } };
};

describe('pool reads', () => {
  it('gives a launch its reserves, threshold and progress as the vaults on chain say, newest first in the list', async () => {
    const first = (await launch(env, creator)).created.mint;
    const { created } = await launch(env, creator);
    await swapThrough(env, buyer, USDC, created.mint, 1_000n * 10n ** 6n);
    const { status, body } = await json(`/studio/v1/dbc-pool/state/${created.mint}`);
    expect(status).toBe(200);
    const state = body.data;
    const record = env.sandbox.studio.launch(created.mint);
    if (!record) throw new Error('no launch record');
    const curve = curveOf(record);
    const vault = readTokenAmount(env.sandbox.ledger.getAccount(String(state.quoteVault))?.data);
    const raised = BigInt(String(state.quoteReserve));
    expect(raised).toBeGreaterThan(0n);
    expect(raised).toBeLessThan(vault);
    expect(state.migrationQuoteThreshold).toBe(curve.migrationQuote.toString());
    expect(state.progress).toBe(Number((raised * 10_000n) / curve.migrationQuote) / 100);
    expect(state).toMatchObject({ creator: creator.publicKey.toBase58(), dammv2PoolAddress: null, graduatedAt: null });
    const list = await json('/studio/v1/dbc-pools');
    const mints = (list.body.data as unknown as { mint: string }[]).map((p) => p.mint);
    expect(mints.indexOf(created.mint)).toBeLessThan(mints.indexOf(first));
    expect((await json(`/studio/v1/dbc-pool/state/${buyer.publicKey.toBase58()}`)).status).toBe(404);
    expect((await json('/studio/v1/dbc-pools?limit=0')).status).toBe(400);
  });
});
