import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { expect } from 'vitest';
import { eventListSchema, executeOrderResponseSchema } from '../../src/api/prediction/schemas';
import { Clock } from '../chain/clock';
import { createApiApp } from '../http/app';
import { Sandbox } from '../sandbox';
import { readTokenAmount } from '../world/token-layout';
import { WELL_KNOWN_MINTS } from '../world/well-known';

/** Shared by the prediction route tests: an in-memory sandbox, its app, a funded wallet that signs with web3.js. */
export const KEY = 'prediction-test-key';
export const USDC = WELL_KNOWN_MINTS.USDC;

export function openPredictionSandbox(seed = 'prediction-test') {
  const sandbox = Sandbox.open({ seed, statePath: null });
  sandbox.engine.setPaused(true);
  const app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey: KEY });
  const request = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    app.request(`http://127.0.0.1:8787${path}`, {
      method: init.method ?? 'GET',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const json = async (path: string, init: Parameters<typeof request>[1] = {}) => {
    const res = await request(path, init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data?: unknown } };
  };
  const wallet = () => {
    const keypair = Keypair.generate();
    sandbox.fund(keypair.publicKey.toBase58(), { sol: 2_000_000_000n, tokens: { [USDC]: 1_000_000_000n } });
    return keypair;
  };
  const control = async (path: string, body: unknown) => {
    const res = await app.request(`http://127.0.0.1:8787/__sandbox${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const balance = (account: string) => readTokenAmount(sandbox.ledger.getAccount(account)?.data);
  return { sandbox, app, request, json, wallet, control, balance };
}

export type PredictionEnv = ReturnType<typeof openPredictionSandbox>;

/** Sign a base64 transaction with web3.js, as a wallet would. */
export function signBase64(base64: string, signer: Keypair): string {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  tx.sign([signer]);
  return Buffer.from(tx.serialize()).toString('base64');
}

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
    body: { signedTransaction: signBase64(tx, signer), ...(requestId ? { requestId } : {}) },
  });
  expect(status).toBe(200);
  return executeOrderResponseSchema.parse(body);
}
