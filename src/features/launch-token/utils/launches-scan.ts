import * as z from 'zod/mini';
import type { ChainLaunch } from './launches-from-chain';

const SIGNATURES_LIMIT = 1000;
const BATCH = 50;

const signaturesSchema = z.object({
  result: z.optional(
    z.array(z.object({ signature: z.string(), err: z.unknown(), blockTime: z.optional(z.nullable(z.number())) })),
  ),
  error: z.optional(z.object({ message: z.string() })),
});

const transactionSchema = z.object({
  id: z.number(),
  result: z.optional(
    z.nullable(
      z.object({
        blockTime: z.optional(z.nullable(z.number())),
        transaction: z.tuple([z.string(), z.literal('base64')]),
      }),
    ),
  ),
});

async function rpc(endpoint: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new Error(`The RPC answered ${String(res.status)} for the wallet's history.`);
  return res.json();
}

// A landed transaction never changes: each signature is read once per page load (null: not a launch).
const seen = new Map<string, ChainLaunch | null>();

/** The wallet's launches from its last 1,000 transactions on chain, newest first: what any of its browsers finds. */
export async function scanLaunches(endpoint: string, wallet: string, signal?: AbortSignal): Promise<ChainLaunch[]> {
  const answer = signaturesSchema.parse(
    await rpc(
      endpoint,
      {
        jsonrpc: '2.0',
        id: 0,
        method: 'getSignaturesForAddress',
        params: [wallet, { limit: SIGNATURES_LIMIT, commitment: 'confirmed' }],
      },
      signal,
    ),
  );
  if (!answer.result) throw new Error(`The RPC could not list the wallet's history: ${answer.error?.message ?? ''}`);
  const landed = answer.result.filter((s) => s.err === null || s.err === undefined);
  const key = (signature: string) => `${endpoint} ${wallet} ${signature}`;
  const unread = landed.filter((s) => !seen.has(key(s.signature)));
  // web3.js and the create reader come with the first transaction to read, not with the page.
  const { launchOfTx } = unread.length > 0 ? await import('./launches-from-chain') : { launchOfTx: null };
  for (let i = 0; i < unread.length; i += BATCH) {
    const chunk = unread.slice(i, i + BATCH);
    const requests = chunk.map((s, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'getTransaction',
      params: [s.signature, { encoding: 'base64', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }],
    }));
    const answers = z.array(z.unknown()).parse(await rpc(endpoint, requests, signal));
    for (const raw of answers) {
      const parsed = transactionSchema.safeParse(raw);
      const entry = parsed.success ? chunk[parsed.data.id] : undefined;
      const tx = parsed.data?.result;
      if (!entry || !tx || !launchOfTx) continue;
      seen.set(key(entry.signature), launchOfTx(tx.transaction[0], wallet, entry.signature, tx.blockTime ?? null));
    }
  }
  return landed.flatMap((s) => {
    const launch = seen.get(key(s.signature));
    return launch ? [launch] : [];
  });
}
