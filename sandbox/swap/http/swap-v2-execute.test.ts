import { createHash, createPrivateKey, sign as ed25519Sign } from 'node:crypto';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeResponseSchema } from '../../../src/api/swap/schemas-v2';
import { platformFeeOwner } from '../../kit/service-accounts';
import { ataOf, ataWithBump } from '../../kit/tx/builder';
import { TOKEN_PROGRAM } from '../../world/token';
import { withAmount } from '../../world/token-layout';
import { openHarness, signed } from '../../test-harness';
import { balance, execute, JUP, okOrder, SOL, SOL_LAMPORTS, type SwapEnv, USDC, SWAP } from '../order/test-kit';

let env: SwapEnv;

beforeAll(() => {
  env = openHarness({ ...SWAP, seed: 'swap-v2-execute' });
});

describe('order → sign → execute', () => {
  it('swaps SOL for USDC: balances move by exactly the result amounts plus the fee payer’s fees', async () => {
    const taker = env.wallet({ sol: 5n * SOL_LAMPORTS });
    const address = taker.publicKey.toBase58();
    const order = await okOrder(env, '/swap/v2/order', {
      inputMint: SOL,
      outputMint: USDC,
      amount: 1_000_000_000n,
      taker: address,
      excludeRouters: 'rfq_mm',
    });
    expect(order.transaction).toBeTruthy();
    expect(order.signatureFeePayer).toBe(address);
    const solBefore = balance(env, address, SOL);
    const usdcBefore = balance(env, address, USDC);
    const feeBefore = balance(env, platformFeeOwner('swap-v2-execute'), USDC);
    const { status, body } = await execute(env, '/swap/v2/execute', {
      signedTransaction: signed(order.transaction!, taker),
      requestId: order.requestId,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const result = executeResponseSchema.parse(body);
    expect(result).toMatchObject({ status: 'Success', code: 0 });
    expect(result.totalInputAmount).toBe(1_000_000_000n);
    expect(result.totalOutputAmount).toBe(order.outAmount);
    const fees =
      BigInt(order.signatureFeeLamports) + BigInt(order.prioritizationFeeLamports) + BigInt(order.rentFeeLamports);
    expect(solBefore - balance(env, address, SOL)).toBe(result.totalInputAmount! + fees);
    expect(balance(env, address, USDC) - usdcBefore).toBe(result.totalOutputAmount);
    // The fee in the output mint: outputAmountResult − totalOutputAmount, paid to the platform's account.
    const fee = result.outputAmountResult! - result.totalOutputAmount!;
    expect(fee).toBe(order.platformFee.amount);
    expect(balance(env, platformFeeOwner('swap-v2-execute'), USDC) - feeBefore).toBe(fee);
    expect(result.swapEvents).toHaveLength(order.routePlan.length);
    const record = env.sandbox.ledger.getTransaction(result.signature!);
    expect(record?.meta.err).toBeNull();
    expect(String(record?.slot)).toBe(result.slot);
  });

  it('lands for a taker whose new token accounts cost the most compute to create (low bumps)', async () => {
    // Each bump the ATA program tries costs 1,500 units: 14 misses between the two ran a flat estimate out of units.
    const misses = (owner: string, mint: string) => 255 - ataWithBump(owner, mint, TOKEN_PROGRAM).bump;
    let taker = Keypair.generate();
    for (let i = 0; ; i++) {
      taker = Keypair.fromSeed(
        createHash('sha256')
          .update(`unlucky-${String(i)}`)
          .digest(),
      );
      const address = taker.publicKey.toBase58();
      if (misses(address, SOL) + misses(address, USDC) >= 14) break;
    }
    const address = taker.publicKey.toBase58();
    env.sandbox.fund(address, { sol: 5n * SOL_LAMPORTS, tokens: {} });
    const order = await okOrder(env, '/swap/v2/order', {
      inputMint: SOL,
      outputMint: USDC,
      amount: 100_000_000n,
      taker: address,
      excludeRouters: 'rfq_mm',
    });
    const { body } = await execute(env, '/swap/v2/execute', {
      signedTransaction: signed(order.transaction!, taker),
      requestId: order.requestId,
    });
    expect(body).toMatchObject({ status: 'Success', code: 0 });
    expect(balance(env, address, USDC)).toBe(order.outAmount);
  });

  it('swaps USDC for JUP with the fee in the input mint', async () => {
    const taker = env.wallet({ sol: SOL_LAMPORTS, tokens: { [USDC]: 100_000_000n } });
    const address = taker.publicKey.toBase58();
    const order = await okOrder(env, '/swap/v2/order', {
      inputMint: USDC,
      outputMint: JUP,
      amount: 50_000_000n,
      taker: address,
      excludeRouters: 'rfq_mm',
    });
    expect(order.feeMint).toBe(USDC);
    const { body } = await execute(env, '/swap/v2/execute', {
      signedTransaction: signed(order.transaction!, taker),
      requestId: order.requestId,
    });
    const result = executeResponseSchema.parse(body);
    expect(result.status, JSON.stringify(body)).toBe('Success');
    expect(result.totalInputAmount! - result.inputAmountResult!).toBe(order.platformFee.amount);
    expect(100_000_000n - balance(env, address, USDC)).toBe(result.totalInputAmount);
    expect(balance(env, address, JUP)).toBe(result.totalOutputAmount);
  });
});

/** An order for a fresh funded taker, signed. */
async function signedOrder(params: Record<string, string | number | bigint> = {}, tokens: Record<string, bigint> = {}) {
  const taker = env.wallet({ sol: 2n * SOL_LAMPORTS, tokens: { [USDC]: 200_000_000n, ...tokens } });
  const order = await okOrder(env, '/swap/v2/order', {
    inputMint: USDC,
    outputMint: SOL,
    amount: 20_000_000n,
    taker: taker.publicKey.toBase58(),
    excludeRouters: 'rfq_mm',
    ...params,
  });
  expect(order.transaction, String(order.errorMessage)).toBeTruthy();
  return { taker, order, signedTransaction: signed(order.transaction!, taker), requestId: order.requestId };
}

describe('execute refusals', () => {
  it('answers request problems with 400 {error, code}: unknown requestId -1, undecodable -2, tampered -3', async () => {
    const { signedTransaction, requestId } = await signedOrder();
    const unknown = await execute(env, '/swap/v2/execute', { signedTransaction, requestId: crypto.randomUUID() });
    expect(unknown).toMatchObject({ status: 400, body: { code: -1 } });
    const garbage = await execute(env, '/swap/v2/execute', { signedTransaction: 'AAAA', requestId });
    expect(garbage).toMatchObject({ status: 400, body: { code: -2 } });
    const wire = Buffer.from(signedTransaction, 'base64');
    wire[wire.length - 1] = wire[wire.length - 1]! ^ 1;
    const tampered = await execute(env, '/swap/v2/execute', { signedTransaction: wire.toString('base64'), requestId });
    expect(tampered).toMatchObject({ status: 400, body: { code: -3 } });
    expect(await execute(env, '/swap/v2/execute', '{not json')).toMatchObject({ status: 400, body: { code: -2 } });
    const missing = await execute(env, '/swap/v2/execute', { signedTransaction });
    expect(missing).toMatchObject({
      status: 400,
      body: { code: -1, error: expect.stringMatching(/^requestId:/) as string },
    });
    // An order v1 execute does not know swap v2 orders.
    expect(await execute(env, '/ultra/v1/execute', { signedTransaction, requestId })).toMatchObject({
      status: 400,
      body: { code: -1 },
    });
  });

  it('refuses a transaction the taker did not sign (-1003), or signed by someone else', async () => {
    const { taker, order, requestId } = await signedOrder();
    const unsigned = await execute(env, '/swap/v2/execute', { signedTransaction: order.transaction, requestId });
    expect(unsigned.body).toMatchObject({ status: 'Failed', code: -1003 });
    // A signature by another key, in the taker's slot.
    const tx = VersionedTransaction.deserialize(Buffer.from(order.transaction!, 'base64'));
    const slot = tx.message.staticAccountKeys.findIndex((k) => k.equals(taker.publicKey));
    const stranger = Keypair.generate();
    const forged = Buffer.from(order.transaction!, 'base64');
    const pkcs8 = Buffer.concat([
      Buffer.from('302e020100300506032b657004220420', 'hex'),
      stranger.secretKey.subarray(0, 32),
    ]);
    const key = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' });
    forged.set(ed25519Sign(null, tx.message.serialize(), key), 1 + 64 * slot);
    const { body } = await execute(env, '/swap/v2/execute', {
      signedTransaction: forged.toString('base64'),
      requestId,
    });
    expect(body).toMatchObject({ status: 'Failed', code: -1003 });
    // The genuine signature still executes.
    const ok = await execute(env, '/swap/v2/execute', {
      signedTransaction: signed(order.transaction!, taker),
      requestId,
    });
    expect(ok.body).toMatchObject({ status: 'Success' });
  });

  it('refuses an expired blockhash (-1004) after the ledger passes lastValidBlockHeight', async () => {
    const { order, signedTransaction, requestId } = await signedOrder();
    env.sandbox.ledger.advanceSlots(Number(order.lastValidBlockHeight) - env.sandbox.ledger.blockHeight + 1);
    const { status, body } = await execute(env, '/swap/v2/execute', { signedTransaction, requestId });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'Failed', code: -1004 });
  });

  it('refuses when the pool can no longer pay otherAmountThreshold (-1000), and executes after it recovers', async () => {
    const { order, signedTransaction, requestId } = await signedOrder({ slippageBps: 10 });
    const price = env.sandbox.engine.prices.usdNow(SOL)!;
    expect(env.sandbox.engine.setPrice(SOL, price * 1.05).ok).toBe(true);
    const refused = await execute(env, '/swap/v2/execute', { signedTransaction, requestId });
    expect(refused.body).toMatchObject({ status: 'Failed', code: -1000 });
    expect(refused.body.error).toMatch(/Slippage/);
    expect(refused.body.signature).toBeUndefined();
    env.sandbox.engine.setPrice(SOL, price);
    const done = await execute(env, '/swap/v2/execute', { signedTransaction, requestId });
    expect(done.body, JSON.stringify(done.body)).toMatchObject({ status: 'Success', code: 0 });
    expect(order.router).not.toBe('rfq_mm');
  });

  it('answers Failed with the signature when the transaction lands but fails on chain', async () => {
    const { taker, signedTransaction, requestId } = await signedOrder();
    // The taker spends its USDC elsewhere before executing.
    const usdc = balance(env, taker.publicKey.toBase58(), USDC);
    env.sandbox.fund(taker.publicKey.toBase58(), {});
    const { ledger, world } = env.sandbox;
    const ata = ataOf(taker.publicKey.toBase58(), USDC, world.byMint.get(USDC)!.tokenProgram);
    const account = ledger.getAccount(ata)!;
    ledger.setAccount(ata, { ...account, data: withAmount(account.data, 1n) });
    const { body } = await execute(env, '/swap/v2/execute', { signedTransaction, requestId });
    expect(body).toMatchObject({ status: 'Failed', code: -1000 });
    expect(body.signature).toEqual(expect.any(String));
    expect(ledger.getTransaction(body.signature as string)?.meta.err).not.toBeNull();
    expect(usdc).toBeGreaterThan(1n);
  });
});

describe('idempotent re-post', () => {
  it('returns the same result and lands once, also for concurrent re-posts', async () => {
    const { taker, signedTransaction, requestId } = await signedOrder();
    const address = taker.publicKey.toBase58();
    const before = balance(env, address, USDC);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => execute(env, '/swap/v2/execute', { signedTransaction, requestId })),
    );
    const first = answers[0]!.body;
    expect(first).toMatchObject({ status: 'Success', code: 0 });
    for (const a of answers) expect(a.body).toEqual(first);
    const again = await execute(env, '/swap/v2/execute', { signedTransaction, requestId });
    expect(again.body).toEqual(first);
    expect(before - balance(env, address, USDC)).toBe(20_000_000n);
    const landed = env.sandbox.ledger.getSignaturesForAddress(address).filter((s) => s.signature === first.signature);
    expect(landed).toHaveLength(1);
  });
});
