import { expect } from 'vitest';
import { errorBodySchema } from '../../../src/api/common';
import { buildResponseSchema, executeResponseSchema, orderResponseSchema } from '../../../src/api/swap/schemas-v2';
import { balanceOf, TEST_NOW, type Harness, type HarnessOptions } from '../../test-harness';
import type { Address } from '../../world/address';
import { WELL_KNOWN_MINTS } from '../../world/well-known';

/** Shared by the swap v2 / order v1 route tests, on the sandbox test harness. */
export const KEY = 'swap-test-key';
export const SOL = WELL_KNOWN_MINTS.SOL;
export const USDC = WELL_KNOWN_MINTS.USDC;
export const USDT = WELL_KNOWN_MINTS.USDT;
export const JUP = WELL_KNOWN_MINTS.JUP;
export const BONK = WELL_KNOWN_MINTS.BONK;

/** The harness options of the swap tests: the market stays still unless a test moves it (reproducible quotes). */
export const SWAP = { now: TEST_NOW, paused: true, apiKey: KEY } satisfies Omit<HarnessOptions, 'seed'>;
export type SwapEnv = Harness;

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

/** An owner's balance of a mint: lamports for native SOL, else its associated token account (0 when missing). */
export function balance(env: SwapEnv, owner: Address, mint: Address): bigint {
  return balanceOf(env.sandbox, owner, mint);
}

export const SOL_LAMPORTS = 1_000_000_000n;
