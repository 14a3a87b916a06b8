import { VersionedTransaction, type Keypair } from '@solana/web3.js';
import { expect } from 'vitest';
import { createPoolTxResponseSchema } from '../../src/api/studio/schemas';
import { executeResponseSchema, orderResponseSchema } from '../../src/api/swap/schemas-v2';
import { signed, type Harness, type HarnessOptions } from '../test-harness';
import { query, USDC } from '../swap/order/test-kit';

const KEY = 'studio-test-key';

/** A Meme-preset body (supplement §8) for `creator`. */
export function memeBody(creator: string, overrides: Record<string, unknown> = {}) {
  return {
    buildCurveByMarketCapParam: {
      quoteMint: USDC as string,
      initialMarketCap: 16000,
      migrationMarketCap: 69000,
      tokenQuoteDecimal: 6,
      lockedVestingParam: {
        totalLockedVestingAmount: 0,
        cliffUnlockAmount: 0,
        numberOfVestingPeriod: 0,
        totalVestingDuration: 0,
        cliffDurationFromMigrationTime: 0,
      },
    },
    antiSniping: false,
    fee: { feeBps: 100 },
    isLpLocked: true,
    tokenName: 'Sandbox Cat',
    tokenSymbol: 'SCAT',
    tokenImageContentType: 'image/png',
    creator,
    ...overrides,
  };
}

/** The harness options of the Studio tests: the market paused so quotes are reproducible. */
export const STUDIO = { paused: true, apiKey: KEY } satisfies Omit<HarnessOptions, 'seed'>;
export type StudioEnv = Harness;

export async function postJson(env: StudioEnv, path: string, body: unknown) {
  return env.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** An Ultra order for `taker` signed and executed; fails the test unless it lands. */
export async function swapThrough(
  env: StudioEnv,
  taker: Keypair,
  inputMint: string,
  outputMint: string,
  amount: bigint,
) {
  const res = await env.request(
    `/swap/v2/order?${query({ inputMint, outputMint, amount, taker: taker.publicKey.toBase58() })}`,
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const order = orderResponseSchema.parse(await res.json());
  const executed = await postJson(env, '/swap/v2/execute', {
    signedTransaction: signed(order.transaction ?? '', taker),
    requestId: order.requestId,
  });
  const result = executeResponseSchema.parse(await executed.json());
  expect(result.status, result.error ?? '').toBe('Success');
  return { order, result };
}

/** create-tx, sign as the creator, submit: the launched mint. */
export async function launch(env: StudioEnv, creator: Keypair, body = memeBody(creator.publicKey.toBase58())) {
  const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  const created = createPoolTxResponseSchema.parse(await res.json());
  const tx = VersionedTransaction.deserialize(Buffer.from(created.transaction, 'base64'));
  tx.sign([creator]);
  const form = new FormData();
  form.append('transaction', Buffer.from(tx.serialize()).toString('base64'));
  form.append('owner', creator.publicKey.toBase58());
  const submitted = await env.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: form });
  return { created, submitted, tx };
}
