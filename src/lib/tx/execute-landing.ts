import { isApiError, isRetryable } from '../../api/errors';
import { explainError } from '../../api/explain-error';
import { explainExecuteCode } from '../../api/swap/execute-code';
import type { ExecuteResponse } from '../../api/swap/schemas-v2';
import { backoffMs, outcomeOfReading, readChain, type ChainConnection, type ChainTarget } from './chain-status';
import type { ExecutedAmounts, LandingOutcome } from './outcome';

/** Supplement §3: the same body may be re-posted for "about 2 minutes" without a second execution. */
export const IDEMPOTENT_WINDOW_MS = 110_000;

const EXPIRED_CODES = new Set([-1, -1004, -2003]);
/** Without a signature nothing was sent; with one it may have landed and failed: the chain decides. */
const NOT_LANDED_CODES = new Set([-1000, -2000]);

export interface ExecuteLandingDeps {
  post: (body: { signedTransaction: string; requestId: string }) => Promise<ExecuteResponse>;
  chain: ChainConnection;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

export interface ExecuteLandingInput extends ChainTarget {
  signedTransaction: string;
  requestId: string;
  firstPostAt?: number | undefined;
  /** The first answer was not final, or a signature became known: the caller shows "confirming". */
  onProgress?: (signature: string | null) => void;
}

type PostAnswer =
  | { final: LandingOutcome }
  | {
      final?: undefined;
      signature: string | null | undefined;
      stopPosting?: boolean;
      /** "Failed to land": what to say if the chain confirms it never landed. */
      ifNotLanded?: LandingOutcome;
    };

function amounts(r: ExecuteResponse): ExecutedAmounts {
  const result: ExecutedAmounts = {};
  if (r.totalInputAmount !== undefined) result.totalInputAmount = r.totalInputAmount;
  if (r.totalOutputAmount !== undefined) result.totalOutputAmount = r.totalOutputAmount;
  if (r.inputAmountResult !== undefined) result.inputAmountResult = r.inputAmountResult;
  if (r.outputAmountResult !== undefined) result.outputAmountResult = r.outputAmountResult;
  if (r.slot) result.slot = r.slot;
  return result;
}

/** A final execute code → outcome, or null when it is not final. */
function fromCode(code: number, detail: string | null | undefined, answered: string | null | undefined) {
  const explained = explainExecuteCode(code);
  if (!explained.final) return null;
  const signature = answered ?? null;
  const message = `${explained.what}${detail ? ` The service said: ${detail}.` : ''} Nothing was spent.`;
  const outcome: LandingOutcome = EXPIRED_CODES.has(code)
    ? { status: 'expired', signature, error: { kind: 'expired', message, signature, code } }
    : { status: 'failed', signature, error: { kind: 'failed', message, signature, logs: [], code } };
  return outcome;
}

async function postOnce(
  deps: ExecuteLandingDeps,
  input: ExecuteLandingInput,
  signature: string | null,
  firstEver: boolean,
): Promise<PostAnswer> {
  try {
    const r = await deps.post({ signedTransaction: input.signedTransaction, requestId: input.requestId });
    const sig = r.signature ?? signature;
    if (r.status === 'Success') return { final: { status: 'confirmed', signature: sig, result: amounts(r) } };
    // The app knows its own signature and the blockhash may still be valid: the chain decides (issue 11 §3.3).
    if (r.status === 'Failed' && NOT_LANDED_CODES.has(r.code)) {
      return { signature: r.signature, stopPosting: true, ifNotLanded: fromCode(r.code, r.error, null) ?? undefined };
    }
    const final = r.status === 'Failed' ? fromCode(r.code, r.error, r.signature) : null;
    return final ? { final } : { signature: r.signature };
  } catch (e) {
    if (!isApiError(e) || isRetryable(e) || e.kind === 'invalid-response' || e.kind === 'bad-response') {
      return { signature: isApiError(e) ? e.signature : null };
    }
    // A refusal of a re-post (its order may have left the cache) says nothing about the first post: ask the chain.
    if (!firstEver) return { signature: e.signature, stopPosting: true };
    const byCode = typeof e.code === 'number' ? fromCode(e.code, e.message, e.signature) : null;
    if (byCode) return { final: byCode };
    const { title, fix } = explainError(e);
    return { final: { status: 'failed', signature: null, error: { kind: 'api', message: title, fix } } };
  }
}

/** Re-posts the same body with backoff while not final; after the idempotency window the chain decides. */
/** Post, re-post the same body while the answer is not final, then only the chain: ends final or expired. */
export async function landViaExecute(deps: ExecuteLandingDeps, input: ExecuteLandingInput): Promise<LandingOutcome> {
  const firstPostAt = input.firstPostAt ?? deps.now();
  let signature = input.signature;
  let posting = true;
  let posts = 0;
  let seenOnChain = false;
  let ifNotLanded: LandingOutcome | undefined;
  for (let round = 0; ; round++) {
    if (deps.now() - firstPostAt > IDEMPOTENT_WINDOW_MS) posting = false;
    if (posting) {
      posts += 1;
      const answer = await postOnce(deps, input, signature, posts === 1 && input.firstPostAt === undefined);
      if (answer.final) return answer.final;
      const learned = !!answer.signature && answer.signature !== signature;
      if (learned) signature = answer.signature ?? null;
      if (answer.stopPosting) posting = false;
      ifNotLanded = answer.ifNotLanded ?? ifNotLanded;
      if (round === 0 || learned) input.onProgress?.(signature);
    }
    try {
      const reading = await readChain(deps.chain, { ...input, signature });
      if (reading.landed && posting && !seenOnChain) {
        seenOnChain = true;
        continue;
      }
      const outcome = outcomeOfReading(reading, signature);
      if (outcome?.status === 'expired' && ifNotLanded) return ifNotLanded;
      if (outcome) return outcome;
    } catch {
      // the RPC cannot be read now; the next round asks again
    }
    await deps.sleep(backoffMs(round));
  }
}
