import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { poolAddressesResponseSchema } from '../../src/api/studio/schemas';
import { startRpcServer } from '../rpc/server';
import { USDC } from '../swap/order/test-kit';
import { ataOf } from '../kit/tx/builder';
import { TOKEN_2022_PROGRAM } from '../world/token';
import { openHarness } from '../test-harness';
import { launch, memeBody, type StudioEnv, swapThrough, STUDIO } from './test-kit';

const dir = mkdtempSync(join(tmpdir(), 'studio-graduated-'));
const statePath = join(dir, 'sandbox-state.bin');
const YEAR = 31_536_000;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const buy = async (env: StudioEnv, taker: Keypair, mint: string, amount: bigint) =>
  (await swapThrough(env, taker, USDC, mint, amount)).order;

const addresses = async (env: StudioEnv, mint: string) =>
  poolAddressesResponseSchema.parse(await (await env.request(`/studio/v1/dbc-pool/addresses/${mint}`)).json()).data;

/** Every launched pool by its engine index (price history and activity are kept by that index). */
const launchedPools = (env: StudioEnv, mints: string[]) =>
  env.sandbox.engine.layout.pools
    .filter((p) => mints.includes(p.baseMint))
    .map((p) => `${String(p.index)} ${p.dex} ${p.baseMint}`);

describe('a graduated launch across a restart', () => {
  it('keeps both pools at their indices (price history is kept by index), trades on the graduated one, vests on', async () => {
    const creator = Keypair.generate();
    const whale = Keypair.generate();
    const first = openHarness({ ...STUDIO, seed: 'studio-graduated-restart', statePath: statePath, reset: true });
    first.sandbox.save(true);
    first.sandbox.welcome(creator.publicKey.toBase58());
    first.sandbox.fund(whale.publicKey.toBase58(), { sol: 5_000_000_000n, tokens: { [USDC]: 1_000_000n * 10n ** 6n } });
    const vesting = {
      totalLockedVestingAmount: 100_000_000,
      cliffUnlockAmount: 0,
      numberOfVestingPeriod: 365,
      totalVestingDuration: YEAR,
      cliffDurationFromMigrationTime: 0,
    };
    const indie = memeBody(creator.publicKey.toBase58(), { tokenName: 'Grad', tokenSymbol: 'GRAD' });
    indie.buildCurveByMarketCapParam = { ...indie.buildCurveByMarketCapParam, lockedVestingParam: vesting };
    // A launched, then B, then A graduates: A's graduated pool is registered after B's curve.
    const a = (await launch(first, creator, indie)).created.mint;
    const b = (await launch(first, creator)).created.mint;
    await buy(first, whale, a, 500_000n * 10n ** 6n);
    const graduated = await addresses(first, a);
    expect(graduated.dbcPoolAddress).toBeTruthy();
    expect(graduated.dammv2PoolAddress).toBeTruthy();
    first.sandbox.time.advance(((YEAR / 365) * 3 + 1) * 1000);
    const server = await startRpcServer({ ledger: first.sandbox.ledger, port: 0 });
    const vested = new PublicKey(ataOf(creator.publicKey.toBase58(), a, TOKEN_2022_PROGRAM));
    // DBC's locked vesting as the SDK rounds it: whole tokens a period, the rest at the cliff.
    const perPeriod = 273_972n * 10n ** 6n;
    const atCliff = 220n * 10n ** 6n;
    const held = async (url: string) => BigInt((await new Connection(url).getTokenAccountBalance(vested)).value.amount);
    expect(await held(server.url)).toBe(atCliff + perPeriod * 3n);
    await server.close();
    const pools = launchedPools(first, [a, b]);
    expect(pools).toHaveLength(3);
    // No save: as after a kill -9.
    first.sandbox.close();
    first.sandbox.studio.keeper.stop();

    const second = openHarness({ ...STUDIO, seed: 'studio-graduated-restart', statePath: statePath });
    expect(second.sandbox.restored).toBe(true);
    expect(launchedPools(second, [a, b])).toEqual(pools);
    expect(await addresses(second, a)).toEqual(graduated);
    const order = await buy(second, whale, a, 10n ** 6n);
    expect(order.routePlan[0]?.swapInfo.label).toBe('Meteora DAMM v2');
    // The next unlock pays only the fourth period: the three paid before the restart (the clock's jump
    // was journaled, so sandbox time did not go back) are not paid again.
    second.sandbox.time.advance((YEAR / 365) * 1000);
    const rpc = await startRpcServer({ ledger: second.sandbox.ledger, port: 0 });
    expect(await held(rpc.url)).toBe(atCliff + perPeriod * 4n);
    await rpc.close();
    second.sandbox.close();
    second.sandbox.studio.keeper.stop();
  }, 60_000);
});
