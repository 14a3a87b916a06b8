import { expect } from 'vitest';
import { quoteSchema, type Quote } from '../../../src/api/swap/schemas-v1';
import { Clock } from '../../chain/clock';
import { createApiApp } from '../../http/app';
import { Sandbox } from '../../sandbox';
import type { Address } from '../../world/address';

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
