import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import { Clock } from '../chain/clock';
import { createApiApp } from '../http/app';
import { Sandbox, type SandboxOptions } from '../sandbox';
import { WELL_KNOWN_MINTS } from '../world/well-known';

/** Shared by the recurring route tests: an in-memory (or file-backed) sandbox, its API, a funded web3.js wallet. */
export const KEY = 'recurring-test-key';
export const SOL = WELL_KNOWN_MINTS.SOL;
export const USDC = WELL_KNOWN_MINTS.USDC;
export const DAY = 86_400;

export function openRecurring(seed: string, statePath: string | null = null, extra: Partial<SandboxOptions> = {}) {
  const sandbox = Sandbox.open({ seed, statePath, ...extra });
  // Prices stay where the seed put them unless a test moves them.
  sandbox.engine.setPaused(true);
  const app = createApiApp({ sandbox, clock: new Clock(sandbox.ledger, 0), apiKey: KEY });
  const call = async (path: string, body?: unknown) => {
    const res = await app.request(`http://127.0.0.1:8787/recurring/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } };
  };
  return { sandbox, app, call };
}
export type RecurringEnv = ReturnType<typeof openRecurring>;

export function fundedUser(env: RecurringEnv, usdc = 1_000_000_000n): Keypair {
  const user = Keypair.generate();
  env.sandbox.fund(user.publicKey.toBase58(), { sol: 5n * BigInt(LAMPORTS_PER_SOL), tokens: { [USDC]: usdc } });
  return user;
}

export function signed(transaction: string, signer: Keypair): string {
  const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  tx.sign([signer]);
  return Buffer.from(tx.serialize()).toString('base64');
}

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
export async function openOrder(env: RecurringEnv, user: Keypair, body: object) {
  const created = await env.call('/createOrder', body);
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const { requestId, transaction } = created.body as { requestId: string; transaction: string };
  const executed = await env.call('/execute', { requestId, signedTransaction: signed(transaction, user) });
  if (executed.body.status !== 'Success') throw new Error(JSON.stringify(executed.body));
  return executed.body as { order: string; signature: string };
}
