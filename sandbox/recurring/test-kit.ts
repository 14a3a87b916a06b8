import type { Keypair } from '@solana/web3.js';
import { signed, type Harness, type HarnessOptions } from '../test-harness';
import { WELL_KNOWN_MINTS } from '../world/well-known';

/** Shared by the recurring route tests, on the sandbox test harness. */
export const KEY = 'recurring-test-key';
export const SOL = WELL_KNOWN_MINTS.SOL;
export const USDC = WELL_KNOWN_MINTS.USDC;
export const DAY = 86_400;

/** The harness options of the recurring tests: prices stay where the seed put them unless a test moves them. */
export const RECURRING = { paused: true, apiKey: KEY, prefix: '/recurring/v1' } satisfies Omit<HarnessOptions, 'seed'>;

export function createBody(
  user: Keypair,
  inAmount: number,
  numberOfOrders: number,
  interval = DAY,
  inputMint: string = USDC,
  outputMint: string = SOL,
) {
  return {
    user: user.publicKey.toBase58(),
    inputMint,
    outputMint,
    params: { time: { inAmount, numberOfOrders, interval, minPrice: null, maxPrice: null, startAt: null } },
  };
}

/** createOrder, sign with web3.js, execute: the order key. */
export async function openOrder(env: Harness, user: Keypair, body: object) {
  const created = await env.call('/createOrder', body);
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const { requestId, transaction } = created.body as { requestId: string; transaction: string };
  const executed = await env.call('/execute', { requestId, signedTransaction: signed(transaction, user) });
  if (executed.body.status !== 'Success') throw new Error(JSON.stringify(executed.body));
  return executed.body as { order: string; signature: string };
}
