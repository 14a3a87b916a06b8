import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIP_ACCOUNTS } from '../../src/api/tx/tip-accounts';
import { GASLESS_SURCHARGE_BPS, LAMPORTS_PER_SIGNATURE } from '../swap/order/fees';
import { marketMakerFor } from '../swap/routing/market-maker';
import { gasWallet } from '../swap/tx/gas-wallet';
import {
  BONK,
  funded,
  getOrder,
  JUP,
  okOrder,
  openSwapSandbox,
  SOL,
  SOL_LAMPORTS,
  type SwapEnv,
  USDC,
} from '../swap/order/test-kit';

const SEED = 'swap-v2-order';
let env: SwapEnv;
let gas: string;
let maker: string;
const ORDER = '/swap/v2/order';
const ONLY_RFQ = 'aggregator_a,aggregator_b,aggregator_c';
const NO_RFQ = 'rfq_mm';
const addr = () => Keypair.generate().publicKey.toBase58();

/** The compute-unit limit and price an order's transaction asks for, and its tip transfer (lamports). */
function computeBudget(transaction: string) {
  const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
  const out = { limit: 0, price: 0, tip: 0 };
  for (const ix of tx.message.compiledInstructions) {
    const program = keys[ix.programIdIndex];
    const data = Buffer.from(ix.data);
    if (program === 'ComputeBudget111111111111111111111111111111' && data[0] === 2) out.limit = data.readUInt32LE(1);
    if (program === 'ComputeBudget111111111111111111111111111111' && data[0] === 3)
      out.price = Number(data.readBigUInt64LE(1));
    const to = keys[ix.accountKeyIndexes[1] ?? -1];
    if (program === '11111111111111111111111111111111' && to && (TIP_ACCOUNTS as readonly string[]).includes(to)) {
      out.tip = Number(data.readBigUInt64LE(4));
    }
  }
  return out;
}

beforeAll(() => {
  env = openSwapSandbox(SEED);
  gas = gasWallet(SEED).publicKey.toBase58();
  maker = marketMakerFor(env.sandbox.engine).address;
});

async function bad(params: Record<string, string | bigint | number>) {
  const { status, body } = await getOrder(env, ORDER, params);
  expect(status).toBe(400);
  expect(body.requestId).toEqual(expect.any(String));
  return body.error as string;
}

describe('GET /swap/v2/order validation', () => {
  const base = { inputMint: SOL, outputMint: USDC, amount: '1000000' };

  it('answers 400 {error, requestId} naming the parameter', async () => {
    expect(await bad({ outputMint: USDC, amount: 1 })).toBe('inputMint: required');
    expect(await bad({ inputMint: SOL, amount: 1 })).toBe('outputMint: required');
    expect(await bad({ inputMint: SOL, outputMint: USDC })).toBe('amount: required');
    expect(await bad({ ...base, amount: '0' })).toBe('amount: must be greater than 0');
    expect(await bad({ ...base, amount: 'abc' })).toMatch(/^amount:/);
    expect(await bad({ ...base, amount: '18446744073709551616' })).toBe('amount: does not fit a u64');
    expect(await bad({ ...base, inputMint: 'not-a-mint' })).toMatch(/^inputMint: .* not a base58 address/);
    expect(await bad({ ...base, outputMint: addr() })).toMatch(/^outputMint: no token with mint/);
    expect(await bad({ ...base, outputMint: SOL })).toBe('outputMint: must differ from inputMint');
    expect(await bad({ ...base, slippageBps: 10_001 })).toMatch(/^slippageBps: must be an integer from 0 to 10000/);
    expect(await bad({ ...base, slippageBps: '1.5' })).toMatch(/^slippageBps:/);
    expect(await bad({ ...base, swapMode: 'ExactOut' })).toBe('swapMode: must be one of ExactIn');
    expect(await bad({ ...base, referralFee: 100 })).toBe('referralFee: requires referralAccount');
    expect(await bad({ ...base, referralAccount: addr() })).toBe('referralAccount: requires referralFee');
    expect(await bad({ ...base, referralAccount: addr(), referralFee: 49 })).toMatch(
      /^referralFee: must be .*50 to 255/,
    );
    expect(await bad({ ...base, referralAccount: addr(), referralFee: 256 })).toMatch(/^referralFee:/);
    const taker = addr();
    expect(await bad({ ...base, taker, receiver: taker })).toBe('receiver: must differ from taker');
    expect(await bad({ ...base, receiver: 'x' })).toMatch(/^receiver:/);
    expect(await bad({ ...base, payer: '0OIl'.repeat(10) })).toMatch(/^payer:/);
    expect(await bad({ ...base, excludeRouters: 'okx' })).toMatch(/^excludeRouters: "okx" is not one of aggregator_a/);
    expect(await bad({ ...base, broadcastFeeType: 'fast' })).toBe('broadcastFeeType: must be one of maxCap, exactFee');
    expect(await bad({ ...base, priorityFeeLamports: '-1' })).toMatch(/^priorityFeeLamports:/);
    expect(await bad({ ...base, mevTipLamports: 'lots' })).toMatch(/^mevTipLamports:/);
  });

  it('answers "Failed to get quotes" when no allowed router can quote', async () => {
    expect(await bad({ ...base, excludeRouters: 'aggregator_a,rfq_mm,aggregator_b,aggregator_c' })).toBe(
      'Failed to get quotes',
    );
    // An integrator payer allows aggregator_a only.
    expect(await bad({ ...base, taker: addr(), payer: addr(), excludeRouters: 'aggregator_a' })).toBe(
      'Failed to get quotes',
    );
  });
});

