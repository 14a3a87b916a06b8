import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  claimPositionResponseSchema,
  closeAllPositionsResponseSchema,
  createOrderResponseSchema,
  eventListSchema,
  historyListSchema,
  positionListSchema,
} from '../../src/api/prediction/schemas';
import { readTokenAccount } from '../world/token-layout';
import { depositAccountOf, escrowAddress, JUPUSD_MINT, USDC_MINT, vaultAddress } from './accounts';
import { openHarness } from '../test-harness';
import { executeSigned, expectEnvelope, tradableMarkets, PREDICTION, predictionEnv, BETTOR } from './test-kit';

const env = predictionEnv(openHarness({ ...PREDICTION, seed: 'prediction-jupusd' }));
const { sandbox, balance } = env;
const seed = sandbox.options.seed;
const jupusd = (owner: string) => balance(depositAccountOf(owner, JUPUSD_MINT));
const usdc = (owner: string) => balance(depositAccountOf(owner, USDC_MINT));

/** A wallet holding 1,000 USDC (the kit's) and 200 JupUSD. */
function wallet() {
  const keypair = env.wallet(BETTOR);
  sandbox.fund(keypair.publicKey.toBase58(), { tokens: { [JUPUSD_MINT]: 200_000_000n } });
  return keypair;
}

let used = 0;
/** Fresh open markets for each test, so escrow balances start at zero. */
async function openMarkets(count: number) {
  const picked = (await tradableMarkets(env)).slice(used, used + count);
  used += count;
  expect(picked).toHaveLength(count);
  return picked.map((m) => m.marketId);
}

const execute = (tx: string, signer: Keypair) => executeSigned(env, tx, signer);

const buyBody = (w: Keypair, marketId: string, isYes: boolean, usd: number, mint?: string) => ({
  ownerPubkey: w.publicKey.toBase58(),
  marketId,
  isYes,
  isBuy: true,
  depositAmount: String(usd * 1e6),
  ...(mint ? { depositMint: mint } : {}),
});

