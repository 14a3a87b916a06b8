import { Connection, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderResponseSchema,
  executeRecurringResponseSchema,
  getRecurringOrdersResponseSchema,
} from '../../src/api/recurring/schemas';
import { startRpcServer, type RunningRpcServer } from '../rpc/server';
import { ataOf } from '../kit/tx/builder';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../world/token';
import { runDueRounds } from './keeper';
import { recurringContext } from './family';
import { openHarness, signed, usdcFunding, type Harness } from '../test-harness';
import { createBody, DAY, openOrder, RECURRING, SOL, USDC } from './test-kit';

let env: Harness;
let server: RunningRpcServer;
let connection: Connection;

beforeAll(async () => {
  env = openHarness({ ...RECURRING, seed: 'recurring-routes' });
  server = await startRpcServer({ ledger: env.sandbox.ledger, port: 0 });
  connection = new Connection(server.url, 'confirmed');
});
afterAll(async () => {
  await server.close();
});

const usdcOf = async (owner: PublicKey) =>
  BigInt(
    (await connection.getTokenAccountBalance(new PublicKey(ataOf(owner.toBase58(), USDC, TOKEN_PROGRAM)))).value.amount,
  );
const list = (user: PublicKey, orderStatus: 'active' | 'history', extra = '') =>
  env.call(`/getRecurringOrders?user=${user.toBase58()}&orderStatus=${orderStatus}&recurringType=time${extra}`);
const advanceDays = (n: number) => env.sandbox.time.advance(n * DAY * 1000);

describe('createOrder: validation (supplement §7)', () => {
  it('names the field, the USD minimums, and refuses Token-2022 and unknown mints', async () => {
    const user = env.wallet(usdcFunding());
    const cases: [object | string, RegExp][] = [
      ['{not json', /^Body must be JSON$/],
      [{ ...createBody(user, 150_000_000, 3), user: 'nope' }, /^user: /],
      [createBody(user, 150_000_000, 1), /^params\.time\.numberOfOrders: /],
      [createBody(user, 150_000_000, 3, 0), /^params\.time\.interval: /],
      [createBody(user, 2_990_000, 2), /^Order is valued at 2\.99 USDC, minimum is 100\.00 USDC$/],
      [createBody(user, 120_000_000, 3), /^Each order is valued at 40\.00 USDC, minimum is 50\.00 USDC$/],
      [createBody(user, 150_000_000, 3, DAY, USDC, USDC), /^outputMint: must differ/],
      [createBody(user, 150_000_000, 3, DAY, USDC, user.publicKey.toBase58()), /^outputMint: no token/],
    ];
    const t22 = env.sandbox.world.tokens.find((t) => t.tokenProgram === TOKEN_2022_PROGRAM);
    if (t22) cases.push([createBody(user, 150_000_000, 3, DAY, USDC, t22.id), /^Token-2022 tokens are not supported$/]);
    for (const [body, message] of cases) {
      const res = await env.call('/createOrder', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, status: 'Bad Request' });
      expect(res.body.error).toMatch(message);
    }
    expect(t22).toBeDefined();
  });
});