describe('a quote without taker', () => {
  it('computes every field: mode, amounts, USD, threshold, impact, route plan, fee', async () => {
    const order = await okOrder(env, ORDER, { inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS });
    const { engine, ledger } = env.sandbox;
    expect(order).toMatchObject({ mode: 'ultra', transaction: null, taker: null, swapMode: 'ExactIn', gasless: false });
    expect(order.signatureFeePayer).toBeNull();
    expect(order.rentFeePayer).toBeNull();
    expect(order.inUsdValue).toBeCloseTo(engine.prices.usdNow(SOL)!, 4);
    expect(order.outUsdValue).toBeCloseTo(Number(order.outAmount) / 1e6, 4);
    expect(order.swapUsdValue).toBe(order.inUsdValue);
    expect(order.otherAmountThreshold).toBe((order.outAmount * BigInt(10_000 - order.slippageBps)) / 10_000n);
    expect(order.priceImpact).toBeLessThan(0);
    expect(order.priceImpactPct).toBe(String(order.priceImpact));
    expect(order.lastValidBlockHeight).toBe(String(ledger.latestBlockhash().lastValidBlockHeight));
    expect(order.feeMint).toBe(USDC);
    const routed = order.routePlan.reduce((sum, s) => sum + s.swapInfo.outAmount, 0n);
    expect(order.platformFee.amount).toBe((routed * BigInt(order.feeBps)) / 10_000n);
    expect(order.outAmount).toBe(routed - order.platformFee.amount);
    const ids = new Set(engine.layout.byBase.get(SOL)!.map((p) => engine.layout.addresses(p).id));
    for (const step of order.routePlan) expect(ids.has(step.swapInfo.ammKey)).toBe(true);
    expect(order.routePlan.reduce((sum, s) => sum + (s.bps ?? 0), 0)).toBe(10_000);
    expect(order.signatureFeeLamports % Number(LAMPORTS_PER_SIGNATURE)).toBe(0);
    expect(order.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await okOrder(env, ORDER, { inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS });
    expect(again.requestId).not.toBe(order.requestId);
  });

  it('is manual when any optional parameter is sent, and honours slippageBps', async () => {
    const order = await okOrder(env, ORDER, { inputMint: SOL, outputMint: USDC, amount: SOL_LAMPORTS, slippageBps: 7 });
    expect(order.mode).toBe('manual');
    expect(order.slippageBps).toBe(7);
    expect(
      (await okOrder(env, ORDER, { inputMint: SOL, outputMint: USDC, amount: 5_000_000, taker: addr() })).mode,
    ).toBe('ultra');
  });

  it('routes two hops for a long-tail token, with 100 % per hop', async () => {
    const tail = env.sandbox.world.tokens.find(
      (t) => t.origin === 'generated' && env.sandbox.engine.layout.byBase.get(t.id)?.[0]?.quoteMint === SOL,
    )!;
    const order = await okOrder(env, ORDER, { inputMint: USDC, outputMint: tail.id, amount: 10_000_000 });
    expect(order.router).toBe('aggregator_a');
    expect(order.routePlan.map((s) => [s.swapInfo.inputMint, s.swapInfo.outputMint, s.percent])).toEqual([
      [USDC, SOL, 100],
      [SOL, tail.id, 100],
    ]);
    expect(order.routePlan[0]!.swapInfo.outAmount).toBe(order.routePlan[1]!.swapInfo.inAmount);
    expect(order.slippageBps).toBeGreaterThan(150);
  });

  it('gives rfq_mm quotes a quoteId, maker and expireAt', async () => {
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000,
      excludeRouters: ONLY_RFQ,
    });
    expect(order).toMatchObject({ router: 'rfq_mm', swapType: 'rfq', maker, gasless: true, feeBps: 0 });
    expect(order.quoteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(order.expireAt!)).toBe(env.clock.ms + 30_000);
    expect(order.routePlan).toEqual([expect.objectContaining({ percent: 100, bps: 10_000 })]);
  });

  it('names the swapType of every router', async () => {
    const types: Record<string, string> = {};
    for (const only of ['aggregator_a', 'aggregator_b', 'aggregator_c', 'rfq_mm']) {
      const others = ['aggregator_a', 'aggregator_b', 'aggregator_c', 'rfq_mm'].filter((r) => r !== only).join(',');
      const order = await okOrder(env, ORDER, {
        inputMint: USDC,
        outputMint: SOL,
        amount: 20_000_000,
        excludeRouters: others,
      });
      expect(order.router).toBe(only);
      types[only] = order.swapType;
    }
    expect(types).toEqual({
      aggregator_a: 'aggregator',
      aggregator_b: 'aggregator_b',
      aggregator_c: 'aggregator_c',
      rfq_mm: 'rfq',
    });
  });
});

