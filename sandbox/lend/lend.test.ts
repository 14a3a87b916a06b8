import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnTokensResponseSchema } from '../../src/api/lend/schemas';
import { openHarness, serveRpc, signed, usdcFunding } from '../test-harness';
import { ataOf } from '../kit/tx/builder';
import { TOKEN_PROGRAM } from '../world/token';
import { readMintSupply } from '../world/token-layout';
import { act, earningsOf, LEND, positionOf, SOL, tokenBalance, USDC, type LendEnv } from './test-kit';
import { authorityOf, jlMintOf } from './vault';

let env: LendEnv;
beforeAll(async () => {
  env = await serveRpc(openHarness({ ...LEND, seed: 'lend-test' }));
});
afterAll(() => env.close());

const DAY = 86_400_000;
const addr = (k: { publicKey: PublicKey }) => k.publicKey.toBase58();

describe('earn tokens', () => {
  it('lists USDC, SOL and USDT with jlToken mints on the ledger, in the app schema', async () => {
    const res = await env.call('/earn/tokens');
    expect(res.status).toBe(200);
    const tokens = earnTokensResponseSchema.parse(res.body);
    expect(tokens.map((t) => [t.symbol, t.assetAddress])).toEqual([
      ['jlUSDC', USDC],
      ['jlWSOL', SOL],
      ['jlUSDT', expect.any(String)],
    ]);
    for (const t of tokens) {
      const info = await env.connection.getAccountInfo(new PublicKey(t.address));
      expect(info?.owner.toBase58()).toBe(TOKEN_PROGRAM);
      // Mint authority (COption at 0, key at 4) is the sandbox's market key.
      expect(new PublicKey(info!.data.subarray(4, 36)).toBase58()).toBe(
        authorityOf('lend-test', t.assetAddress).publicKey.toBase58(),
      );
      expect(t.decimals).toBe(t.asset.decimals);
      expect(t.totalRate).toBe(t.supplyRate + t.rewardsRate);
    }
  });
});

describe('USDC: deposit, earn, withdraw, redeem', () => {
  it('mints jlUSDC, accrues with the clock, pays out, and leaves no dust', async () => {
    const user = env.wallet(usdcFunding());
    const usdcAta = ataOf(addr(user), USDC, TOKEN_PROGRAM);
    const jlAta = ataOf(addr(user), jlMintOf('lend-test', USDC), TOKEN_PROGRAM);
    env.sandbox.time.advance(10 * DAY); // a rate above 1: rounding shows
    await act(env, 'deposit', user, USDC, 'amount', 100_000_000n);
    const shares = await tokenBalance(env, jlAta);
    expect(shares).toBeGreaterThan(99_000_000n);
    expect(shares).toBeLessThan(100_000_000n);
    expect(await tokenBalance(env, usdcAta)).toBe(900_000_000n);
    const before = await positionOf(env, user, USDC);
    expect(before.shares).toBe(shares);
    expect(before.underlyingBalance).toBe(900_000_000n);
    expect(before.underlyingAssets).toBeLessThanOrEqual(100_000_000n);

    env.sandbox.time.advance(30 * DAY);
    const earned = await earningsOf(env, user, USDC);
    expect(earned?.earnings).toBeGreaterThan(400_000n); // ~5.2 % a year on 100 USDC for 30 days ≈ 0.43 USDC
    expect(earned?.slot).toBe(env.sandbox.ledger.slot);
    const wire = await env.call(`/earn/earnings?user=${addr(user)}&positions=${jlMintOf('lend-test', USDC)}`);
    const row = (wire.body as unknown as Record<string, unknown>[])[0];
    expect([typeof row?.earnings, typeof row?.slot]).toEqual(['number', 'number']);

    await act(env, 'withdraw', user, USDC, 'amount', 40_000_000n);
    expect(await tokenBalance(env, usdcAta)).toBe(940_000_000n);
    const afterWithdraw = await earningsOf(env, user, USDC);
    const drift = afterWithdraw!.earnings - earned!.earnings;
    expect(drift >= -1n && drift <= 1n).toBe(true);

    const rest = await tokenBalance(env, jlAta);
    const value = (await positionOf(env, user, USDC)).underlyingAssets;
    await act(env, 'redeem', user, USDC, 'shares', rest);
    expect(await env.connection.getAccountInfo(new PublicKey(jlAta))).toBeNull();
    expect(await tokenBalance(env, usdcAta)).toBe(940_000_000n + value);
    expect((await positionOf(env, user, USDC)).shares).toBe(0n);
    // Realised: what came back less what went in.
    expect((await earningsOf(env, user, USDC))?.earnings).toBe(value - 60_000_000n);
  });

  it('mint buys exact shares, paid rounded up', async () => {
    const user = env.wallet(usdcFunding());
    await act(env, 'mint', user, USDC, 'shares', 5_000_000n);
    const jlAta = ataOf(addr(user), jlMintOf('lend-test', USDC), TOKEN_PROGRAM);
    expect(await tokenBalance(env, jlAta)).toBe(5_000_000n);
    const paid = 1_000_000_000n - (await tokenBalance(env, ataOf(addr(user), USDC, TOKEN_PROGRAM)));
    expect(paid).toBeGreaterThanOrEqual((await positionOf(env, user, USDC)).underlyingAssets);
  });
});

