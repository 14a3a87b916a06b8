import { ed25519 } from '@noble/curves/ed25519';
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { expect } from 'vitest';
import {
  challengeResponseSchema,
  craftDepositResponseSchema,
  createPriceOrderResponseSchema,
  initiateCancelResponseSchema,
  orderHistoryItemSchema,
  verifyResponseSchema,
} from '../../src/api/trigger/schemas';
import { signed, TEST_NOW, type Harness, type HarnessOptions } from '../test-harness';
import type { Address } from '../world/address';
import { WELL_KNOWN_MINTS } from '../world/well-known';

/** Trigger route tests, on the sandbox test harness: Trigger's calls, a signed-in user, orders. */
export const KEY = 'trigger-test-key';
export const SOL = WELL_KNOWN_MINTS.SOL;
export const USDC = WELL_KNOWN_MINTS.USDC;
export const JUP = WELL_KNOWN_MINTS.JUP;
export const HOUR = 3_600_000;

export const TRIGGER = { now: TEST_NOW, paused: true, apiKey: KEY } satisfies Omit<HarnessOptions, 'seed'>;

/** The harness with Trigger's call: a method, a path under /trigger/v2, a body and the session's bearer token. */
export function triggerEnv(h: Harness) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await h.request(`/trigger/v2${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } };
  };
  return { ...h, call };
}
export type TriggerEnv = ReturnType<typeof triggerEnv>;

export function signMessage(wallet: Keypair, text: string): string {
  return bs58.encode(ed25519.sign(Buffer.from(text, 'utf8'), wallet.secretKey.slice(0, 32)));
}

/** A funded wallet (10 SOL, 1,000 USDC, 2,000 JUP) signed in with a message challenge, its vault registered. */
export async function user(env: TriggerEnv) {
  const wallet = Keypair.generate();
  const address = wallet.publicKey.toBase58();
  env.sandbox.fund(address, { sol: 10_000_000_000n, tokens: { [USDC]: 1_000_000_000n, [JUP]: 2_000_000_000n } });
  const token = await signIn(env, wallet);
  const reg = await env.call('GET', '/vault/register', undefined, token);
  expect(reg.status).toBe(201);
  return { wallet, address, token, vault: String(reg.body.vaultPubkey) };
}
export type User = Awaited<ReturnType<typeof user>>;

export async function signIn(env: TriggerEnv, wallet: Keypair): Promise<string> {
  const walletPubkey = wallet.publicKey.toBase58();
  const ch = challengeResponseSchema.parse(
    (await env.call('POST', '/auth/challenge', { walletPubkey, type: 'message' })).body,
  );
  if (ch.type !== 'message') throw new Error('expected a message challenge');
  const res = await env.call('POST', '/auth/verify', {
    type: 'message',
    walletPubkey,
    signature: signMessage(wallet, ch.challenge),
  });
  expect(res.status).toBe(200);
  return verifyResponseSchema.parse(res.body).token;
}

export interface OrderInput {
  inputMint?: Address;
  outputMint?: Address;
  amount?: bigint;
  orderType?: 'single' | 'oco' | 'otoco';
  [field: string]: unknown;
}

/** Craft, sign and create an order; returns the created id and the crafted deposit. */
export async function placeOrder(env: TriggerEnv, u: User, input: OrderInput) {
  const { inputMint = SOL, outputMint = USDC, amount = 1_000_000_000n, orderType = 'single', ...fields } = input;
  const craft = await env.call(
    'POST',
    '/deposit/craft',
    {
      inputMint,
      outputMint,
      userAddress: u.address,
      amount: amount.toString(),
      orderType: 'price',
      orderSubType: orderType,
    },
    u.token,
  );
  expect(craft.status, JSON.stringify(craft.body)).toBe(200);
  const deposit = craftDepositResponseSchema.parse(craft.body);
  const body = {
    orderType,
    depositRequestId: deposit.requestId,
    depositSignedTx: signed(deposit.transaction, u.wallet),
    userPubkey: u.address,
    inputMint,
    inputAmount: amount.toString(),
    outputMint,
    triggerMint: inputMint === USDC ? outputMint : inputMint,
    expiresAt: env.sandbox.time.now() + 24 * HOUR,
    ...fields,
  };
  const res = await env.call('POST', '/orders/price', body, u.token);
  return { res, body, deposit, id: res.status === 200 ? createPriceOrderResponseSchema.parse(res.body).id : '' };
}

export async function getOrder(env: TriggerEnv, u: User, id: string) {
  const res = await env.call('GET', `/orders/history/${id}`, undefined, u.token);
  expect(res.status).toBe(200);
  return orderHistoryItemSchema.parse(res.body);
}

export async function cancelOrder(env: TriggerEnv, u: User, id: string) {
  const res = await env.call('POST', `/orders/price/cancel/${id}`, undefined, u.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const init = initiateCancelResponseSchema.parse(res.body);
  return env.call(
    'POST',
    `/orders/price/confirm-cancel/${id}`,
    { signedTransaction: signed(init.transaction, u.wallet), cancelRequestId: init.requestId },
    u.token,
  );
}

export function setPrice(env: TriggerEnv, mint: Address, usd: number) {
  const r = env.sandbox.engine.setPrice(mint, usd);
  if (!r.ok) throw new Error(r.error);
}

export function priceOf(env: TriggerEnv, mint: Address): number {
  return env.sandbox.engine.prices.usdNow(mint) ?? 0;
}