describe('a three-round USDC → SOL order, end to end', () => {
  it('deposits into the escrow, fills a round at once and one per interval, pays the user, then closes', async () => {
    const user = env.wallet(usdcFunding());
    const usdcBefore = await usdcOf(user.publicKey);
    const created = await env.call('/createOrder', createBody(user, 150_000_000, 3));
    expect(created.status).toBe(200);
    const { requestId, transaction } = createOrderResponseSchema.parse(created.body);
    const executed = executeRecurringResponseSchema.parse(
      (await env.call('/execute', { requestId, signedTransaction: signed(transaction, user) })).body,
    );
    expect(executed).toMatchObject({ status: 'Success', error: null });
    const orderKey = new PublicKey(executed.order!);
    const escrow = new PublicKey(ataOf(orderKey.toBase58(), USDC, TOKEN_PROGRAM));
    expect(await usdcOf(user.publicKey)).toBe(usdcBefore - 150_000_000n);
    const deposit = await connection.getTransaction(executed.signature!, { maxSupportedTransactionVersion: 0 });
    expect(deposit?.meta?.err).toBeNull();

    // Balances the deposit left, from its own record: the keeper's tick may already have run the first round.
    const keys = deposit!.transaction.message.getAccountKeys().staticAccountKeys;
    const escrowIndex = keys.findIndex((k) => k.equals(escrow));
    const escrowAfter = deposit!.meta!.postTokenBalances?.find((b) => b.accountIndex === escrowIndex);
    expect(escrowAfter?.uiTokenAmount.amount).toBe('150000000');
    let lamports = BigInt(deposit!.meta!.postBalances[keys.findIndex((k) => k.equals(user.publicKey))]!);
    const ctx = recurringContext(env.sandbox.context, env.sandbox.recurring);
    runDueRounds(ctx);
    expect(runDueRounds(ctx)).toBe(0); // the next round is a day away
    for (let round = 1; round <= 3; round++) {
      if (round > 1) advanceDays(1); // the keeper runs on the clock's jump
      const body = getRecurringOrdersResponseSchema.parse(
        (await list(user.publicKey, round < 3 ? 'active' : 'history')).body,
      );
      const order = body.time?.[0];
      expect(order?.trades).toHaveLength(round);
      const trade = order!.trades[round - 1]!;
      expect(trade.rawInputAmount).toBe(50_000_000n);
      const now = BigInt(await connection.getBalance(user.publicKey));
      // The output arrives native in the user's wallet; the keeper pays the fees. The last round returns the rent.
      const rent = round === 3 ? BigInt(await connection.getMinimumBalanceForRentExemption(165)) : 0n;
      expect(now - lamports).toBe(trade.rawOutputAmount + rent);
      lamports = now;
      const landed = await connection.getTransaction(trade.txId ?? '', { maxSupportedTransactionVersion: 0 });
      expect(landed?.meta?.err).toBeNull();
      expect(trade.rawFeeAmount).toBe(((trade.rawOutputAmount + trade.rawFeeAmount) * 10n) / 10_000n);
    }
    expect(await connection.getAccountInfo(escrow)).toBeNull();
    const history = getRecurringOrdersResponseSchema.parse((await list(user.publicKey, 'history')).body).time![0]!;
    expect(history).toMatchObject({
      rawInUsed: 150_000_000n,
      userClosed: false,
      inUsed: '150.0',
      inDeposited: '150.0',
    });
    expect(history.closeTx).toBe(history.trades[2]!.txId);
    expect(getRecurringOrdersResponseSchema.parse((await list(user.publicKey, 'active')).body).time).toEqual([]);
  });
});