describe('SOL', () => {
  it('wraps on deposit and unwraps on redeem', async () => {
    const user = env.wallet(usdcFunding());
    const start = await env.connection.getBalance(user.publicKey);
    await act(env, 'deposit', user, SOL, 'amount', 1_000_000_000n);
    const jlAta = ataOf(addr(user), jlMintOf('lend-test', SOL), TOKEN_PROGRAM);
    const shares = await tokenBalance(env, jlAta);
    expect(shares).toBeGreaterThan(0n);
    expect(await env.connection.getBalance(user.publicKey)).toBeLessThan(start - 1_000_000_000);
    env.sandbox.time.advance(DAY);
    const value = (await positionOf(env, user, SOL)).underlyingAssets;
    await act(env, 'redeem', user, SOL, 'shares', shares);
    expect(await env.connection.getAccountInfo(new PublicKey(jlAta))).toBeNull();
    expect(await env.connection.getAccountInfo(new PublicKey(ataOf(addr(user), SOL, TOKEN_PROGRAM)))).toBeNull();
    // Back: the value and the jlToken account's rent; out: two fees of two signatures each.
    expect(BigInt(await env.connection.getBalance(user.publicKey))).toBe(
      BigInt(start) - 1_000_000_000n + value - 20_000n,
    );
  });
});

describe('co-signer', () => {
  it('refuses a tampered message', async () => {
    const user = env.wallet(usdcFunding());
    const crafted = await env.call('/earn/deposit', { asset: USDC, signer: addr(user), amount: '1000000' });
    const tx = VersionedTransaction.deserialize(Buffer.from(crafted.body.transaction as string, 'base64'));
    // The mintTo (last instruction): ask for 1,000 times the shares.
    const mintTo = tx.message.compiledInstructions.at(-1)!;
    const data = Buffer.from(mintTo.data);
    data.writeBigUInt64LE(data.readBigUInt64LE(1) * 1000n, 1);
    mintTo.data = data;
    tx.signatures = tx.signatures.map(() => new Uint8Array(64));
    tx.sign([user]);
    await expect(env.connection.sendRawTransaction(tx.serialize())).rejects.toThrow();
    expect(await positionOf(env, user, USDC)).toMatchObject({ shares: 0n });
  });

  it('signs the crafted message as is', async () => {
    const user = env.wallet(usdcFunding());
    const crafted = await env.call('/earn/deposit', { asset: USDC, signer: addr(user), amount: '1000000' });
    await env.connection.sendRawTransaction(Buffer.from(signed(crafted.body.transaction as string, user), 'base64'));
    expect((await positionOf(env, user, USDC)).shares).toBeGreaterThan(0n);
    const supply = readMintSupply(env.sandbox.ledger.getAccount(jlMintOf('lend-test', USDC))!.data);
    expect(supply).toBeGreaterThan(0n);
  });
});

describe('bad requests', () => {
  it('answers 400 naming the field', async () => {
    const user = env.wallet(usdcFunding());
    const signer = addr(user);
    const cases: [string, unknown, string][] = [
      ['/earn/deposit', { signer, amount: '1' }, 'asset'],
      ['/earn/deposit', { asset: 'nope', signer, amount: '1' }, 'asset'],
      ['/earn/deposit', { asset: signer, signer, amount: '1' }, 'asset'],
      ['/earn/deposit', { asset: USDC, signer, amount: '-1' }, 'amount'],
      ['/earn/deposit', { asset: USDC, signer, amount: '0' }, 'amount'],
      ['/earn/deposit', { asset: USDC, signer, amount: '1000000001' }, 'amount'],
      ['/earn/mint', { asset: USDC, signer, amount: '1' }, 'shares'],
      ['/earn/withdraw', { asset: USDC, signer, amount: '1' }, 'amount'],
      ['/earn/redeem', { asset: USDC, signer, shares: '1' }, 'shares'],
      ['/earn/redeem', { asset: USDC, signer: 'x', shares: '1' }, 'signer'],
      ['/earn/positions', undefined, 'users'],
      ['/earn/earnings?user=' + signer, undefined, 'positions'],
      ['/earn/earnings?user=' + signer + '&positions=' + signer, undefined, 'positions'],
    ];
    for (const [path, body, field] of cases) {
      const res = await env.call(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error, path).toMatch(new RegExp(`^${field}`));
    }
    expect((await env.call('/earn/deposit', '{not json')).status).toBe(400);
  });
});