describe('errorCode × router (taker given, no transaction)', () => {
  const expectProblem = (order: Record<string, unknown>, code: number, router: RegExp, message: RegExp) => {
    expect(order.transaction).toBe('');
    expect(order.errorCode).toBe(code);
    expect(order.router).toMatch(router);
    expect(order.errorMessage).toMatch(message);
    expect(order.error).toBe(order.errorMessage);
  };

  it('aggregator 1: insufficient funds', async () => {
    const taker = funded(env, SOL_LAMPORTS, { [USDC]: 10_000_000n }).publicKey.toBase58();
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 20_000_000,
      taker,
      excludeRouters: NO_RFQ,
    });
    expectProblem(order, 1, /^aggregator_/, /^Insufficient funds$/);
  });

  it('aggregator 2: not enough SOL for gas, when the input is SOL or the caller set the fee', async () => {
    const taker = funded(env, 10_000_000n).publicKey.toBase58();
    const sol = await okOrder(env, ORDER, {
      inputMint: SOL,
      outputMint: USDC,
      amount: 9_500_000,
      taker,
      excludeRouters: NO_RFQ,
    });
    expectProblem(sol, 2, /^aggregator_/, /^Top up 0\.\d+ SOL for gas$/);
    const poor = funded(env, 1_000_000n, { [USDC]: 100_000_000n }).publicKey.toBase58();
    const withFee = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000,
      taker: poor,
      priorityFeeLamports: 10_000,
      excludeRouters: NO_RFQ,
    });
    expectProblem(withFee, 2, /^aggregator_/, /^Top up 0\.00\d+ SOL for gas$/);
  });

  it('aggregator 3: below the gasless minimum', async () => {
    const taker = funded(env, 0n, { [USDC]: 100_000_000n }).publicKey.toBase58();
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 5_000_000,
      taker,
      excludeRouters: NO_RFQ,
    });
    expectProblem(order, 3, /^aggregator_/, /^Minimum 10 USD for gasless$/);
  });

  it('rfq 1: the taker’s balance is too low', async () => {
    const taker = funded(env, SOL_LAMPORTS, { [USDC]: 1_000_000n }).publicKey.toBase58();
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000,
      taker,
      excludeRouters: ONLY_RFQ,
    });
    expectProblem(order, 1, /^rfq_mm$/, /^Insufficient funds$/);
  });

  it('rfq 2: a missing output token account with a referral fee (the gas wallet will not pay its rent)', async () => {
    const taker = funded(env, SOL_LAMPORTS, { [USDC]: 100_000_000n }).publicKey.toBase58();
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: BONK,
      amount: 50_000_000,
      taker,
      referralAccount: addr(),
      referralFee: 50,
      excludeRouters: ONLY_RFQ,
    });
    expectProblem(order, 2, /^rfq_mm$/, /associated token account/);
  });

  it('rfq 3: a quote that cannot be built (the maker pays out to the taker only)', async () => {
    const taker = funded(env, SOL_LAMPORTS, { [USDC]: 100_000_000n }).publicKey.toBase58();
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000,
      taker,
      receiver: addr(),
      excludeRouters: ONLY_RFQ,
    });
    expectProblem(order, 3, /^rfq_mm$/, /^Quote could not be built/);
  });
});

