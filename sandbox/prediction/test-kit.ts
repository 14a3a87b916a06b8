import type { Keypair } from '@solana/web3.js';
import { expect } from 'vitest';
import { eventListSchema, executeOrderResponseSchema } from '../../src/api/prediction/schemas';
import { signed, tokenAmount, type Funding, type Harness, type HarnessOptions } from '../test-harness';
import { WELL_KNOWN_MINTS } from '../world/well-known';

/** Shared by the prediction route tests, on the sandbox test harness. */
export const KEY = 'prediction-test-key';
export const USDC = WELL_KNOWN_MINTS.USDC;

export const PREDICTION = { paused: true, apiKey: KEY } satisfies Omit<HarnessOptions, 'seed'>;
/** A bettor's wallet: 2 SOL and 1,000 USDC. */
export const BETTOR: Funding = { sol: 2_000_000_000n, tokens: { [USDC]: 1_000_000_000n } };

/** The harness with the family's `json`: a method, a JSON body and extra headers in one init. */
export function predictionEnv(h: Harness) {
  const json = async (
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const res = await h.request(path, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data?: unknown } };
  };
  /** A token account's amount (the family reads deposit accounts, not owners). */
  const balance = (account: string) => tokenAmount(h.sandbox, account);
  return { ...h, json, balance };
}
export type PredictionEnv = ReturnType<typeof predictionEnv>;

/** The family's error envelope (supplement §11). */
export function expectEnvelope(body: Record<string, unknown>, type: string, message?: string | RegExp) {
  expect(body.type).toBe(type);
  expect(String(body.request_id)).toMatch(/^req_/);
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'param', 'request_id', 'type']);
  if (message !== undefined) expect(body.message).toMatch(message);
}

/** Markets open for trading and closing in more than 2 h, from the first `end` events. */
export async function tradableMarkets(env: PredictionEnv, end = 80) {
  const list = eventListSchema.parse(
    (await env.json(`/prediction/v1/events?includeMarkets=true&end=${String(end)}`)).body,
  );
  return list.data.flatMap((e) =>
    (e.markets ?? []).filter((m) => m.tradable && m.closeTime > Date.now() / 1000 + 7200),
  );
}

/** `POST /execute` with the transaction signed by `signer`; the answer must be a 200. */
export async function executeSigned(env: PredictionEnv, tx: string, signer: Keypair, requestId?: string) {
  const { status, body } = await env.json('/prediction/v1/execute', {
    method: 'POST',
    body: { signedTransaction: signed(tx, signer), ...(requestId ? { requestId } : {}) },
  });
  expect(status).toBe(200);
  return executeOrderResponseSchema.parse(body);
}