async function buy(w: Keypair, marketId: string, isYes: boolean, usd: number, mint?: string) {
  const res = await env.json('/prediction/v1/orders', { method: 'POST', body: buyBody(w, marketId, isYes, usd, mint) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const built = createOrderResponseSchema.parse(res.body);
  expect((await execute(built.transaction!, w)).status).toBe('Success');
  return built.order;
}

const paidOf = (o: { orderCostUsd: bigint; estimatedTotalFeeUsd?: bigint | null }) =>
  o.orderCostUsd + (o.estimatedTotalFeeUsd ?? 0n);

describe('JupUSD in the world', () => {
  it('is a verified token the swap lists and quotes against USDC', async () => {
    const found = await env.json('/tokens/v2/search?query=JupUSD');
    const [first] = found.body as unknown as { id: string; decimals: number; isVerified: boolean }[];
    expect(first).toMatchObject({ id: JUPUSD_MINT, decimals: 6, isVerified: true });
    const quote = await env.json(`/swap/v2/order?inputMint=${USDC_MINT}&outputMint=${JUPUSD_MINT}&amount=10000000`);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(Number(quote.body.outAmount)).toBeGreaterThan(9_900_000);
  });
});

describe('JupUSD deposits (supplement §11 depositMint)', () => {
  it('buys with JupUSD: the JupUSD escrow gets cost and fees, USDC does not move, history says how much moved', async () => {
    const w = wallet();
    const owner = w.publicKey.toBase58();
    const [marketId] = await openMarkets(1);
    const before = { jupusd: jupusd(owner), usdc: usdc(owner) };
    const o = await buy(w, marketId!, true, 10, JUPUSD_MINT);
    const paid = paidOf(o);
    expect(paid).toBeLessThanOrEqual(10_000_000n);
    expect(o.orderAtaPubkey).toBe(escrowAddress(seed, marketId!, JUPUSD_MINT));
    expect(jupusd(owner)).toBe(before.jupusd - paid);
    expect(usdc(owner)).toBe(before.usdc);
    expect(balance(escrowAddress(seed, marketId!, JUPUSD_MINT))).toBe(paid);
    expect(balance(escrowAddress(seed, marketId!))).toBe(0n);
    expect(balance(o.positionPubkey!)).toBe(o.contractsMicro);
    // The escrow is a real token account of the JupUSD mint, owned by the vault.
    const escrow = readTokenAccount(sandbox.ledger.getAccount(escrowAddress(seed, marketId!, JUPUSD_MINT))!.data);
    expect(escrow).toMatchObject({ mint: JUPUSD_MINT, owner: vaultAddress(seed) });
    const history = historyListSchema.parse((await env.json(`/prediction/v1/history?ownerPubkey=${owner}`)).body);
    expect(history.data[0]).toMatchObject({ eventType: 'order_filled', transferAmountToken: paid });

    const vault = (await env.json('/prediction/v1/vault-info')).body as {
      data: { balances: { symbol: string; balance: string }[] };
      vaultBalance: string;
    };
    const held = vault.data.balances.find((b) => b.symbol === 'JupUSD');
    expect(BigInt(held!.balance)).toBeGreaterThanOrEqual(paid);
    expect(BigInt(vault.vaultBalance)).toBeGreaterThanOrEqual(paid);
  });

  it('refuses a JupUSD bet the wallet cannot pay, in the prediction envelope, before any transaction', async () => {
    const w = env.wallet(BETTOR); // USDC only
    const [marketId] = await openMarkets(1);
    const res = await env.json('/prediction/v1/orders', {
      method: 'POST',
      body: buyBody(w, marketId!, true, 6, JUPUSD_MINT),
    });
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'invalid_request_error', /^Insufficient JupUSD balance/);
    expect(res.body).toMatchObject({ code: 'insufficient_balance', param: 'depositAmount' });
  });

  it('sells part and closes the rest in JupUSD, from the JupUSD escrow', async () => {
    const w = wallet();
    const owner = w.publicKey.toBase58();
    const [marketId] = await openMarkets(1);
    const o = await buy(w, marketId!, false, 20, JUPUSD_MINT);
    const half = (o.contractsMicro! / 2n / 10_000n) * 10_000n;
    const before = { jupusd: jupusd(owner), usdc: usdc(owner) };
    const sell = await env.json('/prediction/v1/orders', {
      method: 'POST',
      body: {
        ownerPubkey: owner,
        isYes: false,
        isBuy: false,
        positionPubkey: o.positionPubkey,
        contractsMicro: String(half),
      },
    });
    expect(sell.status, JSON.stringify(sell.body)).toBe(200);
    const sold = createOrderResponseSchema.parse(sell.body);
    expect(sold.order.orderAtaPubkey).toBe(escrowAddress(seed, marketId!, JUPUSD_MINT));
    expect((await execute(sold.transaction!, w)).status).toBe('Success');
    expect(jupusd(owner)).toBe(before.jupusd + sold.order.payoutUsd!);
    expect(usdc(owner)).toBe(before.usdc);

    const close = await env.json(`/prediction/v1/positions/${o.positionPubkey!}`, {
      method: 'DELETE',
      body: { ownerPubkey: owner },
    });
    const closing = createOrderResponseSchema.parse(close.body);
    const tx = VersionedTransaction.deserialize(Buffer.from(closing.transaction!, 'base64'));
    tx.sign([w]);
    expect(sandbox.ledger.sendTransaction(tx.serialize()).ok).toBe(true);
    expect(balance(o.positionPubkey!)).toBe(0n);
    expect(jupusd(owner)).toBe(before.jupusd + sold.order.payoutUsd! + closing.order.payoutUsd!);
    expect(usdc(owner)).toBe(before.usdc);
  });

  it('keeps one mint a position: YES in USDC beside NO in JupUSD, no JupUSD into a USDC position until it is empty', async () => {
    const w = wallet();
    const owner = w.publicKey.toBase58();
    const [marketId, other] = await openMarkets(2);
    const yes = await buy(w, marketId!, true, 6);
    const no = await buy(w, marketId!, false, 6, JUPUSD_MINT);
    expect(balance(escrowAddress(seed, marketId!))).toBe(paidOf(yes));
    expect(balance(escrowAddress(seed, marketId!, JUPUSD_MINT))).toBe(paidOf(no));
    const mixed = await env.json('/prediction/v1/orders', {
      method: 'POST',
      body: buyBody(w, marketId!, true, 6, JUPUSD_MINT),
    });
    expect(mixed.status).toBe(400);
    expectEnvelope(
      mixed.body,
      'invalid_request_error',
      'This position pays out in USDC: bet with USDC, or sell it first',
    );
    expect(mixed.body).toMatchObject({ code: 'deposit_mint_mismatch', param: 'depositMint' });

    // DELETE /positions pays each position in its own mint.
    await buy(w, other!, true, 6, JUPUSD_MINT);
    const before = { jupusd: jupusd(owner), usdc: usdc(owner) };
    const res = await env.json('/prediction/v1/positions', {
      method: 'DELETE',
      body: { ownerPubkey: owner, minSellPriceSlippageBps: 300 },
    });
    const all = closeAllPositionsResponseSchema.parse(res.body);
    expect(all.data).toHaveLength(3);
    let inJup = 0n;
    let inUsdc = 0n;
    for (const close of all.data) {
      const jup = close.order.orderAtaPubkey !== escrowAddress(seed, close.order.marketId);
      if (jup) inJup += close.order.payoutUsd!;
      else inUsdc += close.order.payoutUsd!;
      expect((await execute(close.transaction!, w)).status).toBe('Success');
    }
    expect(jupusd(owner)).toBe(before.jupusd + inJup);
    expect(usdc(owner)).toBe(before.usdc + inUsdc);
    expect(inUsdc).toBeGreaterThan(0n);
    expect(inJup).toBeGreaterThan(0n);

    // Emptied, the YES position takes JupUSD, and then pays out in it.
    const again = await buy(w, marketId!, true, 6, JUPUSD_MINT);
    expect(again.positionPubkey).toBe(yes.positionPubkey);
    const list = positionListSchema.parse((await env.json(`/prediction/v1/positions?ownerPubkey=${owner}`)).body);
    expect(list.data.map((p) => p.pubkey)).toEqual([yes.positionPubkey]);
    expect(sandbox.prediction.state.positions[yes.positionPubkey!]?.depositMint).toBe(JUPUSD_MINT);
  });

  it('claims in JupUSD, and the 24 h automatic claim pays JupUSD too', async () => {
    const a = wallet();
    const b = wallet();
    const [marketId] = await openMarkets(1);
    const ya = await buy(a, marketId!, true, 10, JUPUSD_MINT);
    const yb = await buy(b, marketId!, true, 10, JUPUSD_MINT);
    expect((await env.control('/prediction/resolve', { marketId, result: 'yes' })).status).toBe(200);

    const ownerA = a.publicKey.toBase58();
    const before = { jupusd: jupusd(ownerA), usdc: usdc(ownerA) };
    const res = await env.json(`/prediction/v1/positions/${ya.positionPubkey!}/claim`, {
      method: 'POST',
      body: { ownerPubkey: ownerA },
    });
    expect(res.status).toBe(200);
    const claim = claimPositionResponseSchema.parse(res.body);
    const tx = VersionedTransaction.deserialize(Buffer.from(claim.transaction, 'base64'));
    tx.sign([a]);
    expect(sandbox.ledger.sendTransaction(tx.serialize()).ok).toBe(true);
    expect(jupusd(ownerA)).toBe(before.jupusd + ya.contractsMicro!);
    expect(usdc(ownerA)).toBe(before.usdc);

    const ownerB = b.publicKey.toBase58();
    const beforeB = { jupusd: jupusd(ownerB), usdc: usdc(ownerB) };
    sandbox.time.advance(25 * 3_600_000);
    expect(jupusd(ownerB)).toBe(beforeB.jupusd + yb.contractsMicro!);
    expect(usdc(ownerB)).toBe(beforeB.usdc);
  });

  it('builds sells and claims that simulate: their escrow is funded when built, whatever the other side paid in', async () => {
    const w = wallet();
    const owner = w.publicKey.toBase58();
    const [marketId] = await openMarkets(1);
    const yes = await buy(w, marketId!, true, 10);
    await buy(w, marketId!, false, 5, JUPUSD_MINT);
    const simulates = (base64: string) =>
      sandbox.ledger.simulateTransaction(Buffer.from(base64, 'base64'), { sigVerify: false }).err;
    const sell = await env.json('/prediction/v1/orders', {
      method: 'POST',
      body: {
        ownerPubkey: owner,
        isYes: true,
        isBuy: false,
        positionPubkey: yes.positionPubkey,
        contractsMicro: '1000000',
      },
    });
    const sold = createOrderResponseSchema.parse(sell.body);
    expect(simulates(sold.transaction!)).toBeNull();
    expect((await execute(sold.transaction!, w)).status).toBe('Success');
    expect((await env.control('/prediction/resolve', { marketId, result: 'yes' })).status).toBe(200);
    const res = await env.json(`/prediction/v1/positions/${yes.positionPubkey!}/claim`, {
      method: 'POST',
      body: { ownerPubkey: owner },
    });
    const claim = claimPositionResponseSchema.parse(res.body);
    // The USDC escrow got only the YES deposit (the NO side paid JupUSD), less what the sell took: short of $1 a contract.
    expect(claim.position.payoutAmountUsd).toBeGreaterThan(paidOf(yes) - sold.order.payoutUsd!);
    expect(simulates(claim.transaction)).toBeNull();
  });

  it('takes USDC only on Forecast markets', async () => {
    const w = wallet();
    const list = eventListSchema.parse(
      (await env.json('/prediction/v1/events?provider=bisonfi&includeMarkets=true')).body,
    );
    const forecast = list.data.flatMap((e) => e.markets ?? []).find((m) => m.tradable);
    expect(forecast).toBeDefined();
    const res = await env.json('/prediction/v1/orders', {
      method: 'POST',
      body: buyBody(w, forecast!.marketId, true, 6, JUPUSD_MINT),
    });
    expect(res.status).toBe(400);
    expect(res.body.param).toBe('depositMint');
  });
});
