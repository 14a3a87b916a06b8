import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { openHarness } from '../test-harness';
import { USDC } from '../swap/order/test-kit';
import { readTokenAmount } from '../world/token-layout';
import { DBC_PROGRAM, decodePoolConfig, studioVestingTerms } from '../../src/api/studio/schemas-pool-config';
import { curveOf } from './launch';
import { launch, memeBody, type StudioEnv, STUDIO, swapThrough } from './test-kit';

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

  it("keeps each launch's vesting terms in its DBC pool config on chain, and reads them from there", async () => {
    type Vesting = ReturnType<typeof memeBody>['buildCurveByMarketCapParam']['lockedVestingParam'];
    const body = (lockedVestingParam: Vesting) => {
      const b = memeBody(creator.publicKey.toBase58());
      b.buildCurveByMarketCapParam = { ...b.buildCurveByMarketCapParam, lockedVestingParam };
      return b;
    };
    const vesting = {
      totalLockedVestingAmount: 150_000_000,
      cliffUnlockAmount: 20_000_000,
      numberOfVestingPeriod: 183,
      totalVestingDuration: 15552000,
      cliffDurationFromMigrationTime: 15811200,
    };
    const vested = (await launch(env, creator, body(vesting))).created.mint;
    const plain = (await launch(env, creator)).created.mint;
    const configs = await Promise.all(
      [vested, plain].map(async (mint) => {
        const res = await json(`/studio/v1/dbc-pool/addresses/${mint}`);
        return String(res.body.data.configKey);
      }),
    );
    expect(configs[0]).not.toBe(configs[1]);
    const account = env.sandbox.ledger.getAccount(configs[0] ?? '');
    expect(account?.owner).toBe(DBC_PROGRAM);
    const config = decodePoolConfig(account?.data ?? new Uint8Array());
    const record = env.sandbox.studio.launch(vested);
    if (!record) throw new Error('no launch record');
    expect(config.migrationQuoteThreshold).toBe(curveOf(record).migrationQuote);
    const WHOLE = 10n ** 6n;
    expect(studioVestingTerms(config.lockedVesting)).toEqual({
      total: 150_000_000n * WHOLE,
      cliffUnlock: 20_000_094n * WHOLE,
      periods: 183,
      durationSeconds: 15552000,
      cliffSeconds: 15811200,
    });
    // Whole tokens and whole seconds a period: 130,000,000 tokens and 15,552,000 s do not split into 183.
    expect(config.lockedVesting.frequency).toBe(84_983n);
    const state = (await json(`/studio/v1/dbc-pool/state/${vested}`)).body.data;
    expect(state.vesting).toMatchObject({ total: '150000000000000', cliffUnlock: '20000094000000', periods: 183 });
    const none = (await json(`/studio/v1/dbc-pool/state/${plain}`)).body.data;
    expect(none.vesting).toMatchObject({ total: '0', periods: 0 });
  });
});
