import { VersionedTransaction } from '@solana/web3.js';
import { expect } from 'vitest';
import * as z from 'zod';
import {
  quoteSchema,
  swapV1RequestSchema,
  swapV1ResponseSchema,
  type Quote,
  type SwapV1Request,
} from '../../../src/api/swap/schemas-v1';
import { TEST_NOW, type Harness, type HarnessOptions } from '../../test-harness';
import type { Address } from '../../world/address';

/** Test helpers of quote v1 and transaction submission, on the sandbox test harness. */

export const KEY = 'swap-v1-test-key';

export const V1 = { now: TEST_NOW, apiKey: KEY } satisfies Omit<HarnessOptions, 'seed'>;
export type TestApp = Harness;

/** A JSON POST with the key, the raw response back. */
export function post(t: TestApp, path: string, body: unknown) {
  return t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

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
  const res = await t.request(path);
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
  const { status, body: json } = await t.json('/swap/v1/swap', body);
  expect(status, JSON.stringify(json)).toBe(200);
  const response = swapV1ResponseSchema.parse(json);
  return { response, tx: VersionedTransaction.deserialize(Buffer.from(response.swapTransaction, 'base64')) };
}

/** A wallet's balance of a mint: lamports for SOL, else its associated token account's amount (0 when absent). */
export function balanceOf(t: TestApp, owner: Address, mint: Address): bigint {
  return t.balance(owner, mint);
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
