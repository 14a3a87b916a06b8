import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIP_ACCOUNTS } from '../../../src/api/tx/tip-accounts';
import { GASLESS_SURCHARGE_BPS } from '../order/fees';
import { marketMakerFor } from '../../kit/routing/market-maker';
import { gasWallet } from '../../kit/tx/gas-wallet';
import { openHarness } from '../../test-harness';
import { BONK, JUP, okOrder, SOL, SOL_LAMPORTS, type SwapEnv, USDC, SWAP } from '../order/test-kit';

const SEED = 'swap-v2-order-codes';
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
  env = openHarness({ ...SWAP, seed: SEED });
  gas = gasWallet(SEED).publicKey.toBase58();
  maker = marketMakerFor(env.sandbox.engine).address;
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
    const taker = env.wallet({ sol: SOL_LAMPORTS, tokens: { [USDC]: 10_000_000n } }).publicKey.toBase58();
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
    const taker = env.wallet({ sol: 10_000_000n }).publicKey.toBase58();
    const sol = await okOrder(env, ORDER, {
      inputMint: SOL,
      outputMint: USDC,
      amount: 9_500_000,
      taker,
      excludeRouters: NO_RFQ,
    });
    expectProblem(sol, 2, /^aggregator_/, /^Top up 0\.\d+ SOL for gas$/);
    const poor = env.wallet({ sol: 1_000_000n, tokens: { [USDC]: 100_000_000n } }).publicKey.toBase58();
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
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } }).publicKey.toBase58();
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
    const taker = env.wallet({ sol: SOL_LAMPORTS, tokens: { [USDC]: 1_000_000n } }).publicKey.toBase58();
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
    const taker = env.wallet({ sol: SOL_LAMPORTS, tokens: { [USDC]: 100_000_000n } }).publicKey.toBase58();
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
    const taker = env.wallet({ sol: SOL_LAMPORTS, tokens: { [USDC]: 100_000_000n } }).publicKey.toBase58();
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
    const taker = env.wallet({ sol: SOL_LAMPORTS, tokens: { [USDC]: 100_000_000n } }).publicKey.toBase58();
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
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } }).publicKey.toBase58();
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
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } }).publicKey.toBase58();
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
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } }).publicKey.toBase58();
    const payer = env.wallet({ sol: SOL_LAMPORTS }).publicKey.toBase58();
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
    const taker = env.wallet({ sol: 2n * SOL_LAMPORTS }).publicKey.toBase58();
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
