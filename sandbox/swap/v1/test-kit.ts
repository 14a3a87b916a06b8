import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { expect } from 'vitest';
import * as z from 'zod';
import {
  quoteSchema,
  swapV1RequestSchema,
  swapV1ResponseSchema,
  type Quote,
  type SwapV1Request,
} from '../../../src/api/swap/schemas-v1';
import { Clock } from '../../chain/clock';
import { createApiApp } from '../../http/app';
import { Sandbox } from '../../sandbox';
import type { Address } from '../../world/address';
import { associatedTokenAddress } from '../../world/fund';
import { NATIVE_MINT } from '../../world/token';
import { readTokenAccount } from '../../world/token-layout';

/** Test helpers of quote v1 and transaction submission: an in-memory sandbox behind the real HTTP app. */

export const KEY = 'swap-v1-test-key';

export function openApp(seed: string) {
  const sandbox = Sandbox.open({ seed, statePath: null, now: () => Date.UTC(2026, 10, 21, 9) });
  const app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey: KEY });
  const url = (path: string) => `http://127.0.0.1:8787${path}`;
  const get = (path: string) => app.request(url(path), { headers: { 'x-api-key': KEY } });
  const post = (path: string, body: unknown) =>
    app.request(url(path), {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { sandbox, app, get, post };
}

export type TestApp = ReturnType<typeof openApp>;

/** The query string of a quote request (`URLSearchParams` writes spaces as `+`, as the app's client does). */
export function quotePath(
  inputMint: Address,
  outputMint: Address,
  amount: bigint,
  extra: Record<string, string> = {},
  prefix = '/swap/v1',
): string {
  const query = new URLSearchParams({ inputMint, outputMint, amount: amount.toString(), ...extra });
  return `${prefix}/quote?${query.toString()}`;
}

/** A 200 quote, parsed with the app's schema, and its wire JSON (what a client passes back to `POST /swap`). */
export async function getQuote(t: TestApp, path: string): Promise<{ quote: Quote; wire: Record<string, unknown> }> {
  const res = await t.get(path);
  const wire = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(wire)).toBe(200);
  return { quote: quoteSchema.parse(wire), wire };
}

/** The `{error}` of a 400 (or another status). */
export async function errorOf(res: Response | Promise<Response>, status = 400): Promise<string> {
  const r = await res;
  const body = (await r.json()) as { error?: unknown };
  expect(r.status, JSON.stringify(body)).toBe(status);
  expect(typeof body.error).toBe('string');
  return body.error as string;
}

/** The `POST /swap` body on the wire, encoded by the app's own schema from a parsed quote (as the app sends it). */
export function swapBody(quote: Quote, userPublicKey: Address, extra: Partial<SwapV1Request> = {}) {
  return z.encode(swapV1RequestSchema, { userPublicKey, quoteResponse: quote, ...extra });
}

/** `POST /swap` → the unsigned transaction, checked with the app's response schema. */
export async function postSwap(t: TestApp, body: unknown) {
  const res = await t.post('/swap/v1/swap', body);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  const response = swapV1ResponseSchema.parse(json);
  return { response, tx: VersionedTransaction.deserialize(Buffer.from(response.swapTransaction, 'base64')) };
}

/** A funded wallet (the starter pack: 10 SOL, 1,000 USDC, JUP, BONK…). */
export function fundedWallet(t: TestApp): Keypair {
  const wallet = Keypair.generate();
  t.sandbox.welcome(wallet.publicKey.toBase58());
  return wallet;
}

/** A wallet's balance of a mint: lamports for SOL, else its associated token account's amount (0 when absent). */
export function balanceOf(t: TestApp, owner: Address, mint: Address): bigint {
  if (mint === NATIVE_MINT) return t.sandbox.ledger.getBalance(owner);
  const program = t.sandbox.world.byMint.get(mint)?.tokenProgram ?? '';
  const account = t.sandbox.ledger.getAccount(associatedTokenAddress(mint, owner, program));
  return account ? readTokenAccount(account.data).amount : 0n;
}

/** The compute-budget instructions of a message: the unit limit and the unit price. */
export function computeBudgetOf(tx: VersionedTransaction): { limit: number | null; price: bigint | null } {
  const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
  let limit: number | null = null;
  let price: bigint | null = null;
  for (const ix of tx.message.compiledInstructions) {
    if (keys[ix.programIdIndex] !== 'ComputeBudget111111111111111111111111111111') continue;
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    if (ix.data[0] === 2) limit = view.getUint32(1, true);
    if (ix.data[0] === 3) price = view.getBigUint64(1, true);
  }
  return { limit, price };
}
