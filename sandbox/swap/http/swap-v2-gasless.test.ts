import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeResponseSchema } from '../../../src/api/swap/schemas-v2';
import { marketMakerFor } from '../../kit/routing/market-maker';
import { gasWallet } from '../../kit/tx/gas-wallet';
import { openHarness, signed } from '../../test-harness';
import { balance, execute, JUP, okOrder, SOL, SOL_LAMPORTS, type SwapEnv, USDC, SWAP } from '../order/test-kit';

const SEED = 'swap-v2-gasless';
let env: SwapEnv;
let gas: string;
const ONLY_RFQ = 'aggregator_a,aggregator_b,aggregator_c';

beforeAll(() => {
  env = openHarness({ ...SWAP, seed: SEED });
  gas = gasWallet(SEED).publicKey.toBase58();
});

/** Order, then (after `before` read the balances) sign and execute; the execute must succeed. */
async function run(
  signers: Keypair[],
  params: Record<string, string | number | bigint>,
  before: () => void = () => {},
) {
  const order = await okOrder(env, '/swap/v2/order', { excludeRouters: 'rfq_mm', ...params });
  expect(order.transaction, order.errorMessage).toBeTruthy();
  const tx = signed(order.transaction!, ...signers);
  // The gas wallet is funded when an order first needs it: balances are read after the order.
  before();
  const { status, body } = await execute(env, '/swap/v2/execute', {
    signedTransaction: tx,
    requestId: order.requestId,
  });
  expect(status).toBe(200);
  expect(body.status, JSON.stringify(body)).toBe('Success');
  return { order, result: executeResponseSchema.parse(body) };
}

describe('executed gasless swaps: the taker pays nothing but the swap', () => {
  it('service sponsorship, USDC → SOL for a taker without SOL', async () => {
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } });
    const address = taker.publicKey.toBase58();
    let gasBefore = 0n;
    const { order, result } = await run(
      [taker],
      {
        inputMint: USDC,
        outputMint: SOL,
        amount: 50_000_000,
        taker: address,
      },
      () => {
        gasBefore = balance(env, gas, SOL);
      },
    );
    expect(order).toMatchObject({ gasless: true, signatureFeePayer: gas });
    expect(balance(env, address, USDC)).toBe(100_000_000n - result.totalInputAmount!);
    expect(balance(env, address, SOL)).toBe(result.totalOutputAmount);
    const fees = BigInt(order.signatureFeeLamports + order.prioritizationFeeLamports + order.rentFeeLamports);
    expect(gasBefore - balance(env, gas, SOL)).toBe(fees);
  });

  it('service sponsorship, USDC → JUP: the gas wallet also pays the new JUP account', async () => {
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } });
    const address = taker.publicKey.toBase58();
    let gasBefore = 0n;
    const { order, result } = await run(
      [taker],
      {
        inputMint: USDC,
        outputMint: JUP,
        amount: 30_000_000,
        taker: address,
      },
      () => {
        gasBefore = balance(env, gas, SOL);
      },
    );
    expect(order.rentFeeLamports).toBeGreaterThan(0);
    expect(order.rentFeePayer).toBe(gas);
    expect(balance(env, address, JUP)).toBe(result.totalOutputAmount);
    expect(balance(env, address, SOL)).toBe(0n);
    const fees = BigInt(order.signatureFeeLamports + order.prioritizationFeeLamports + order.rentFeeLamports);
    expect(gasBefore - balance(env, gas, SOL)).toBe(fees);
  });

  it('an integrator payer signs and pays gas and rent', async () => {
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } });
    const payer = env.wallet({ sol: SOL_LAMPORTS });
    const address = taker.publicKey.toBase58();
    const { order, result } = await run([taker, payer], {
      inputMint: USDC,
      outputMint: JUP,
      amount: 30_000_000,
      taker: address,
      payer: payer.publicKey.toBase58(),
    });
    const fees = BigInt(order.signatureFeeLamports + order.prioritizationFeeLamports + order.rentFeeLamports);
    expect(SOL_LAMPORTS - balance(env, payer.publicKey.toBase58(), SOL)).toBe(fees);
    expect(balance(env, address, JUP)).toBe(result.totalOutputAmount);
  });
});