describe('execute: only the crafted transaction, signed by its user', () => {
  it('refuses unknown ids, other bytes and a missing signature; answers a re-post with the same landing', async () => {
    const user = env.wallet(usdcFunding());
    const { requestId, transaction } = (await env.call('/createOrder', createBody(user, 100_000_000, 2))).body as {
      requestId: string;
      transaction: string;
    };
    const unknown = await env.call('/execute', { requestId: 'nope', signedTransaction: signed(transaction, user) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/^No request with this requestId/);
    const other = (await env.call('/createOrder', createBody(user, 200_000_000, 2))).body.transaction as string;
    const swapped = await env.call('/execute', { requestId, signedTransaction: signed(other, user) });
    expect(swapped.status).toBe(400);
    expect(swapped.body.error).toMatch(/not the transaction crafted/);
    const garbage = await env.call('/execute', { requestId, signedTransaction: 'AAAA' });
    expect(garbage.body.error).toMatch(/not a serialized transaction/);
    const unsigned = executeRecurringResponseSchema.parse(
      (await env.call('/execute', { requestId, signedTransaction: transaction })).body,
    );
    expect(unsigned).toMatchObject({ status: 'Failed', error: 'The transaction is not signed by the user' });
    const first = executeRecurringResponseSchema.parse(
      (await env.call('/execute', { requestId, signedTransaction: signed(transaction, user) })).body,
    );
    const again = executeRecurringResponseSchema.parse(
      (await env.call('/execute', { requestId, signedTransaction: signed(transaction, user) })).body,
    );
    expect(first.status).toBe('Success');
    expect(again).toEqual(first);
    expect(await usdcOf(user.publicKey)).toBe(900_000_000n);
  });

  it('answers Failed with the service message when the wallet cannot cover the deposit', async () => {
    const user = env.wallet(usdcFunding(100_000_000n));
    const { requestId, transaction } = (await env.call('/createOrder', createBody(user, 200_000_000, 2))).body as {
      requestId: string;
      transaction: string;
    };
    const res = await env.call('/execute', { requestId, signedTransaction: signed(transaction, user) });
    expect(res).toMatchObject({
      status: 200,
      body: { status: 'Failed', order: null, error: 'Insufficient funds for the operation requested.' },
    });
    expect(await usdcOf(user.publicKey)).toBe(100_000_000n);
  });
});

describe('cancelOrder: the remainder goes back on chain', () => {
  it('a SOL order (wrapped into the escrow) cancelled after one round returns the rest native, rent included', async () => {
    const user = env.wallet(usdcFunding());
    const before = BigInt(await connection.getBalance(user.publicKey));
    const { order } = await openOrder(env, user, createBody(user, LAMPORTS_PER_SOL, 2, DAY, SOL, USDC));
    const usdc0 = await usdcOf(user.publicKey);
    runDueRounds(recurringContext(env.sandbox.context, env.sandbox.recurring));
    const filled = getRecurringOrdersResponseSchema.parse((await list(user.publicKey, 'active')).body).time![0]!;
    expect(await usdcOf(user.publicKey)).toBe(usdc0 + filled.trades[0]!.rawOutputAmount);

    const cancel = await env.call('/cancelOrder', { order, user: user.publicKey.toBase58(), recurringType: 'time' });
    expect(cancel.status).toBe(200);
    const { requestId, transaction } = createOrderResponseSchema.parse(cancel.body);
    const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
    expect(tx.message.staticAccountKeys[0]?.toBase58()).toBe(user.publicKey.toBase58());
    // While the cancel waits for its signature the keeper holds the order's rounds.
    advanceDays(1);
    const held = getRecurringOrdersResponseSchema.parse((await list(user.publicKey, 'active')).body).time![0]!;
    expect(held.trades).toHaveLength(1);
    const done = executeRecurringResponseSchema.parse(
      (await env.call('/execute', { requestId, signedTransaction: signed(transaction, user) })).body,
    );
    expect(done.status).toBe('Success');
    const fees = BigInt(
      (await connection.getTransaction(done.signature!, { maxSupportedTransactionVersion: 0 }))!.meta!.fee,
    );
    const depositFee = 5_000n;
    // Everything but the first round's half and the two transactions' fees is back.
    expect(BigInt(await connection.getBalance(user.publicKey))).toBe(
      before - LAMPORTS_PER_SOL_BIG / 2n - fees - depositFee,
    );
    const closed = getRecurringOrdersResponseSchema.parse((await list(user.publicKey, 'history')).body).time![0]!;
    expect(closed).toMatchObject({
      userClosed: true,
      closeTx: done.signature,
      rawInWithdrawn: LAMPORTS_PER_SOL_BIG / 2n,
    });
    const again = await env.call('/cancelOrder', { order, user: user.publicKey.toBase58(), recurringType: 'time' });
    expect(again).toMatchObject({ status: 400, body: { error: 'Order is already closed' } });
  });

  it('404 for an unknown order, 403 for another wallet, 400 naming a bad field', async () => {
    const user = env.wallet(usdcFunding());
    const stranger = env.wallet(usdcFunding());
    const { order } = await openOrder(env, user, createBody(user, 100_000_000, 2));
    const base = { order, user: user.publicKey.toBase58(), recurringType: 'time' };
    expect(await env.call('/cancelOrder', { ...base, order: stranger.publicKey.toBase58() })).toMatchObject({
      status: 404,
      body: { code: 404, status: 'Not Found' },
    });
    expect(await env.call('/cancelOrder', { ...base, user: stranger.publicKey.toBase58() })).toMatchObject({
      status: 403,
      body: { error: 'Order belongs to a different user' },
    });
    expect((await env.call('/cancelOrder', { ...base, recurringType: 'all' })).body.error).toMatch(/^recurringType: /);
  });
});

const LAMPORTS_PER_SOL_BIG = BigInt(LAMPORTS_PER_SOL);

describe('getRecurringOrders', () => {
  it('pages by 10, filters by mint, names the array after recurringType and refuses bad parameters', async () => {
    const user = env.wallet(usdcFunding(2_000_000_000n));
    for (let i = 0; i < 11; i++) await openOrder(env, user, createBody(user, 100_000_000, 2));
    const p1 = getRecurringOrdersResponseSchema.parse((await list(user.publicKey, 'active')).body);
    expect(p1).toMatchObject({ totalPages: 2, page: 1, orderStatus: 'active' });
    expect(p1.time).toHaveLength(10);
    const p2 = getRecurringOrdersResponseSchema.parse((await list(user.publicKey, 'active', '&page=2')).body);
    expect(p2.time).toHaveLength(1);
    const noMatch = await list(user.publicKey, 'active', `&mint=${user.publicKey.toBase58()}`);
    expect(getRecurringOrdersResponseSchema.parse(noMatch.body)).toMatchObject({ time: [], totalPages: 0 });
    const all = await env.call(
      `/getRecurringOrders?user=${user.publicKey.toBase58()}&orderStatus=active&recurringType=all`,
    );
    const parsed = getRecurringOrdersResponseSchema.parse(all.body);
    expect(parsed.all?.[0]?.recurringType).toBe('time');
    expect(parsed.time).toBeUndefined();
    for (const [q, field] of [
      ['orderStatus=open&recurringType=time', 'orderStatus'],
      ['orderStatus=active&recurringType=dca', 'recurringType'],
      ['orderStatus=active&recurringType=time&page=0', 'page'],
    ]) {
      const res = await env.call(`/getRecurringOrders?user=${user.publicKey.toBase58()}&${q}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(new RegExp(`^${field}: `));
    }
  });
});
