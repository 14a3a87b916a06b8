import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowVaultSchema } from '../../../src/api/lend/schemas';
import { openHarness, serveRpc } from '../../test-harness';
import { LEND, type LendEnv } from '../test-kit';
import { balance, body, borrower, operateAs, positionsOf, SOL } from './test-kit';

let env: LendEnv;
beforeAll(async () => {
  env = await serveRpc(openHarness({ ...LEND, seed: 'borrow-oracle' }));
});
afterAll(() => env.close());

const vault1 = async () =>
  borrowVaultSchema.parse(((await env.call('/borrow/vaults')).body as unknown as unknown[])[0]);

describe('the oracle', () => {
  it('does not follow the swap market', async () => {
    const moved = await env.control('/price', { mint: SOL, usdPrice: 90 });
    expect(moved.status).toBe(200);
    const v = await vault1();
    expect([v.supplyToken.price, v.oraclePrice]).toEqual([150, 150]);
  });

  it('liquidates positions at or over 85 % when the control route moves it, and only those', async () => {
    const risky = borrower(env);
    const safe = borrower(env);
    const riskyId = await operateAs(env, risky, { positionId: 0, colAmount: '1000000000', debtAmount: '110000000' });
    const safeId = await operateAs(env, safe, { positionId: 0, colAmount: '1000000000', debtAmount: '50000000' });
    const walletSol = await balance(env, risky, SOL);

    // At 125: 110 / 125 = 88 % (≥ 85 %), 50 / 125 = 40 %.
    const res = await env.control('/lend/oracle', { vaultId: 1, price: '125' });
    expect(res.status).toBe(200);
    expect(res.body.liquidated).toEqual([riskyId]);
    expect(borrowVaultSchema.parse(res.body.vault)).toMatchObject({ id: 1, oraclePrice: 125 });
    expect((await vault1()).supplyToken.price).toBe(125);

    const [p] = await positionsOf(env, risky);
    const debt = p!.beforeBorrow;
    expect(debt >= 110_000_000n && debt < 110_000_010n).toBe(true);
    // The debt × 1.01 in SOL at 125, rounded up: 110 × 1.01 / 125 ≈ 0.8888 SOL.
    const seized = (debt * 1010n * 10n ** 9n + 125_000_000n - 1n) / 125_000_000n / 1000n;
    expect(p).toMatchObject({
      id: riskyId,
      isLiquidated: true,
      borrow: 0n,
      borrowLiquidation: debt,
      beforeSupply: 1_000_000_000n,
      isSupplyPosition: true,
    });
    expect(p!.supplyLiquidation - seized).toBeLessThanOrEqual(1n);
    // On chain: the vault's transaction on the position's account says when.
    const [liquidation] = await env.connection.getSignaturesForAddress(new PublicKey(p!.address));
    const tx = await env.connection.getTransaction(liquidation!.signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.transaction.message.staticAccountKeys[0]?.toBase58()).toBe(p!.vault.address);
    expect(liquidation!.blockTime).toBeGreaterThan(0);
    expect(p!.supply).toBe(1_000_000_000n - p!.supplyLiquidation);
    // The borrowed USDC stays with the borrower; the rest of the collateral can be withdrawn.
    await operateAs(env, risky, { positionId: riskyId, colAmount: '-170141183460469231731687303715884105728' });
    expect(await balance(env, risky, SOL)).toBe(walletSol + p!.supply);

    expect((await positionsOf(env, safe))[0]).toMatchObject({ id: safeId, isLiquidated: false, supplyLiquidation: 0n });
    // The new price also bounds new borrowing: 80 % of 125 is 100.
    const over = await env.call('/borrow/operate', body(safe, { positionId: safeId, debtAmount: '51000000' }));
    expect(over.body.error).toMatch(/80\.8 % LTV/);
  });

  it('liquidates a position that interest alone carries over 85 % when the clock jumps', async () => {
    expect((await env.control('/lend/oracle', { vaultId: 1, price: '150' })).status).toBe(200);
    const user = borrower(env);
    const id = await operateAs(env, user, { positionId: 0, colAmount: '1000000000', debtAmount: '120000000' });
    // Two years at 4.71 %: 120 → about 131.3 USDC, 87.5 % of 1 SOL at 150.
    for (const _ of [1, 2]) expect((await env.control('/clock', { advanceMs: 365 * 86_400_000 })).status).toBe(200);
    const [p] = await positionsOf(env, user);
    expect(p).toMatchObject({ id, isLiquidated: true, borrow: 0n });
    expect(p!.borrowLiquidation > 131_000_000n && p!.borrowLiquidation < 132_000_000n).toBe(true);
  });

  it('refuses a bad vault or price', async () => {
    for (const [request, status] of [
      [{ vaultId: 9, price: '1' }, 404],
      [{ vaultId: 1, price: '-1' }, 400],
      [{ vaultId: 1, price: '0' }, 400],
      [{ vaultId: 1 }, 400],
    ] as const) {
      expect((await env.control('/lend/oracle', request)).status, JSON.stringify(request)).toBe(status);
    }
  });
});
