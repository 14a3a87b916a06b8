import { beforeAll, describe, expect, it, vi } from 'vitest';
import { KEEP_AFTER_EXPIRY_MS } from '../order/request-store';
import { platformFeeOwner } from '../../kit/service-accounts';
import { associatedTokenAddress } from '../../world/fund';
import { openHarness, signed } from '../../test-harness';
import { balance, execute, JUP, okOrder, SOL, SOL_LAMPORTS, type SwapEnv, USDC, SWAP } from '../order/test-kit';

const SEED = 'swap-v2-rules';
let env: SwapEnv;
const ORDER = '/swap/v2/order';
const ONLY_A = 'rfq_mm,aggregator_b,aggregator_c';
const ONLY_RFQ = 'aggregator_a,aggregator_b,aggregator_c';

beforeAll(() => {
  env = openHarness({ ...SWAP, seed: SEED });
});

describe('competition', () => {
  it('excludeDexes removes venues from aggregator_a’s routes', async () => {
    const q = { inputMint: SOL, outputMint: USDC, amount: 50n * SOL_LAMPORTS, excludeRouters: ONLY_A };
    const all = await okOrder(env, ORDER, q);
    const used = [...new Set(all.routePlan.map((s) => s.swapInfo.label))];
    expect(used.length).toBeGreaterThan(0);
    const without = await okOrder(env, ORDER, { ...q, excludeDexes: used.join(',') });
    expect(without.router).toBe('aggregator_a');
    for (const step of without.routePlan) expect(used).not.toContain(step.swapInfo.label);
    expect(without.outAmount).toBeLessThan(all.outAmount);
  });

  it('the best output after fees wins among the allowed routers', async () => {
    const q = { inputMint: USDC, outputMint: SOL, amount: 20_000_000 };
    const winner = await okOrder(env, ORDER, q);
    for (const router of ['aggregator_a', 'rfq_mm', 'aggregator_b', 'aggregator_c']) {
      const others = ['aggregator_a', 'rfq_mm', 'aggregator_b', 'aggregator_c'].filter((r) => r !== router).join(',');
      const alone = await okOrder(env, ORDER, { ...q, excludeRouters: others });
      expect(alone.outAmount).toBeLessThanOrEqual(winner.outAmount);
    }
  });
});

describe('execute', () => {
  it('refuses an rfq fill the maker can no longer honour (-2004) after the price moved', async () => {
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } });
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000,
      taker: taker.publicKey.toBase58(),
      slippageBps: 20,
      excludeRouters: ONLY_RFQ,
    });
    const price = env.sandbox.engine.prices.usdNow(JUP)!;
    expect(env.sandbox.engine.setPrice(JUP, price * 1.05).ok).toBe(true);
    const signedTransaction = signed(order.transaction!, taker);
    const { body } = await execute(env, '/swap/v2/execute', { signedTransaction, requestId: order.requestId });
    expect(body).toMatchObject({ status: 'Failed', code: -2004 });
    env.sandbox.engine.setPrice(JUP, price);
  });

  it('forgets an order two minutes after it expired (-1)', async () => {
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } });
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000,
      taker: taker.publicKey.toBase58(),
      excludeRouters: ONLY_RFQ,
    });
    const signedTransaction = signed(order.transaction!, taker);
    env.clock.ms = Date.parse(order.expireAt!) + KEEP_AFTER_EXPIRY_MS;
    const { status, body } = await execute(env, '/swap/v2/execute', { signedTransaction, requestId: order.requestId });
    expect(status).toBe(400);
    expect(body.code).toBe(-1);
  });

  it('records the trade in the token stats and pays a SOL fee into the collector’s wrapped-SOL account', async () => {
    const taker = env.wallet({ sol: SOL_LAMPORTS, tokens: { [USDC]: 100_000_000n } });
    const record = vi.spyOn(env.sandbox.engine, 'recordTrade');
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: SOL,
      amount: 40_000_000,
      taker: taker.publicKey.toBase58(),
      excludeRouters: ONLY_A,
    });
    expect(order.feeMint).toBe(SOL);
    const collector = platformFeeOwner(SEED);
    const { ledger, world } = env.sandbox;
    const wrapped = () =>
      ledger.getBalance(associatedTokenAddress(SOL, collector, world.byMint.get(SOL)!.tokenProgram));
    const before = wrapped();
    const { body } = await execute(env, '/swap/v2/execute', {
      signedTransaction: signed(order.transaction!, taker),
      requestId: order.requestId,
    });
    expect(body.status).toBe('Success');
    expect(wrapped() - before).toBe(order.platformFee.amount);
    expect(balance(env, taker.publicKey.toBase58(), USDC)).toBe(60_000_000n);
    expect(record).toHaveBeenCalledTimes(order.routePlan.length);
    // Buying SOL, the base of the SOL/USDC pools.
    expect(record.mock.calls[0]![1]).toBe('buy');
    expect(record.mock.calls[0]![3]).toBe(taker.publicKey.toBase58());
  });
});