describe('other executed routes', () => {
  it('a two-hop route to a long-tail token: one swap event per hop, exact balances', async () => {
    const tail = env.sandbox.world.tokens.find(
      (t) => t.origin === 'generated' && env.sandbox.engine.layout.byBase.get(t.id)?.[0]?.quoteMint === SOL,
    )!;
    const taker = env.wallet({ sol: SOL_LAMPORTS, tokens: { [USDC]: 100_000_000n } });
    const address = taker.publicKey.toBase58();
    const { order, result } = await run([taker], {
      inputMint: USDC,
      outputMint: tail.id,
      amount: 20_000_000,
      taker: address,
    });
    expect(result.swapEvents).toHaveLength(2);
    expect(result.swapEvents![0]).toMatchObject({ inputMint: USDC, outputMint: SOL });
    expect(result.swapEvents![1]).toMatchObject({ inputMint: SOL, outputMint: tail.id });
    expect(balance(env, address, tail.id)).toBe(result.totalOutputAmount);
    expect(100_000_000n - balance(env, address, USDC)).toBe(result.totalInputAmount);
    expect(result.totalInputAmount! - result.inputAmountResult!).toBe(order.platformFee.amount);
  });

  it('a referral fee lands in the referral account’s new token account, and the output at the receiver', async () => {
    const taker = env.wallet({ sol: 2n * SOL_LAMPORTS });
    const referral = Keypair.generate().publicKey.toBase58();
    const receiver = Keypair.generate().publicKey.toBase58();
    const { order, result } = await run([taker], {
      inputMint: SOL,
      outputMint: USDC,
      amount: SOL_LAMPORTS,
      taker: taker.publicKey.toBase58(),
      receiver,
      referralAccount: referral,
      referralFee: 100,
    });
    const rent = env.sandbox.ledger.rentExemptMinimum(165);
    // Both the referral's and the receiver's USDC accounts are created.
    expect(BigInt(order.rentFeeLamports)).toBe(2n * rent);
    expect(balance(env, referral, USDC)).toBe(order.platformFee.amount);
    expect(result.outputAmountResult! - result.totalOutputAmount!).toBe(order.platformFee.amount);
    expect(balance(env, receiver, USDC)).toBe(result.totalOutputAmount);
  });
});

describe('rfq_mm swaps', () => {
  it('fills from the maker’s inventory: the maker pays the gas, the gas wallet the rent', async () => {
    const maker = marketMakerFor(env.sandbox.engine);
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } });
    const address = taker.publicKey.toBase58();
    let gasBefore = 0n;
    const { order, result } = await run(
      [taker],
      { inputMint: USDC, outputMint: JUP, amount: 50_000_000, taker: address, excludeRouters: ONLY_RFQ },
      () => {
        gasBefore = balance(env, gas, SOL);
      },
    );
    expect(order).toMatchObject({ router: 'rfq_mm', signatureFeePayer: maker.address, rentFeePayer: gas });
    expect(balance(env, address, JUP)).toBe(result.totalOutputAmount);
    expect(balance(env, address, USDC)).toBe(50_000_000n);
    expect(gasBefore - balance(env, gas, SOL)).toBe(BigInt(order.rentFeeLamports));
    expect(result.swapEvents).toEqual([
      { inputMint: USDC, inputAmount: 50_000_000n, outputMint: JUP, outputAmount: order.outAmount },
    ]);
  });

  it('pays SOL out to a wallet without SOL only when it ends rent-exempt, else answers errorCode 3', async () => {
    const small = env.wallet({ sol: 0n, tokens: { [USDC]: 1_000_000n } });
    const tiny = await okOrder(env, '/swap/v2/order', {
      inputMint: USDC,
      outputMint: SOL,
      amount: 100_000,
      taker: small.publicKey.toBase58(),
      excludeRouters: ONLY_RFQ,
    });
    expect(tiny).toMatchObject({ router: 'rfq_mm', transaction: '', errorCode: 3 });
    expect(tiny.errorMessage).toMatch(/rent/);
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 10_000_000n } });
    const address = taker.publicKey.toBase58();
    const { order, result } = await run([taker], {
      inputMint: USDC,
      outputMint: SOL,
      amount: 1_000_000,
      taker: address,
      excludeRouters: ONLY_RFQ,
    });
    expect(order.router).toBe('rfq_mm');
    expect(balance(env, address, SOL)).toBe(result.totalOutputAmount);
  });

  it('refuses a quote past expireAt (-2003) and an unsigned one (-2002)', async () => {
    const taker = env.wallet({ sol: 0n, tokens: { [USDC]: 100_000_000n } });
    const order = await okOrder(env, '/swap/v2/order', {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000,
      taker: taker.publicKey.toBase58(),
      excludeRouters: ONLY_RFQ,
    });
    const unsigned = await execute(env, '/swap/v2/execute', {
      signedTransaction: order.transaction,
      requestId: order.requestId,
    });
    expect(unsigned.body).toMatchObject({ status: 'Failed', code: -2002 });
    env.clock.ms = Date.parse(order.expireAt!) + 1;
    const late = await execute(env, '/swap/v2/execute', {
      signedTransaction: signed(order.transaction!, taker),
      requestId: order.requestId,
    });
    expect(late.body).toMatchObject({ status: 'Failed', code: -2003 });
  });
});
