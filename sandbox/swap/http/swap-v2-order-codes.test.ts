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
  const usdc = (raw: bigint, sol = SOL_LAMPORTS) => ({ sol, tokens: { [USDC]: raw } });
  const usdcToJup = (amount: number, excludeRouters: string) => ({
    inputMint: USDC,
    outputMint: JUP,
    amount,
    excludeRouters,
  });
  it.each([
    {
      name: 'aggregator 1: insufficient funds',
      funds: usdc(10_000_000n),
      query: usdcToJup(20_000_000, NO_RFQ),
      code: 1,
      message: /^Insufficient funds$/,
    },
    {
      name: 'aggregator 2: not enough SOL for gas when the input is SOL',
      funds: { sol: 10_000_000n },
      query: { inputMint: SOL, outputMint: USDC, amount: 9_500_000, excludeRouters: NO_RFQ },
      code: 2,
      message: /^Top up 0\.\d+ SOL for gas$/,
    },
    {
      name: 'aggregator 2: not enough SOL for gas when the caller set the fee',
      funds: usdc(100_000_000n, 1_000_000n),
      query: { ...usdcToJup(50_000_000, NO_RFQ), priorityFeeLamports: 10_000 },
      code: 2,
      message: /^Top up 0\.00\d+ SOL for gas$/,
    },
    {
      name: 'aggregator 3: below the gasless minimum',
      funds: usdc(100_000_000n, 0n),
      query: usdcToJup(5_000_000, NO_RFQ),
      code: 3,
      message: /^Minimum 10 USD for gasless$/,
    },
    {
      name: 'rfq 1: the taker’s balance is too low',
      funds: usdc(1_000_000n),
      query: usdcToJup(50_000_000, ONLY_RFQ),
      code: 1,
      message: /^Insufficient funds$/,
    },
    {
      name: 'rfq 2: a missing output token account with a referral fee (the gas wallet will not pay its rent)',
      funds: usdc(100_000_000n),
      query: { ...usdcToJup(50_000_000, ONLY_RFQ), outputMint: BONK, referralAccount: addr(), referralFee: 50 },
      code: 2,
      message: /associated token account/,
    },
    {
      name: 'rfq 3: a quote that cannot be built (the maker pays out to the taker only)',
      funds: usdc(100_000_000n),
      query: { ...usdcToJup(50_000_000, ONLY_RFQ), receiver: addr() },
      code: 3,
      message: /^Quote could not be built/,
    },
  ])('$name', async ({ funds, query, code, message }) => {
    const taker = env.wallet(funds).publicKey.toBase58();
    const order = await okOrder(env, ORDER, { ...query, taker });
    expect(order.transaction).toBe('');
    expect(order.errorCode).toBe(code);
    expect(order.router).toMatch(query.excludeRouters === NO_RFQ ? /^aggregator_/ : /^rfq_mm$/);
    expect(order.errorMessage).toMatch(message);
    expect(order.error).toBe(order.errorMessage);
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
