import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { craftDepositResponseSchema, orderHistoryResponseSchema } from '../../src/api/trigger/schemas';
import { readTokenAccount } from '../world/token-layout';
import { openHarness, signed } from '../test-harness';
import { getOrder, HOUR, JUP, placeOrder, signIn, SOL, USDC, user, type User, TRIGGER, triggerEnv } from './test-kit';

const env = triggerEnv(openHarness({ ...TRIGGER, seed: 'trigger-orders' }));
let u: User;

beforeAll(async () => {
  u = await user(env);
});

const craft = (body: Record<string, unknown>, token = u.token) =>
  env.call(
    'POST',
    '/deposit/craft',
    {
      inputMint: SOL,
      outputMint: USDC,
      userAddress: u.address,
      amount: '1000000000',
      orderType: 'price',
      orderSubType: 'single',
      ...body,
    },
    token,
  );

describe('deposit/craft (supplement §6)', { timeout: 30_000 }, () => {
  it('crafts a real deposit into a vault-owned account; native SOL is wrapped', async () => {
    const res = await craft({});
    expect(res.status).toBe(200);
    const d = craftDepositResponseSchema.parse(res.body);
    expect(d).toMatchObject({ receiverAddress: u.vault, mint: SOL, amount: 1_000_000_000n, tokenDecimals: 9 });
    const tx = VersionedTransaction.deserialize(Buffer.from(d.transaction, 'base64'));
    expect(tx.message.header.numRequiredSignatures).toBe(1);
    expect(tx.message.staticAccountKeys[0]?.toBase58()).toBe(u.address);
    // Signed and landed as it is, the account holds the SOL as wrapped SOL, owned by the vault.
    const before = env.balance(u.address, SOL);
    tx.sign([u.wallet]);
    const sent = env.sandbox.ledger.sendTransaction(tx.serialize());
    expect(sent.ok).toBe(true);
    const account = env.sandbox.ledger.getAccount(d.inputTokenAccount ?? '');
    if (!account) throw new Error('no deposit account');
    const view = readTokenAccount(account.data);
    expect(view.owner).toBe(u.vault);
    expect(view.mint).toBe(SOL);
    expect(view.amount).toBe(1_000_000_000n);
    expect(before - env.balance(u.address, SOL)).toBeGreaterThan(1_000_000_000n);
  });

  it('enforces the 10 USD minimum from the price book', async () => {
    const res = await craft({ inputMint: USDC, outputMint: SOL, amount: '9990000' });
    expect(res).toEqual({ status: 400, body: { error: 'Order must be at least 10 USD (current value: 9.99 USD)' } });
  });

  it('refuses another wallet, no vault, and bad bodies', async () => {
    expect((await craft({ userAddress: Keypair.generate().publicKey.toBase58() })).status).toBe(403);
    const stranger = Keypair.generate();
    const token = await signIn(env, stranger);
    const noVault = await craft({ userAddress: stranger.publicKey.toBase58() }, token);
    expect(noVault.status).toBe(403);
    expect(noVault.body.error).toMatch(/No vault/);
    const missing = await craft({ orderSubType: undefined });
    expect(missing.body).toMatchObject({
      error: 'Request validation failed',
      details: { orderSubType: expect.any(String) as string },
    });
  });
});

