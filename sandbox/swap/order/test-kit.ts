import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { expect } from 'vitest';
import { errorBodySchema } from '../../../src/api/common';
import { buildResponseSchema, executeResponseSchema, orderResponseSchema } from '../../../src/api/swap/schemas-v2';
import { Clock } from '../../chain/clock';
import { createApiApp } from '../../http/app';
import { Sandbox } from '../../sandbox';
import type { Address } from '../../world/address';
import { NATIVE_MINT } from '../../world/token';
import { readTokenAccount } from '../../world/token-layout';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import { ataOf } from '../../kit/tx/builder';

/** Shared by the swap v2 / order v1 route tests: an in-memory sandbox, its API app, signing and balance reads. */
export const KEY = 'swap-test-key';
export const SOL = WELL_KNOWN_MINTS.SOL;
export const USDC = WELL_KNOWN_MINTS.USDC;
export const USDT = WELL_KNOWN_MINTS.USDT;
export const JUP = WELL_KNOWN_MINTS.JUP;
export const BONK = WELL_KNOWN_MINTS.BONK;

export function openSwapSandbox(seed: string, statePath: string | null = null) {
  const clock = { ms: Date.UTC(2026, 10, 21, 9) };
  const sandbox = Sandbox.open({ seed, statePath, now: () => clock.ms });
  // The market stays still unless a test moves it: quotes and re-quotes must be reproducible.
  sandbox.engine.setPaused(true);
  const app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey: KEY });
  const request = (path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) =>
    app.request(`http://127.0.0.1:8787${path}`, { ...init, headers: { 'x-api-key': KEY, ...init.headers } });
  return { sandbox, app, clock, request };
}

export type SwapEnv = ReturnType<typeof openSwapSandbox>;

export function query(params: Record<string, string | number | bigint | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return q.toString();
}

/** GET an order; a 200 body must parse with the app's schema, any other with its error-body schema. */
export async function getOrder(
  env: SwapEnv,
  path: string,
  params: Record<string, string | number | bigint | undefined>,
) {
  const res = await env.request(`${path}?${query(params)}`);
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status === 200) orderResponseSchema.parse(body);
  else errorBodySchema.parse(body);
  return { status: res.status, body };
}

/** An order that must succeed, typed loosely for assertions. */
export async function okOrder(
  env: SwapEnv,
  path: string,
  params: Record<string, string | number | bigint | undefined>,
) {
  const { status, body } = await getOrder(env, path, params);
  expect(status, JSON.stringify(body)).toBe(200);
  return orderResponseSchema.parse(body) as ReturnType<typeof orderResponseSchema.parse> & Record<string, unknown>;
}

export async function getBuild(env: SwapEnv, params: Record<string, string | number | bigint | undefined>) {
  const res = await env.request(`/swap/v2/build?${query(params)}`);
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status === 200) buildResponseSchema.parse(body);
  else errorBodySchema.parse(body);
  return { status: res.status, body };
}

export function sign(transaction: string, signer: Keypair): string {
  const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  tx.sign([signer]);
  return Buffer.from(tx.serialize()).toString('base64');
}

export async function execute(env: SwapEnv, path: string, body: unknown) {
  const res = await env.request(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status === 200) executeResponseSchema.parse(json);
  else errorBodySchema.parse(json);
  return { status: res.status, body: json };
}

export function funded(env: SwapEnv, sol: bigint, tokens: Record<Address, bigint> = {}): Keypair {
  const keypair = Keypair.generate();
  env.sandbox.fund(keypair.publicKey.toBase58(), { sol, tokens });
  return keypair;
}

/** An owner's balance of a mint: lamports for native SOL, else its associated token account (0 when missing). */
export function balance(env: SwapEnv, owner: Address, mint: Address): bigint {
  const { ledger, world } = env.sandbox;
  if (mint === NATIVE_MINT) return ledger.getBalance(owner);
  const token = world.byMint.get(mint);
  if (!token) throw new Error(`no token ${mint}`);
  const account = ledger.getAccount(ataOf(owner, mint, token.tokenProgram));
  return account ? readTokenAccount(account.data).amount : 0n;
}

export const SOL_LAMPORTS = 1_000_000_000n;
