import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowVaultsResponseSchema } from '../../../src/api/lend/schemas';
import { ataOf } from '../../kit/tx/builder';
import { TOKEN_PROGRAM } from '../../world/token';
import { readMintSupply } from '../../world/token-layout';
import { openHarness, serveRpc } from '../../test-harness';
import { LEND, type LendEnv } from '../test-kit';
import { addr, balance, body, borrower, MIN_I128, operateAs, positionsOf, SOL, USDC } from './test-kit';
import { borrowAuthorityOf, positionMintOf } from './vaults';

let env: LendEnv;
beforeAll(async () => {
  env = await serveRpc(openHarness({ ...LEND, seed: 'borrow-test' }));
});
afterAll(() => env.close());

const DAY = 86_400_000;
const reserveOf = (vaultId: number) => ataOf(addr(borrowAuthorityOf('borrow-test', vaultId)), USDC, TOKEN_PROGRAM);
const held = async (account: string) =>
  BigInt((await env.connection.getTokenAccountBalance(new PublicKey(account))).value.amount);

describe('borrow vaults', () => {
  it('lists SOL, JUP and USDT against USDC in the app schema, with the oracle prices', async () => {
    const res = await env.call('/borrow/vaults');
    expect(res.status).toBe(200);
    const vaults = borrowVaultsResponseSchema.parse(res.body);
    expect(vaults.map((v) => [v.id, v.supplyToken.symbol, v.borrowToken.address, v.supplyToken.price])).toEqual([
      [1, 'SOL', USDC, 150],
      [2, 'JUP', USDC, 0.5],
      [3, 'USDT', USDC, 1],
    ]);
    const raw = (res.body as unknown as Record<string, unknown>[])[0]!;
    expect(raw).toMatchObject({
      collateralFactor: '800',
      liquidationThreshold: '850',
      liquidationMaxLimit: '900',
      liquidationPenalty: '10',
      borrowRate: '471',
      minimumBorrowing: '10000000',
      oraclePrice: '150',
      borrowable: '1000000000000',
      rewards: [],
      metadata: {
        maxLeverage: '5',
        nativeStake: false,
        pegged: false,
        multiply: { enabled: false, reduceFactor: '0' },
      },
    });
    expect(vaults[2]?.metadata.pegged).toBe(true);
    expect((await env.call('/borrow/vaults?market=ethena')).body).toEqual([]);
    const bad = await env.call('/borrow/vaults?market=moon');
    expect([bad.status, bad.body.error]).toEqual([400, expect.stringMatching(/^market: /)]);
  });
});

describe('a SOL-backed USDC loan', () => {
  it('opens, refuses past 80 %, accrues, repays all to 0, withdraws all', async () => {
    const user = borrower(env);
    const nftId = await operateAs(env, user, { positionId: 0, colAmount: '1000000000', debtAmount: '50000000' });
    expect(await balance(env, user, SOL)).toBe(1_000_000_000n);
    expect(await balance(env, user, USDC)).toBe(150_000_000n);
    const mint = positionMintOf('borrow-test', nftId);
    expect(await balance(env, user, mint)).toBe(1n);
    const mintAccount = env.sandbox.ledger.getAccount(mint)!;
    expect(readMintSupply(mintAccount.data)).toBe(1n);
    expect(Buffer.from(mintAccount.data).readUInt32LE(0)).toBe(0); // no mint authority left
    expect(await balance(env, addr(borrowAuthorityOf('borrow-test', 1)), SOL)).toBeGreaterThanOrEqual(1_000_000_000n);

    const [opened] = await positionsOf(env, user);
    expect(opened).toMatchObject({ id: nftId, vaultId: 1, address: mint, supply: 1_000_000_000n });
    // The wall clock runs on: a unit of interest (rounded up) may already show.
    expect(opened!.borrow - 50_000_000n).toBeLessThan(3n);
    expect(opened).toMatchObject({ ownerAddress: addr(user), isLiquidated: false, isSupplyPosition: false });
    expect(opened?.tick).not.toBe(0);

    // 1 SOL at 150 backs at most 120 USDC: 125 in all is 83.3 %.
    const over = await env.call('/borrow/operate', body(user, { positionId: nftId, debtAmount: '75000000' }));
    expect(over.status).toBe(400);
    expect(over.body.error).toBe("debtAmount: this would put the position at 83.3 % LTV, above the vault's 80 % limit");

    env.sandbox.time.advance(30 * DAY);
    const owed = (await positionsOf(env, user))[0]!.borrow;
    // 4.71 % a year on 50 USDC for 30 days ≈ 0.1936 USDC.
    expect(owed > 50_190_000n && owed < 50_200_000n).toBe(true);
    const reserveBefore = await held(reserveOf(1));
    const usdcBefore = await balance(env, user, USDC);
    await operateAs(env, user, { positionId: nftId, debtAmount: MIN_I128 });
    const paid = usdcBefore - (await balance(env, user, USDC));
    expect(paid).toBeGreaterThanOrEqual(owed);
    expect(paid - owed).toBeLessThan(10n); // 120 s of interest, rounded up
    expect((await positionsOf(env, user))[0]).toMatchObject({ borrow: 0n, isSupplyPosition: true, tick: 0 });
    // The vault keeps the few units over the debt.
    expect(await held(reserveOf(1))).toBe(reserveBefore + paid);

    await operateAs(env, user, { positionId: nftId, colAmount: MIN_I128 });
    expect(await balance(env, user, SOL)).toBe(2_000_000_000n);
    // Closed, still listed while the NFT is held.
    expect((await positionsOf(env, user))[0]).toMatchObject({ id: nftId, supply: 0n, borrow: 0n });
  });

  it('keeps the vault whole: what was lent and repaid is on the reserve account', async () => {
    const user = borrower(env);
    const start = await held(reserveOf(1));
    const id = await operateAs(env, user, { positionId: 0, colAmount: '1000000000', debtAmount: '20000000' });
    expect(start - (await held(reserveOf(1)))).toBe(20_000_000n);
    await operateAs(env, user, { positionId: id, debtAmount: '-5000000' });
    expect(start - (await held(reserveOf(1)))).toBe(15_000_000n);
    const after = (await positionsOf(env, user))[0]!.borrow;
    expect(after >= 15_000_000n && after < 15_000_010n).toBe(true);
  });
});
