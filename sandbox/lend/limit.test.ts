import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnTokenSchema, earnTokensResponseSchema } from '../../src/api/lend/schemas';
import { openHarness, serveRpc, usdcFunding } from '../test-harness';
import { borrower, operateAs } from './borrow/test-kit';
import { act, LEND, positionOf, USDC, type LendEnv } from './test-kit';

let env: LendEnv;
beforeAll(async () => {
  env = await serveRpc(openHarness({ ...LEND, seed: 'lend-limit-test' }));
});
afterAll(() => env.close());

describe('POST /__sandbox/lend/withdrawal-limit', () => {
  it('reports the limit as withdrawable, refuses a withdrawal above it, and lifts it with null', async () => {
    const user = env.wallet(usdcFunding());
    await act(env, 'deposit', user, USDC, 'amount', 100_000_000n);
    const set = await env.control('/lend/withdrawal-limit', { asset: USDC, withdrawable: '30000000' });
    expect(set.status).toBe(200);
    const token = earnTokenSchema.parse(set.body);
    expect(token.liquiditySupplyData?.withdrawable).toBe(30_000_000n);
    expect(token.liquiditySupplyData?.withdrawalLimit).toBe(token.totalAssets - 30_000_000n);

    const signer = user.publicKey.toBase58();
    const above = await env.call('/earn/withdraw', { asset: USDC, signer, amount: '30000001' });
    expect(above.status).toBe(400);
    expect(JSON.stringify(above.body)).toContain('withdrawal limit');
    await act(env, 'withdraw', user, USDC, 'amount', 30_000_000n);

    const lifted = await env.control('/lend/withdrawal-limit', { asset: USDC, withdrawable: null });
    expect(earnTokenSchema.parse(lifted.body).liquiditySupplyData?.withdrawalLimit).toBe(0n);
    const { shares } = await positionOf(env, user, USDC);
    await act(env, 'redeem', user, USDC, 'shares', shares);
    expect((await positionOf(env, user, USDC)).shares).toBe(0n);
    expect((await env.control('/lend/withdrawal-limit', { asset: USDC, withdrawable: '-1' })).status).toBe(400);
  });

  it('refuses a withdrawal above what is not lent out, with no limit set', async () => {
    const user = env.wallet(usdcFunding());
    await act(env, 'deposit', user, USDC, 'amount', 1_000_000_000n);
    const free = async () => {
      const all = earnTokensResponseSchema.parse((await env.call('/earn/tokens')).body);
      return all.find((t) => t.assetAddress === USDC)?.liquiditySupplyData?.withdrawable ?? 0n;
    };
    // Interest accrues as the test runs, so the refused amount is a whole USDC above. 50 SOL at 150 USDC backs 4,500 USDC of vault debt, drawn from this market's 5,000 free.
    await operateAs(env, borrower(env, 50_000_000_000n), {
      positionId: 0,
      colAmount: '50000000000',
      debtAmount: '4500000000',
    });
    const left = await free();
    expect(left).toBeLessThan(1_000_000_000n);

    const signer = user.publicKey.toBase58();
    const above = await env.call('/earn/withdraw', { asset: USDC, signer, amount: (left + 1_000_000n).toString() });
    expect(above.status).toBe(400);
    expect(JSON.stringify(above.body)).toContain('above what is not lent out');
    await act(env, 'withdraw', user, USDC, 'amount', left);
    expect(await free()).toBeLessThan(left);
  });
});
