import * as z from 'zod/mini';
import { inTurns } from '../../../utils/in-turn';
import type { ChainLaunch } from './launches-from-chain';

/**
 * Studio's per-launch reads (pools, fees) take at most four connections: fifty launches polled at once held every
 * connection the browser opens to the service, and the page's own reads waited seconds behind them (issue 30).
 */
export const studioTurn = inTurns(4);

const PAGE = 1000;
/** Older pages read per scan: the first one shows the newest launches at once, the next reads go further back. */
const OLDER_PAGES_PER_SCAN = 1;
/** Where the walk stops on a wallet with a very long history (20,000 transactions). */
const MAX_SIGNATURES = 20 * PAGE;
const BATCH = 50;
/** Decoding yields after this long: a batch of a big wallet's history at once was a long task (issue 30). */
const TASK_MS = 8;
const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
const pause = () => (scheduler?.yield ? scheduler.yield() : new Promise<void>((done) => setTimeout(done, 0)));

const signatureSchema = z.object({
  signature: z.string(),
  err: z.unknown(),
  blockTime: z.optional(z.nullable(z.number())),
});
type Signature = z.output<typeof signatureSchema>;

const signaturesSchema = z.object({
  result: z.optional(z.array(signatureSchema)),
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

async function signaturesPage(
  endpoint: string,
  wallet: string,
  bounds: { before?: string; until?: string },
  signal?: AbortSignal,
): Promise<Signature[]> {
  const params = [wallet, { limit: PAGE, commitment: 'confirmed', ...bounds }];
  const answer = signaturesSchema.parse(
    await rpc(endpoint, { jsonrpc: '2.0', id: 0, method: 'getSignaturesForAddress', params }, signal),
  );
  if (!answer.result) throw new Error(`The RPC could not list the wallet's history: ${answer.error?.message ?? ''}`);
  return answer.result;
}

/** How far back a wallet's history has been read: newest first, kept across scans so each poll reads only what is new. */
interface Walk {
  signatures: Signature[];
  ended: boolean;
}

const walks = new Map<string, Walk>();
// A landed transaction never changes: each signature is read once per page load (null: not a launch).
const seen = new Map<string, ChainLaunch | null>();

/** Whether the wallet's whole history (or the first MAX_SIGNATURES of it) has been scanned. */
export const scanComplete = (endpoint: string, wallet: string): boolean =>
  walks.get(`${endpoint} ${wallet}`)?.ended ?? false;

/** Newer signatures than the walk knows (page by page until it meets them), then up to `olderPages` older pages. */
async function extendWalk(endpoint: string, wallet: string, olderPages: number, signal?: AbortSignal): Promise<Walk> {
  const key = `${endpoint} ${wallet}`;
  const walk = walks.get(key);
  const until = walk?.signatures[0]?.signature;
  const fresh: Signature[] = [];
  for (let before: string | undefined; fresh.length < MAX_SIGNATURES;) {
    const page = await signaturesPage(
      endpoint,
      wallet,
      { ...(before ? { before } : {}), ...(until ? { until } : {}) },
      signal,
    );
    fresh.push(...page);
    before = page.at(-1)?.signature;
    if (page.length < PAGE || !walk) break;
  }
  const known = new Set(fresh.map((s) => s.signature));
  const signatures = [...fresh, ...(walk?.signatures ?? []).filter((s) => !known.has(s.signature))];
  let ended = walk ? walk.ended : fresh.length < PAGE;
  for (let i = walk ? 0 : 1; i < olderPages && !ended && signatures.length < MAX_SIGNATURES; i += 1) {
    const page = await signaturesPage(endpoint, wallet, { before: signatures.at(-1)?.signature ?? '' }, signal);
    signatures.push(...page);
    ended = page.length < PAGE;
  }
  const next = { signatures, ended: ended || signatures.length >= MAX_SIGNATURES };
  walks.set(key, next);
  return next;
}

/**
 * The wallet's launches on chain, newest first: what any of its browsers finds. Each scan reads what is new and one
 * more page of older history, until the history ends; `scanComplete` says when it has.
 */
export async function scanLaunches(endpoint: string, wallet: string, signal?: AbortSignal): Promise<ChainLaunch[]> {
  const walk = await extendWalk(endpoint, wallet, OLDER_PAGES_PER_SCAN, signal);
  const landed = walk.signatures.filter((s) => s.err === null || s.err === undefined);
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
    let taskStart = performance.now();
    for (const raw of answers) {
      if (performance.now() - taskStart > TASK_MS) {
        await pause();
        taskStart = performance.now();
      }
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