describe('gasless paths and payers', () => {
  it('a funded taker pays everything itself: not gasless', async () => {
    const taker = funded(env, SOL_LAMPORTS, { [USDC]: 100_000_000n }).publicKey.toBase58();
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000,
      taker,
      excludeRouters: NO_RFQ,
    });
    expect(order).toMatchObject({
      gasless: false,
      signatureFeePayer: taker,
      prioritizationFeePayer: taker,
      rentFeePayer: taker,
    });
    // The JUP account does not exist yet: its rent is part of the order.
    expect(order.rentFeeLamports).toBe(Number(env.sandbox.ledger.rentExemptMinimum(165)));
    const tx = VersionedTransaction.deserialize(Buffer.from(order.transaction!, 'base64'));
    expect(order.signatureFeeLamports).toBe(tx.message.header.numRequiredSignatures * 5_000);
    expect(tx.message.staticAccountKeys[0]!.toBase58()).toBe(taker);
  });

  it('service sponsorship: a taker without SOL swapping ≥ 10 USD of a token; the fee carries the surcharge', async () => {
    const taker = funded(env, 0n, { [USDC]: 100_000_000n }).publicKey.toBase58();
    const plain = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: SOL,
      amount: 50_000_000,
      excludeRouters: NO_RFQ,
    });
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: SOL,
      amount: 50_000_000,
      taker,
      excludeRouters: NO_RFQ,
    });
    expect(order).toMatchObject({
      gasless: true,
      signatureFeePayer: gas,
      prioritizationFeePayer: gas,
      rentFeePayer: gas,
    });
    expect(order.feeBps).toBe(plain.feeBps + GASLESS_SURCHARGE_BPS);
    expect(order.platformFee.feeBps).toBe(order.feeBps);
    const tx = VersionedTransaction.deserialize(Buffer.from(order.transaction!, 'base64'));
    expect(tx.message.staticAccountKeys[0]!.toBase58()).toBe(gas);
  });

  it('rfq_mm: the maker pays the gas and the gas wallet the rent of the output account', async () => {
    const taker = funded(env, 0n, { [USDC]: 100_000_000n }).publicKey.toBase58();
    const order = await okOrder(env, ORDER, {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000,
      taker,
      excludeRouters: ONLY_RFQ,
    });
    expect(order).toMatchObject({ router: 'rfq_mm', gasless: true, signatureFeePayer: maker, rentFeePayer: gas });
    expect(order.rentFeeLamports).toBeGreaterThan(0);
  });

  it('an integrator payer pays gas and rent; routing is aggregator_a only', async () => {
    const taker = funded(env, 0n, { [USDC]: 100_000_000n }).publicKey.toBase58();
    const payer = funded(env, SOL_LAMPORTS).publicKey.toBase58();
    const order = await okOrder(env, ORDER, { inputMint: USDC, outputMint: JUP, amount: 50_000_000, taker, payer });
    expect(order).toMatchObject({
      router: 'aggregator_a',
      gasless: true,
      signatureFeePayer: payer,
      rentFeePayer: payer,
    });
    expect(order.feeBps).toBe(10);
  });

  it('a referral fee replaces the platform fee and goes to the referral account', async () => {
    const referralAccount = addr();
    const order = await okOrder(env, ORDER, {
      inputMint: SOL,
      outputMint: USDC,
      amount: SOL_LAMPORTS,
      referralAccount,
      referralFee: 120,
    });
    expect(order).toMatchObject({ referralAccount, feeBps: 120, feeMint: USDC });
    expect(order.platformFee.feeBps).toBe(120);
  });

  it('priorityFeeLamports, mevTipLamports and broadcastFeeType shape prioritizationFeeLamports', async () => {
    const taker = funded(env, 2n * SOL_LAMPORTS).publicKey.toBase58();
    const q = { inputMint: SOL, outputMint: USDC, amount: 100_000_000, taker, excludeRouters: NO_RFQ };
    const auto = await okOrder(env, ORDER, q);
    const exact = await okOrder(env, ORDER, { ...q, priorityFeeLamports: 100_000 });
    expect(exact.prioritizationFeeLamports).toBeLessThanOrEqual(100_000);
    expect(exact.prioritizationFeeLamports).toBeGreaterThan(99_000);
    const capped = await okOrder(env, ORDER, { ...q, priorityFeeLamports: 100_000, broadcastFeeType: 'maxCap' });
    expect(capped.prioritizationFeeLamports).toBe(auto.prioritizationFeeLamports);
    const tipped = await okOrder(env, ORDER, { ...q, mevTipLamports: 1_000_000 });
    const budget = computeBudget(tipped.transaction!);
    expect(budget.tip).toBe(1_000_000);
    expect(tipped.prioritizationFeeLamports).toBe(Math.ceil((budget.price * budget.limit) / 1e6) + 1_000_000);
    for (const o of [auto, exact, capped]) {
      const b = computeBudget(o.transaction!);
      expect(o.prioritizationFeeLamports).toBe(Math.ceil((b.price * b.limit) / 1e6));
    }
  });
});
