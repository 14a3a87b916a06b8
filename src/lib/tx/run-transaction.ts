import { encodeTransaction, type AnyTransaction } from '../transaction-codec';
import type { ExecutedAmounts } from './outcome';
import { checkAndSign, type SignRequest, type TxSigner } from './sign';
import { recentBlockhashOf, transactionSignature } from './signatures';
import type { TxError } from './tx-error';
import type { TxKind, TxLand, TxRecord } from './record';
import { landRecord, type ServicePost } from './land-record';
import type { TrackerDeps } from './tracker-deps';
import { tracking } from './tracking';
import { toastNotSigned, toastRecord } from './tx-toasts';

export type TxStage = 'signing' | 'sending' | 'confirming';

export interface ExecuteRequest extends SignRequest<AnyTransaction> {
  kind: TxKind;
  summary: string;
  land: TxLand;
  requestId?: string | undefined;
  lastValidBlockHeight: number | null;
  onStage?: (stage: TxStage, id: string) => void;
  /** The summary once the executed amounts are known ("Swapped 1 SOL for 150.19 USDC"); shown in the final toast. */
  describeResult?: (result: ExecutedAmounts) => string;
  post?: ServicePost | undefined;
}

export type TxOutcome =
  | { ok: true; id: string; signature: string | null; result?: ExecutedAmounts }
  | { ok: false; id: string | null; signature: string | null; error: TxError };

const inFlight = new Map<string, Promise<TxOutcome>>();
let walletBusy = false;

const notSigned = (message: string): TxOutcome => ({
  ok: false,
  id: null,
  signature: null,
  error: { kind: 'refused', message },
});

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tx-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

async function run(deps: TrackerDeps & { signer: TxSigner }, request: ExecuteRequest): Promise<TxOutcome> {
  const now = deps.now();
  const record: TxRecord = {
    id: newId(),
    kind: request.kind,
    wallet: deps.signer.wallet,
    land: request.land,
    signature: null,
    ...(request.requestId ? { requestId: request.requestId } : {}),
    signedTransaction: null,
    blockhash: recentBlockhashOf(request.transaction),
    lastValidBlockHeight: request.lastValidBlockHeight,
    createdAt: now,
    submittedAt: null,
    updatedAt: now,
    status: 'signing',
    summary: request.summary.slice(0, 500),
  };
  const { id } = record;
  walletBusy = true;
  let signing;
  try {
    signing = await checkAndSign(deps.signer, deps.connection, request, () => {
      deps.records.started(record);
      toastRecord(deps, record);
      request.onStage?.('signing', id);
    });
  } finally {
    walletBusy = false;
  }
  if (!signing.ok) {
    deps.records.discarded(id);
    toastNotSigned(deps, id, signing.error);
    return { ok: false, id: null, signature: null, error: signing.error };
  }

  const signed: TxRecord & { signedTransaction: string } = {
    ...record,
    status: 'sending',
    signedTransaction: encodeTransaction(signing.signed),
    signature: transactionSignature(signing.signed),
    submittedAt: deps.now(),
  };
  deps.records.updated(id, signed);
  toastRecord(deps, signed);
  request.onStage?.('sending', id);
  tracking.add(id);
  try {
    const outcome = await landRecord(deps, signed, {
      resumed: false,
      onStage: (s) => request.onStage?.(s, id),
      describeResult: request.describeResult,
      post: request.post,
    });
    if (outcome.status === 'confirmed') {
      return { ok: true, id, signature: outcome.signature, ...(outcome.result ? { result: outcome.result } : {}) };
    }
    return { ok: false, id, signature: outcome.signature, error: outcome.error };
  } finally {
    tracking.delete(id);
  }
}

/** Architecture.md "Signing"; a second call with the same `requestId` in flight shares its promise (double click). */
export function executeTransaction(
  deps: TrackerDeps & { signer: TxSigner },
  request: ExecuteRequest,
): Promise<TxOutcome> {
  const key = request.requestId;
  const running = key ? inFlight.get(key) : undefined;
  if (running) return running;
  if ((request.land === 'execute-v2' || request.land === 'execute-ultra') && !key) {
    return Promise.resolve(notSigned('This order has no request id, so it cannot be executed; request a new quote.'));
  }
  if (request.land === 'service' && !request.post) {
    return Promise.resolve(notSigned('Nothing would send this transaction, so it was not signed.'));
  }
  if (walletBusy) return Promise.resolve(notSigned('Another transaction is waiting for your wallet.'));
  const promise = run(deps, request).finally(() => {
    if (key) inFlight.delete(key);
  });
  if (key) inFlight.set(key, promise);
  return promise;
}
