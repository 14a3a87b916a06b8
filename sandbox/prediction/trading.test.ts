import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  claimPositionResponseSchema,
  closeAllPositionsResponseSchema,
  createOrderResponseSchema,
  historyListSchema,
  orderListSchema,
  orderStatusSchema,
  positionListSchema,
  positionSchema,
} from '../../src/api/prediction/schemas';
import { escrowAddress, outcomeMint, usdcAccountOf } from './accounts';
import { openHarness, signed } from '../test-harness';
import { executeSigned, expectEnvelope, tradableMarkets, PREDICTION, predictionEnv, BETTOR } from './test-kit';

const env = predictionEnv(openHarness({ ...PREDICTION, seed: 'prediction-trading' }));
const { sandbox, balance } = env;

async function openMarkets(count: number) {
  const markets = await tradableMarkets(env, 50);
  expect(markets.length).toBeGreaterThanOrEqual(count);
  return markets.slice(0, count);
}

async function order(body: Record<string, unknown>) {
  const res = await env.json('/prediction/v1/orders', { method: 'POST', body });
  return res;
}

const execute = (tx: string, signer: Keypair) => executeSigned(env, tx, signer, 'r-1');

async function buy(wallet: Keypair, marketId: string, isYes: boolean, usd: number) {
  const res = await order({
    ownerPubkey: wallet.publicKey.toBase58(),
    marketId,
    isYes,
    isBuy: true,
    depositAmount: String(usd * 1e6),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const built = createOrderResponseSchema.parse(res.body);
  const done = await execute(built.transaction!, wallet);
  expect(done, JSON.stringify(done)).toMatchObject({ status: 'Success', error: null, requestId: 'r-1' });
  return built;
}

async function positions(owner: Keypair) {
  const { body } = await env.json(`/prediction/v1/positions?ownerPubkey=${owner.publicKey.toBase58()}`);
  return positionListSchema.parse(body).data;
}

describe('prediction trading', () => {
  it('buys YES for 10 USDC: the escrow gets cost and fees, the position holds the contracts on chain', async () => {
    const wallet = env.wallet(BETTOR);
    const owner = wallet.publicKey.toBase58();
    const [market] = await openMarkets(1);
    const escrow = escrowAddress(sandbox.options.seed, market!.marketId);
    const usdcBefore = balance(usdcAccountOf(owner));
    const built = await buy(wallet, market!.marketId, true, 10);
    const o = built.order;
    const paid = o.orderCostUsd + (o.estimatedTotalFeeUsd ?? 0n);
    expect(paid).toBeLessThanOrEqual(10_000_000n);
    expect(balance(usdcAccountOf(owner))).toBe(usdcBefore - paid);
    expect(balance(escrow)).toBe(paid);
    expect(balance(o.positionPubkey!)).toBe(o.contractsMicro);
    expect(o.contractsMicro! % 10_000n).toBe(0n);
    // The market names the side mints the app binds a bet to (clobTokenIds, YES first), the ones the sandbox mints.
    const mints = [true, false].map((isYes) => outcomeMint(sandbox.options.seed, market!.marketId, isYes));
    expect(market!.marketOptions ? [...market!.clobTokenIds!].sort() : market!.clobTokenIds).toEqual(
      market!.marketOptions ? [...mints].sort() : mints,
    );
    expect(o.newAvgPriceUsd!).toBeLessThanOrEqual(o.maxBuyPriceUsd!);

    const [pos] = await positions(wallet);
    expect(pos).toMatchObject({ pubkey: o.positionPubkey, isYes: true, claimable: false, claimed: false });
    expect(pos!.contractsMicro).toBe(o.contractsMicro);
    expect(pos!.totalCostUsd).toBe(o.orderCostUsd);
    expect(pos!.feesPaidUsd).toBe(o.estimatedTotalFeeUsd);
    expect(pos!.pnlUsdAfterFees!).toBeLessThan(pos!.pnlUsd!);

    const status = orderStatusSchema.parse((await env.json(`/prediction/v1/orders/status/${o.orderPubkey!}`)).body);
    expect(status.status).toBe('filled');
    expect(status.history.map((h) => h.status)).toEqual(['created', 'filled']);
    const orders = orderListSchema.parse((await env.json(`/prediction/v1/orders?ownerPubkey=${owner}`)).body);
    expect(orders.data[0]).toMatchObject({ status: 'filled', isBuy: true });
    const closed = await env.json(`/prediction/v1/orders/${o.orderPubkey!}`);
    expect(closed.status).toBe(400);
    const history = historyListSchema.parse((await env.json(`/prediction/v1/history?ownerPubkey=${owner}`)).body);
    expect(history.data.map((h) => h.eventType)).toEqual(['order_filled', 'order_created']);
  });

  it('sells half, then closes the rest at the book, paying the wallet', async () => {
    const wallet = env.wallet(BETTOR);
    const owner = wallet.publicKey.toBase58();
    const [, market] = await openMarkets(2);
    const built = await buy(wallet, market!.marketId, false, 20);
    const position = built.order.positionPubkey!;
    const half = (built.order.contractsMicro! / 2n / 10_000n) * 10_000n;
    const before = balance(usdcAccountOf(owner));
    const sell = await order({
      ownerPubkey: owner,
      isYes: false,
      isBuy: false,
      positionPubkey: position,
      contractsMicro: String(half),
    });
    expect(sell.status, JSON.stringify(sell.body)).toBe(200);
    const sold = createOrderResponseSchema.parse(sell.body);
    expect((await execute(sold.transaction!, wallet)).status).toBe('Success');
    expect(balance(position)).toBe(built.order.contractsMicro! - half);
    expect(balance(usdcAccountOf(owner))).toBe(before + sold.order.payoutUsd!);

    const close = await env.json(`/prediction/v1/positions/${position}`, {
      method: 'DELETE',
      body: { ownerPubkey: owner },
    });
    expect(close.status).toBe(200);
    const closing = createOrderResponseSchema.parse(close.body);
    // Sent through the RPC path: the ledger's co-signer hook adds the vault's signature.
    const tx = VersionedTransaction.deserialize(Buffer.from(closing.transaction!, 'base64'));
    tx.sign([wallet]);
    const sent = sandbox.ledger.sendTransaction(tx.serialize());
    expect(sent.ok).toBe(true);
    expect(balance(position)).toBe(0n);
    expect(await positions(wallet)).toEqual([]);
  });

  it('validates the order body in the prediction envelope', async () => {
    const wallet = env.wallet(BETTOR);
    const owner = wallet.publicKey.toBase58();
    const [market] = await openMarkets(1);
    const small = await order({
      ownerPubkey: owner,
      marketId: market!.marketId,
      isYes: true,
      isBuy: true,
      depositAmount: '4999999',
    });
    expect(small.status).toBe(400);
    expectEnvelope(small.body, 'invalid_request_error', 'Minimum order is $5');
    expect(small.body.param).toBe('depositAmount');
    const two = await order({
      ownerPubkey: owner,
      isYes: true,
      isBuy: false,
      positionPubkey: owner,
      contracts: '1',
      contractsMicro: '1000000',
    });
    expect(two.status).toBe(400);
    expect(two.body.param).toBe('contracts');
    const mint = await order({
      ownerPubkey: owner,
      marketId: market!.marketId,
      isYes: true,
      isBuy: true,
      depositAmount: '6000000',
      depositMint: owner,
    });
    expect(mint.status).toBe(400);
    expect(mint.body.param).toBe('depositMint');
    const poor = Keypair.generate().publicKey.toBase58();
    const broke = await order({
      ownerPubkey: poor,
      marketId: market!.marketId,
      isYes: true,
      isBuy: true,
      depositAmount: '6000000',
    });
    expect(broke.status).toBe(400);
    expect(broke.body.code).toBe('insufficient_balance');
    const unknown = await env.json('/prediction/v1/execute', { method: 'POST', body: { signedTransaction: 'AAAA' } });
    expect(unknown.status).toBe(400);
    expectEnvelope(unknown.body, 'invalid_request_error');
  });

  it('refuses a fill once the book moved beyond the order limit', async () => {
    const wallet = env.wallet(BETTOR);
    const owner = wallet.publicKey.toBase58();
    const [market] = await openMarkets(1);
    const res = await order({
      ownerPubkey: owner,
      marketId: market!.marketId,
      isYes: true,
      isBuy: true,
      depositAmount: '10000000',
    });
    const built = createOrderResponseSchema.parse(res.body);
    const maker = sandbox.prediction.state.makers[market!.marketId]!;
    maker.mid += 100_000;
    maker.anchor += 100_000;
    const done = await execute(built.transaction!, wallet);
    expect(done.status).toBe('Failed');
    expect(done.error).toMatch(/limit/);
    const status = orderStatusSchema.parse(
      (await env.json(`/prediction/v1/orders/status/${built.order.orderPubkey!}`)).body,
    );
    expect(status.history.map((h) => h.status)).toEqual(['created', 'failed']);
    expect(balance(built.order.positionPubkey!)).toBe(0n);
  });

  it('claims $1 a contract after the control API settles the market; the loser shows as lost', async () => {
    const winner = env.wallet(BETTOR);
    const loser = env.wallet(BETTOR);
    const [market] = await openMarkets(1);
    const yes = await buy(winner, market!.marketId, true, 10);
    await buy(loser, market!.marketId, false, 10);
    const early = await env.json(`/prediction/v1/positions/${yes.order.positionPubkey!}/claim`, {
      method: 'POST',
      body: { ownerPubkey: winner.publicKey.toBase58() },
    });
    expect(early.status).toBe(400);
    expectEnvelope(early.body, 'invalid_request_error', 'Market not settled yet');

    const settled = await env.control('/prediction/resolve', { marketId: market!.marketId, result: 'yes' });
    expect(settled.status).toBe(200);
    const [won] = await positions(winner);
    expect(won).toMatchObject({ claimable: true, status: 'won' });
    const [lost] = await positions(loser);
    expect(lost).toMatchObject({ claimable: false, status: 'lost', valueUsd: 0n });
    const loserHistory = historyListSchema.parse(
      (await env.json(`/prediction/v1/history?ownerPubkey=${loser.publicKey.toBase58()}`)).body,
    );
    expect(loserHistory.data[0]!.eventType).toBe('position_lost');
    const noClaim = await env.json(`/prediction/v1/positions/${lost!.pubkey}/claim`, {
      method: 'POST',
      body: { ownerPubkey: loser.publicKey.toBase58() },
    });
    expect(noClaim.status).toBe(400);

    const owner = winner.publicKey.toBase58();
    const before = balance(usdcAccountOf(owner));
    const res = await env.json(`/prediction/v1/positions/${yes.order.positionPubkey!}/claim`, {
      method: 'POST',
      body: { ownerPubkey: owner },
    });
    expect(res.status).toBe(200);
    const claim = claimPositionResponseSchema.parse(res.body);
    expect(claim.position.payoutAmountUsd).toBe(yes.order.contractsMicro);
    const tx = VersionedTransaction.deserialize(Buffer.from(claim.transaction, 'base64'));
    tx.sign([winner]);
    expect(sandbox.ledger.sendTransaction(tx.serialize()).ok).toBe(true);
    expect(balance(usdcAccountOf(owner))).toBe(before + yes.order.contractsMicro!);
    const after = positionSchema.parse((await env.json(`/prediction/v1/positions/${yes.order.positionPubkey!}`)).body);
    expect(after).toMatchObject({ claimed: true, claimable: false });
  });

  it('pays unclaimed winnings 24 h after settlement', async () => {
    const wallet = env.wallet(BETTOR);
    const owner = wallet.publicKey.toBase58();
    const [market] = await openMarkets(1);
    const built = await buy(wallet, market!.marketId, true, 10);
    await env.control('/prediction/resolve', { marketId: market!.marketId, result: 'yes' });
    const before = balance(usdcAccountOf(owner));
    sandbox.time.advance(23 * 3_600_000);
    expect(balance(usdcAccountOf(owner))).toBe(before);
    sandbox.time.advance(2 * 3_600_000);
    expect(balance(usdcAccountOf(owner))).toBe(before + built.order.contractsMicro!);
    const pos = positionSchema.parse((await env.json(`/prediction/v1/positions/${built.order.positionPubkey!}`)).body);
    expect(pos).toMatchObject({ claimed: true, claimable: false });
  });

  it('closes every open position with DELETE /positions, and refuses a missing slippage', async () => {
    const wallet = env.wallet(BETTOR);
    const owner = wallet.publicKey.toBase58();
    const [a, b] = await openMarkets(2);
    await buy(wallet, a!.marketId, true, 6);
    await buy(wallet, b!.marketId, false, 6);
    const missing = await env.json('/prediction/v1/positions', { method: 'DELETE', body: { ownerPubkey: owner } });
    expect(missing.status).toBe(400);
    expectEnvelope(missing.body, 'invalid_request_error');
    expect(missing.body.param).toBe('minSellPriceSlippageBps');
    const res = await env.json('/prediction/v1/positions', {
      method: 'DELETE',
      body: { ownerPubkey: owner, minSellPriceSlippageBps: 300 },
    });
    expect(res.status).toBe(200);
    const all = closeAllPositionsResponseSchema.parse(res.body);
    expect(all.data).toHaveLength(2);
    for (const close of all.data) expect((await execute(close.transaction!, wallet)).status).toBe('Success');
    expect(await positions(wallet)).toEqual([]);
    const other = env.wallet(BETTOR);
    const foreign = await env.json(`/prediction/v1/positions/${all.data[0]!.order.positionPubkey!}`, {
      method: 'DELETE',
      body: { ownerPubkey: other.publicKey.toBase58() },
    });
    expect(foreign.status).toBe(403);
    expectEnvelope(foreign.body, 'permission_error');
  });

  it('shows an order as created until its transaction lands, and re-posts answer the same', async () => {
    const wallet = env.wallet(BETTOR);
    const [market] = await openMarkets(1);
    const res = await order({
      ownerPubkey: wallet.publicKey.toBase58(),
      marketId: market!.marketId,
      isYes: false,
      isBuy: true,
      depositAmount: 5_000_000,
    });
    const built = createOrderResponseSchema.parse(res.body);
    const pending = orderStatusSchema.parse(
      (await env.json(`/prediction/v1/orders/status/${built.order.orderPubkey!}`)).body,
    );
    expect(pending.status).toBe('created');
    const tx = signed(built.transaction!, wallet);
    const first = await env.json('/prediction/v1/execute', { method: 'POST', body: { signedTransaction: tx } });
    const again = await env.json('/prediction/v1/execute', { method: 'POST', body: { signedTransaction: tx } });
    expect(first.body).toMatchObject({ status: 'Success' });
    expect(again.body).toEqual(first.body);
    const unsigned = await env.json('/prediction/v1/execute', { method: 'POST', body: {} });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.param).toBe('signedTransaction');
  });

  it('starts over on /__sandbox/reset', async () => {
    const wallet = env.wallet(BETTOR);
    const [market] = await openMarkets(1);
    await buy(wallet, market!.marketId, true, 5);
    expect(await positions(wallet)).toHaveLength(1);
    sandbox.reset();
    expect(await positions(wallet)).toEqual([]);
  });
});