describe('orders/price (supplement §6)', { timeout: 30_000 }, () => {
  it('lands the signed deposit during the call and answers retries with a message', async () => {
    const before = env.balance(u.address, JUP);
    const placed = await placeOrder(env, u, {
      inputMint: JUP,
      amount: 100_000_000n,
      triggerCondition: 'above',
      triggerPriceUsd: 100,
    });
    expect(placed.res.status).toBe(200);
    expect(placed.res.body).toMatchObject({ depositConfirmed: true });
    expect(before - env.balance(u.address, JUP)).toBe(100_000_000n);
    const txSignature = String(placed.res.body.txSignature);
    expect(env.sandbox.ledger.getTransaction(txSignature)?.meta.err).toBeNull();
    const again = await env.call('POST', '/orders/price', placed.body, u.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: placed.id, txSignature, message: expect.any(String) as string });
    const order = await getOrder(env, u, placed.id);
    expect(order).toMatchObject({
      orderState: 'open',
      rawState: 'open',
      orderType: 'single',
      triggerCondition: 'above',
    });
    expect(order.events?.[0]).toMatchObject({ type: 'deposit', txSignature, state: 'success', amount: 100_000_000n });
  });

  it('refuses a deposit that is not the crafted one, or unsigned', async () => {
    const res = await craft({});
    const d = craftDepositResponseSchema.parse(res.body);
    const other = craftDepositResponseSchema.parse((await craft({})).body);
    const body = {
      orderType: 'single',
      depositRequestId: d.requestId,
      depositSignedTx: signed(other.transaction, u.wallet),
      userPubkey: u.address,
      inputMint: SOL,
      inputAmount: '1000000000',
      outputMint: USDC,
      triggerMint: SOL,
      expiresAt: env.sandbox.time.now() + HOUR,
      triggerCondition: 'above',
      triggerPriceUsd: 1000,
    };
    const swapped = await env.call('POST', '/orders/price', body, u.token);
    expect(swapped.status).toBe(400);
    expect(swapped.body.error).toMatch(/not the transaction crafted/);
    const unsigned = await env.call('POST', '/orders/price', { ...body, depositSignedTx: d.transaction }, u.token);
    expect(unsigned.body.error).toMatch(/not signed/);
    const ok = await env.call(
      'POST',
      '/orders/price',
      { ...body, depositSignedTx: signed(d.transaction, u.wallet) },
      u.token,
    );
    expect(ok.status).toBe(200);
    // A different signed transaction for a used request: duplicate.
    const dup = await env.call(
      'POST',
      '/orders/price',
      { ...body, depositSignedTx: signed(other.transaction, u.wallet) },
      u.token,
    );
    expect(dup.status).toBe(400);
    expect(dup.body.error).toMatch(/Duplicate deposit/);
  });

  it('gives every validation message of the supplement', async () => {
    const now = env.sandbox.time.now();
    const cases: [Record<string, unknown>, number, RegExp | Record<string, unknown>][] = [
      [{ triggerMint: USDC, triggerCondition: 'above', triggerPriceUsd: 1 }, 400, /Trigger mint is not supported/],
      [
        { expiresAt: now - 1, triggerCondition: 'above', triggerPriceUsd: 500 },
        400,
        { expiresAt: 'must be in the future' },
      ],
      [
        { expiresAt: Math.floor(now / 1000), triggerCondition: 'above', triggerPriceUsd: 500 },
        400,
        { expiresAt: 'expected epoch milliseconds' },
      ],
      [{ triggerCondition: 'above' }, 400, { triggerPriceUsd: 'send exactly one of triggerPriceUsd and trailingBps' }],
      [
        { triggerCondition: 'above', triggerPriceUsd: 500, slippageBps: 10_001 },
        400,
        { slippageBps: expect.any(String) },
      ],
      [{ triggerCondition: 'below', trailingBps: 49 }, 400, { trailingBps: expect.any(String) }],
      [
        { triggerCondition: 'above', trailingBps: 500 },
        400,
        { triggerMint: 'a trailing above order watches its output mint' },
      ],
      [
        { orderType: 'oco', tpPriceUsd: 100, slPriceUsd: 200 },
        400,
        { tpPriceUsd: 'take-profit must be above stop-loss' },
      ],
      [
        { orderType: 'oco', tpPriceUsd: 300, slPriceUsd: 200 },
        400,
        { orderType: "must match the deposit's orderSubType (single)" },
      ],
      [
        { inputAmount: '5', triggerCondition: 'above', triggerPriceUsd: 500 },
        400,
        { inputAmount: 'must equal the deposit amount (1000000000)' },
      ],
      [
        { userPubkey: Keypair.generate().publicKey.toBase58(), triggerCondition: 'above', triggerPriceUsd: 500 },
        403,
        /userPubkey/,
      ],
    ];
    for (const [patch, status, expected] of cases) {
      const d = craftDepositResponseSchema.parse((await craft({})).body);
      const body = {
        orderType: 'single',
        depositRequestId: d.requestId,
        depositSignedTx: signed(d.transaction, u.wallet),
        userPubkey: u.address,
        inputMint: SOL,
        inputAmount: '1000000000',
        outputMint: USDC,
        triggerMint: SOL,
        expiresAt: now + HOUR,
        ...patch,
      };
      const res = await env.call('POST', '/orders/price', body, u.token);
      expect(res.status, JSON.stringify(patch)).toBe(status);
      if (expected instanceof RegExp) expect(res.body.error).toMatch(expected);
      else expect(res.body).toMatchObject({ error: 'Request validation failed', details: expected });
    }
  });

  it('edits open orders only, with the trailing guards', async () => {
    const price = env.sandbox.engine.prices.usdNow(SOL) ?? 0;
    const single = await placeOrder(env, u, { triggerCondition: 'above', triggerPriceUsd: price * 2 });
    const patch = (id: string, body: Record<string, unknown>) =>
      env.call('PATCH', `/orders/price/${id}`, body, u.token);
    expect(await patch(single.id, { orderType: 'single', triggerPriceUsd: price * 3, slippageBps: 100 })).toEqual({
      status: 200,
      body: { id: single.id },
    });
    expect(await getOrder(env, u, single.id)).toMatchObject({ triggerPriceUsd: price * 3, slippageBps: 100 });
    expect((await patch(single.id, { orderType: 'single', trailingBps: 500 })).body.error).toBe(
      'Cannot convert to trailing stop loss order',
    );
    expect((await patch(single.id, { orderType: 'oco', tpPriceUsd: 1 })).status).toBe(400);
    expect((await patch('no-such-order', { orderType: 'single', triggerPriceUsd: 1 })).status).toBe(404);
    const trailing = await placeOrder(env, u, { triggerCondition: 'below', trailingBps: 1000 });
    expect(trailing.res.status).toBe(200);
    expect((await patch(trailing.id, { orderType: 'single', triggerPriceUsd: 1 })).body.error).toBe(
      'Cannot set trigger price on trailing stop loss order',
    );
    env.sandbox.engine.setPrice(SOL, price * 0.97);
    expect((await patch(trailing.id, { orderType: 'single', trailingBps: 200 })).body.error).toBe(
      'Trailing order would immediately trigger',
    );
    env.sandbox.engine.setPrice(SOL, price);
    // Another wallet's token: 403.
    const other = await user(env);
    expect(
      (await env.call('PATCH', `/orders/price/${single.id}`, { orderType: 'single', triggerPriceUsd: 1 }, other.token))
        .status,
    ).toBe(403);
    // Not open: 400.
    await env.call('POST', `/orders/price/cancel/${single.id}`, undefined, u.token);
    const closed = await patch(single.id, { orderType: 'single', triggerPriceUsd: price * 4 });
    expect(closed).toEqual({ status: 400, body: { error: 'Order is not open (state: ready_to_cancel)' } });
    const list = orderHistoryResponseSchema.parse(
      (await env.call('GET', '/orders/history?state=active', undefined, u.token)).body,
    );
    expect(list.orders.some((o) => o.id === single.id)).toBe(false);
  });

  it('PATCH of an OCO moves both legs; orders/price needs a vault; no trailing slash', async () => {
    const price = env.sandbox.engine.prices.usdNow(SOL) ?? 0;
    const oco = await placeOrder(env, u, { orderType: 'oco', tpPriceUsd: price * 2, slPriceUsd: price / 2 });
    expect(oco.res.status).toBe(200);
    const res = await env.call(
      'PATCH',
      `/orders/price/${oco.id}`,
      { orderType: 'oco', tpPriceUsd: price * 3, slPriceUsd: price / 3 },
      u.token,
    );
    expect(res).toEqual({ status: 200, body: { id: oco.id } });
    const list = orderHistoryResponseSchema.parse(
      (await env.call('GET', '/orders/history?limit=100', undefined, u.token)).body,
    );
    const legs = list.orders.filter((o) => (o as { ocoGroupId?: string }).ocoGroupId === oco.id);
    expect(legs.map((o) => [o.triggerCondition, o.triggerPriceUsd, o.tpPriceUsd, o.slPriceUsd]).sort()).toEqual(
      [
        ['above', price * 3, price * 3, price / 3],
        ['below', price / 3, price * 3, price / 3],
      ].sort(),
    );
    const bad = await env.call(
      'PATCH',
      `/orders/price/${oco.id}`,
      { orderType: 'oco', slPriceUsd: price * 4 },
      u.token,
    );
    expect(bad.body).toMatchObject({ details: { tpPriceUsd: 'take-profit must be above stop-loss' } });

    const stranger = Keypair.generate();
    const token = await signIn(env, stranger);
    const noVault = await env.call(
      'POST',
      '/orders/price',
      { ...oco.body, userPubkey: stranger.publicKey.toBase58() },
      token,
    );
    expect(noVault).toEqual({ status: 400, body: { error: 'No vault registered: call GET /vault/register' } });
    expect((await env.call('POST', '/orders/price/', oco.body, u.token)).status).toBe(404);
    expect(
      (
        await env.call(
          'POST',
          '/orders/price/confirm-cancel/nope',
          { signedTransaction: 'AA==', cancelRequestId: 'x' },
          u.token,
        )
      ).status,
    ).toBe(404);
  });
});
