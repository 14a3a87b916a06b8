import { beforeAll, describe, expect, it } from 'vitest';
import { openHarness } from '../test-harness';
import { getOrder, placeOrder, priceOf, SOL, TRIGGER, triggerEnv, USDC, user, type User } from './test-kit';

const env = triggerEnv(openHarness({ ...TRIGGER, seed: 'trigger-control' }));
let u: User;

beforeAll(async () => {
  u = await user(env);
});

describe('POST /__sandbox/trigger/partial-fill', { timeout: 60_000 }, () => {
  it('fills part of an open order through the pools; the rest stays open until its trigger', async () => {
    const sol = priceOf(env, SOL);
    const placed = await placeOrder(env, u, {
      amount: 1_000_000_000n,
      triggerCondition: 'above',
      triggerPriceUsd: sol * 2,
    });
    const usdcBefore = env.balance(u.address, USDC);
    const res = await env.control('/trigger/partial-fill', { orderId: placed.id, amount: '400000000' });
    expect(res.status).toBe(200);
    env.sandbox.trigger.keeper.run();
    const order = await getOrder(env, u, placed.id);
    expect(order).toMatchObject({ orderState: 'open', remainingInputAmount: 600_000_000n, inputUsed: 400_000_000n });
    const fills = order.events?.filter((e) => e.type === 'fill') ?? [];
    expect(fills).toHaveLength(1);
    expect(env.sandbox.ledger.getTransaction(fills[0]?.txSignature ?? '')?.meta.err).toBeNull();
    expect(env.balance(u.address, USDC) - usdcBefore).toBe(fills[0]?.outputAmount);
  });
  it('refuses a part that is the whole order, and an unknown order', async () => {
    const placed = await placeOrder(env, u, { amount: 200_000_000n, triggerCondition: 'above', triggerPriceUsd: 1e6 });
    expect((await env.control('/trigger/partial-fill', { orderId: placed.id, amount: '200000000' })).status).toBe(400);
    expect((await env.control('/trigger/partial-fill', { orderId: 'nope', amount: '1' })).status).toBe(404);
  });
});

describe('the trigger mint (supplement §6)', { timeout: 60_000 }, () => {
  it('takes a token worth 1 USD that is no stablecoin (WIF), and refuses a dollar token', async () => {
    const WIF = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
    await env.control('/fund', { address: u.address, tokens: { [USDC]: '100000000' } });
    const wif = await placeOrder(env, u, {
      inputMint: USDC,
      outputMint: WIF,
      amount: 20_000_000n,
      triggerCondition: 'below',
      triggerPriceUsd: 0.8,
    });
    expect(wif.res.status, JSON.stringify(wif.res.body)).toBe(200);
    const usdt = await placeOrder(env, u, {
      inputMint: USDC,
      outputMint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
      amount: 20_000_000n,
      triggerCondition: 'below',
      triggerPriceUsd: 0.8,
    });
    expect(usdt.res.body.error).toBe('Trigger mint is not supported');
  });
});
