import { beforeAll, describe, expect, it } from 'vitest';
import { orderHistoryResponseSchema } from '../../src/api/trigger/schemas';
import { openHarness } from '../test-harness';
import {
  getOrder,
  HOUR,
  JUP,
  placeOrder,
  priceOf,
  setPrice,
  SOL,
  USDC,
  user,
  type User,
  TRIGGER,
  triggerEnv,
} from './test-kit';

const env = triggerEnv(openHarness({ ...TRIGGER, seed: 'trigger-keeper' }));
let u: User;
const keeper = () => env.sandbox.trigger.keeper.run();

beforeAll(async () => {
  u = await user(env);
});

/** The fill event's amounts must be what the wallet's balances moved by, and its transaction must be on chain. */
function expectLanded(signature: string | null | undefined) {
  expect(signature).toBeTruthy();
  expect(env.sandbox.ledger.getTransaction(signature ?? '')?.meta.err).toBeNull();
}

describe('the trigger keeper (supplement §6)', { timeout: 60_000 }, () => {
  it('fills a sell-above order when the price crosses, paying the user through the pools', async () => {
    const sol = priceOf(env, SOL);
    const placed = await placeOrder(env, u, {
      amount: 500_000_000n,
      triggerCondition: 'above',
      triggerPriceUsd: sol * 1.05,
    });
    expect(placed.res.status).toBe(200);
    keeper();
    expect((await getOrder(env, u, placed.id)).rawState).toBe('open');
    const usdcBefore = env.balance(u.address, USDC);
    setPrice(env, SOL, sol * 1.06);
    keeper();
    const order = await getOrder(env, u, placed.id);
    expect(order).toMatchObject({
      orderState: 'filled',
      rawState: 'fill_success',
      fillPercent: 1,
      remainingInputAmount: 0n,
    });
    const fill = order.events?.find((e) => e.type === 'fill');
    expect(fill).toMatchObject({ state: 'success', orderContext: 'take_profit', amount: 500_000_000n });
    expectLanded(fill?.txSignature);
    expect(env.balance(u.address, USDC) - usdcBefore).toBe(fill?.outputAmount);
    // ~0.5 SOL at ~1.06× within the automatic slippage.
    expect(Number(fill?.outputAmount) / 1e6).toBeGreaterThan(0.5 * sol * 1.06 * 0.97);
    expect(env.sandbox.ledger.getAccount(placed.deposit.inputTokenAccount ?? '')).toBeNull();
    setPrice(env, SOL, sol);
  });

  it('buys SOL below a price and pays native SOL', async () => {
    const sol = priceOf(env, SOL);
    const placed = await placeOrder(env, u, {
      inputMint: USDC,
      outputMint: SOL,
      amount: 50_000_000n,
      triggerCondition: 'below',
      triggerPriceUsd: sol * 0.95,
    });
    const lamportsBefore = env.balance(u.address, SOL);
    setPrice(env, SOL, sol * 0.94);
    keeper();
    const order = await getOrder(env, u, placed.id);
    expect(order.rawState).toBe('fill_success');
    const fill = order.events?.find((e) => e.type === 'fill');
    expect(fill?.orderContext).toBe('buy_below');
    // The output, plus the rent of the order's account, closed now that it is empty.
    const rent = env.sandbox.ledger.rentExemptMinimum(165);
    expect(env.balance(u.address, SOL) - lamportsBefore).toBe((fill?.outputAmount ?? 0n) + rent);
    setPrice(env, SOL, sol);
  });

  it('OCO: the take-profit fills and the stop-loss leg is oco_cancelled', async () => {
    const sol = priceOf(env, SOL);
    const placed = await placeOrder(env, u, {
      orderType: 'oco',
      amount: 300_000_000n,
      tpPriceUsd: sol * 1.1,
      slPriceUsd: sol * 0.9,
    });
    expect(placed.res.status).toBe(200);
    const list = orderHistoryResponseSchema.parse(
      (await env.call('GET', '/orders/history?state=active', undefined, u.token)).body,
    );
    const legs = list.orders.filter((o) => (o as { ocoGroupId?: string }).ocoGroupId === placed.id);
    expect(legs.map((o) => o.triggerPriceUsd).sort()).toEqual([sol * 0.9, sol * 1.1].sort());
    setPrice(env, SOL, sol * 1.11);
    keeper();
    const tp = await getOrder(env, u, placed.id);
    expect(tp.rawState).toBe('fill_success');
    expect(tp.events?.find((e) => e.type === 'fill')?.orderContext).toBe('take_profit');
    const sl = legs.find((o) => o.id !== placed.id);
    expect((await getOrder(env, u, sl?.id ?? '')).rawState).toBe('oco_cancelled');
    expect((await getOrder(env, u, sl?.id ?? '')).orderState).toBe('cancelled');
    setPrice(env, SOL, sol);
  });

  it('OTOCO: the pair opens only after the entry fills, funded by its output', async () => {
    const sol = priceOf(env, SOL);
    const placed = await placeOrder(env, u, {
      orderType: 'otoco',
      inputMint: USDC,
      outputMint: SOL,
      amount: 40_000_000n,
      triggerCondition: 'below',
      triggerPriceUsd: sol * 0.95,
      tpPriceUsd: sol * 1.2,
      slPriceUsd: sol * 0.8,
    });
    expect(placed.res.status).toBe(200);
    const children = async () => {
      const all = orderHistoryResponseSchema.parse(
        (await env.call('GET', '/orders/history?limit=100', undefined, u.token)).body,
      );
      return all.orders.filter((o) => (o as { parentId?: string }).parentId === placed.id);
    };
    keeper();
    expect(await children()).toHaveLength(0);
    setPrice(env, SOL, sol * 0.94);
    keeper();
    const parent = await getOrder(env, u, placed.id);
    expect(parent.rawState).toBe('fill_success');
    const pair = await children();
    expect(pair).toHaveLength(2);
    expect(pair.every((c) => c.inputMint === SOL && c.outputMint === USDC && c.rawState === 'open')).toBe(true);
    expect(pair[0]?.initialInputAmount).toBe(parent.outputAmount);
    // The stop-loss fires; the take-profit is cancelled; the SOL comes back as USDC.
    const usdcBefore = env.balance(u.address, USDC);
    setPrice(env, SOL, sol * 0.79);
    keeper();
    const after = await children();
    const sl = after.find((c) => c.rawState === 'fill_success');
    expect(sl?.events?.find((e) => e.type === 'fill')?.orderContext).toBe('stop_loss');
    expect(after.find((c) => c !== sl)?.rawState).toBe('oco_cancelled');
    expect(env.balance(u.address, USDC) - usdcBefore).toBe(sl?.outputAmount);
    setPrice(env, SOL, sol);
  });

  it('trailing stop: the watermark follows a rise, the order fires on the fall', async () => {
    const sol = priceOf(env, SOL);
    const placed = await placeOrder(env, u, { amount: 200_000_000n, triggerCondition: 'below', trailingBps: 500 });
    expect(placed.res.status).toBe(200);
    setPrice(env, SOL, sol * 1.2);
    keeper();
    const risen = await getOrder(env, u, placed.id);
    expect(risen.rawState).toBe('open');
    expect(risen.highWatermark).toBeCloseTo(sol * 1.2, 6);
    setPrice(env, SOL, sol * 1.16);
    keeper();
    expect((await getOrder(env, u, placed.id)).rawState).toBe('open');
    setPrice(env, SOL, sol * 1.13);
    keeper();
    const fired = await getOrder(env, u, placed.id);
    expect(fired.rawState).toBe('fill_success');
    expect(fired.events?.find((e) => e.type === 'fill')?.orderContext).toBe('stop_loss');
    setPrice(env, SOL, sol);
  });

  it('slippage failure gives fill_failed, and the funds stay withdrawable', async () => {
    const sol = priceOf(env, SOL);
    const placed = await placeOrder(env, u, {
      amount: 200_000_000n,
      triggerCondition: 'above',
      triggerPriceUsd: sol * 1.01,
      slippageBps: 0,
    });
    setPrice(env, SOL, sol * 1.02);
    keeper();
    const order = await getOrder(env, u, placed.id);
    expect(order).toMatchObject({ rawState: 'fill_failed', orderState: 'failed' });
    expect(order.events?.find((e) => e.type === 'fill')?.state).toBe('failed');
    expect(env.balance(placed.deposit.inputTokenAccount ?? '', SOL)).toBeGreaterThan(200_000_000n);
    setPrice(env, SOL, sol);
  });

  it('thin liquidity gives an honest partial fill', async () => {
    const jup = priceOf(env, JUP);
    const pools = env.sandbox.engine.layout.byBase.get(JUP) ?? [];
    const depth = pools.reduce((sum, p) => sum + Number(env.sandbox.engine.liquidity.reserves(p).base), 0);
    // A third of every JUP pool's depth cannot clear within 5 %.
    const amount = BigInt(Math.floor(depth / 3));
    env.sandbox.fund(u.address, { tokens: { [JUP]: amount } });
    const placed = await placeOrder(env, u, {
      inputMint: JUP,
      amount,
      triggerCondition: 'above',
      triggerPriceUsd: jup * 1.01,
      slippageBps: 500,
    });
    expect(placed.res.status).toBe(200);
    setPrice(env, JUP, jup * 1.02);
    keeper();
    const order = await getOrder(env, u, placed.id);
    expect(order.rawState).toBe('open');
    expect(order.fillPercent).toBeGreaterThan(0);
    expect(order.fillPercent).toBeLessThan(1);
    expect(order.remainingInputAmount).toBe(amount - (order.inputUsed ?? 0n));
    const fill = order.events?.find((e) => e.type === 'fill');
    expectLanded(fill?.txSignature);
    expect(fill?.amount).toBe(order.inputUsed);
  });

  it('expires orders past expiresAt and keeps their funds', async () => {
    const placed = await placeOrder(env, u, {
      amount: 100_000_000n,
      triggerCondition: 'above',
      triggerPriceUsd: 1e6,
      expiresAt: env.sandbox.time.now() + HOUR,
    });
    env.sandbox.time.advance(HOUR + 1);
    keeper();
    const order = await getOrder(env, u, placed.id);
    expect(order).toMatchObject({ rawState: 'expired', orderState: 'expired' });
    expect(order.events?.at(-1)?.type).toBe('expired');
    expect(env.balance(placed.deposit.inputTokenAccount ?? '', SOL)).toBeGreaterThan(100_000_000n);
  });
});
