import { Keypair, PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { initiateCancelResponseSchema, orderHistoryResponseSchema } from '../../src/api/trigger/schemas';
import { openHarness, signed } from '../test-harness';
import {
  cancelOrder,
  getOrder,
  HOUR,
  JUP,
  placeOrder,
  priceOf,
  setPrice,
  SOL,
  user,
  type User,
  TRIGGER,
  triggerEnv,
} from './test-kit';

const env = triggerEnv(openHarness({ ...TRIGGER, seed: 'trigger-cancel' }));
let u: User;
const keeper = () => env.sandbox.trigger.keeper.run();

beforeAll(async () => {
  u = await user(env);
});

describe('cancel in two steps (supplement §6)', { timeout: 60_000 }, () => {
  it('returns the funds on chain, never fills after step 1, and retries safely', async () => {
    const sol = priceOf(env, SOL);
    const before = env.balance(u.address, JUP);
    const placed = await placeOrder(env, u, {
      inputMint: JUP,
      amount: 50_000_000n,
      triggerCondition: 'above',
      triggerPriceUsd: priceOf(env, JUP) * 1.1,
    });
    expect(placed.res.status).toBe(200);
    const init = await env.call('POST', `/orders/price/cancel/${placed.id}`, undefined, u.token);
    expect(init.status).toBe(200);
    const step1 = initiateCancelResponseSchema.parse(init.body);
    expect(step1.id).toBe(placed.id);
    expect(await getOrder(env, u, placed.id)).toMatchObject({
      rawState: 'ready_to_cancel',
      orderState: 'pending_withdraw',
    });
    // The price crosses: nothing fills.
    setPrice(env, JUP, priceOf(env, JUP) * 1.2);
    keeper();
    expect((await getOrder(env, u, placed.id)).rawState).toBe('ready_to_cancel');
    const body = { signedTransaction: signed(step1.transaction, u.wallet), cancelRequestId: step1.requestId };
    const done = await env.call('POST', `/orders/price/confirm-cancel/${placed.id}`, body, u.token);
    expect(done.status).toBe(200);
    const txSignature = String(done.body.txSignature);
    expect(env.sandbox.ledger.getTransaction(txSignature)?.meta.err).toBeNull();
    expect(env.balance(u.address, JUP)).toBe(before);
    expect(env.sandbox.ledger.getAccount(placed.deposit.inputTokenAccount ?? '')).toBeNull();
    const again = await env.call('POST', `/orders/price/confirm-cancel/${placed.id}`, body, u.token);
    expect(again).toEqual({ status: 200, body: { id: placed.id, txSignature } });
    const order = await getOrder(env, u, placed.id);
    expect(order).toMatchObject({ rawState: 'cancelled', orderState: 'cancelled' });
    expect(order.events?.find((e) => e.type === 'withdrawal')).toMatchObject({
      txSignature,
      amount: 50_000_000n,
      mint: JUP,
    });
    setPrice(env, SOL, sol);
  });

  it('refuses changed signers, other transactions, unknown requests and other wallets', async () => {
    const placed = await placeOrder(env, u, { amount: 100_000_000n, triggerCondition: 'above', triggerPriceUsd: 1e6 });
    const other = await user(env);
    expect((await env.call('POST', `/orders/price/cancel/${placed.id}`, undefined, other.token)).status).toBe(403);
    expect((await env.call('POST', '/orders/price/cancel/nope', undefined, u.token)).status).toBe(404);
    const step1 = initiateCancelResponseSchema.parse(
      (await env.call('POST', `/orders/price/cancel/${placed.id}`, undefined, u.token)).body,
    );
    const confirm = (signedTransaction: string, cancelRequestId = step1.requestId) =>
      env.call('POST', `/orders/price/confirm-cancel/${placed.id}`, { signedTransaction, cancelRequestId }, u.token);
    // Same instructions, another fee payer: the signers changed.
    const tx = VersionedTransaction.deserialize(Buffer.from(step1.transaction, 'base64'));
    const intruder = Keypair.generate();
    const message = TransactionMessage.decompile(tx.message);
    message.payerKey = intruder.publicKey;
    const forged = new VersionedTransaction(message.compileToV0Message());
    forged.sign([intruder]);
    const changed = await confirm(Buffer.from(forged.serialize()).toString('base64'));
    expect(changed).toEqual({
      status: 400,
      body: { error: 'Invalid withdrawal transaction: Transaction signers modified' },
    });
    expect(await confirm('bm90IGEgdHg=')).toEqual({ status: 400, body: { error: 'Invalid transaction format' } });
    expect(await confirm(signed(step1.transaction, u.wallet), 'unknown')).toEqual({
      status: 400,
      body: { error: 'Withdrawal transaction not found in cache' },
    });
    expect((await confirm(step1.transaction)).body.error).toMatch(/not signed/);
    // A new blockhash, same signers: modified.
    message.payerKey = new PublicKey(u.address);
    message.recentBlockhash = env.sandbox.ledger.latestBlockhash().blockhash;
    env.sandbox.ledger.advanceSlots(1);
    message.recentBlockhash = env.sandbox.ledger.latestBlockhash().blockhash;
    const modified = new VersionedTransaction(message.compileToV0Message());
    modified.sign([u.wallet]);
    expect((await confirm(Buffer.from(modified.serialize()).toString('base64'))).body.error).toBe(
      'Invalid withdrawal transaction: Transaction modified',
    );
    expect((await confirm(signed(step1.transaction, u.wallet))).status).toBe(200);
    // Cancelled: a new cancel is refused.
    expect((await env.call('POST', `/orders/price/cancel/${placed.id}`, undefined, u.token)).body.error).toMatch(
      /cannot be cancelled/,
    );
  });

  it('withdraws an expired order the same way; it stays expired', async () => {
    const before = env.balance(u.address, JUP);
    const placed = await placeOrder(env, u, {
      inputMint: JUP,
      amount: 40_000_000n,
      triggerCondition: 'above',
      triggerPriceUsd: 1e6,
      expiresAt: env.sandbox.time.now() + HOUR,
    });
    env.sandbox.time.advance(HOUR + 1);
    keeper();
    expect((await getOrder(env, u, placed.id)).rawState).toBe('expired');
    expect(env.balance(u.address, JUP)).toBe(before - 40_000_000n);
    const res = await cancelOrder(env, u, placed.id);
    expect(res.status).toBe(200);
    expect(env.balance(u.address, JUP)).toBe(before);
    const order = await getOrder(env, u, placed.id);
    expect(order.rawState).toBe('expired');
    expect(order.events?.some((e) => e.type === 'withdrawal' && e.txSignature === res.body.txSignature)).toBe(true);
  });

  it('cancels both legs of an OCO with one withdrawal', async () => {
    const sol = priceOf(env, SOL);
    const lamports = env.balance(u.address, SOL);
    const placed = await placeOrder(env, u, {
      orderType: 'oco',
      amount: 200_000_000n,
      tpPriceUsd: sol * 2,
      slPriceUsd: sol / 2,
    });
    const res = await cancelOrder(env, u, placed.id);
    expect(res.status).toBe(200);
    const all = orderHistoryResponseSchema.parse(
      (await env.call('GET', '/orders/history?limit=100', undefined, u.token)).body,
    );
    const legs = all.orders.filter((o) => (o as { ocoGroupId?: string }).ocoGroupId === placed.id);
    expect(legs.map((o) => o.rawState)).toEqual(['cancelled', 'cancelled']);
    // Everything but the fees of the two transactions came back.
    expect(lamports - env.balance(u.address, SOL)).toBeLessThanOrEqual(20_000n);
  });
});
