import { isApiError } from '../../api/errors';
import { explainError } from '../../api/explain-error';
import { executeOrder as executeV2 } from '../../api/swap/endpoints-v2';
import { executeOrder as executeUltra } from '../../api/ultra/endpoints';
import { decodeTransaction } from '../transaction-codec';
import { waitForChain, type ChainTarget } from './chain-status';
import { landViaExecute } from './execute-landing';
import { outcomeOf, type ExecutedAmounts, type LandingOutcome } from './outcome';
import { confirmSent, sendSigned, submitSigned, submitStudioSigned } from './send';
import { signatureOf } from './signatures';
import { txErrorFix } from './tx-error';
import type { TxRecord, TxRecordPatch } from './record';
import { base64ToBytes } from '../../utils/base64';
import type { TrackerDeps } from './tracker-deps';
import { toastRecord } from './tx-toasts';

export type SignedTxRecord = TxRecord & { signedTransaction: string };

export type ServicePost = (signedTransaction: string) => Promise<{ signature: string }>;

/** A 4xx to the first post is final; anything else unclear is decided by the chain. */
async function landViaService(
  deps: TrackerDeps,
  record: SignedTxRecord,
  target: ChainTarget,
  post: ServicePost | undefined,
  confirming: (signature: string | null) => void,
): Promise<LandingOutcome> {
  if (post) {
    try {
      const { signature } = await post(record.signedTransaction);
      confirming(signature);
      return { status: 'confirmed', signature };
    } catch (e) {
      if (isApiError(e) && e.kind === 'http' && e.status !== null && e.status < 500 && e.status !== 429) {
        const { title, fix } = explainError(e);
        return {
          status: 'failed',
          signature: null,
          error: { kind: 'api', message: `${title.charAt(0).toUpperCase()}${title.slice(1)}. Nothing was spent.`, fix },
        };
      }
    }
  }
  confirming(target.signature);
  return waitForChain(deps.connection, target, deps.sleep);
}

function update(deps: TrackerDeps, id: string, patch: TxRecordPatch, options: { resumed?: boolean } = {}) {
  deps.records.updated(id, patch);
  const record = deps.records.all().find((r) => r.id === id);
  if (record) toastRecord(deps, record, options);
}

function walletSignature(record: SignedTxRecord): string | null {
  try {
    return signatureOf(decodeTransaction(record.signedTransaction).tx, record.wallet);
  } catch {
    return null;
  }
}

async function landSelfSent(
  deps: TrackerDeps,
  record: SignedTxRecord,
  target: ChainTarget,
  resumed: boolean,
  confirming: (signature: string | null) => void,
): Promise<LandingOutcome> {
  let signature = record.signature;
  if (!resumed || record.status === 'sending') {
    const sent =
      record.land === 'submit'
        ? await submitSigned(deps.client, deps.submissionUrl, record.signedTransaction)
        : record.land === 'studio-submit'
          ? await submitStudioSigned(deps.client, record.signedTransaction, record.wallet, record.signature)
          : await sendSigned(deps.connection, base64ToBytes(record.signedTransaction), { skipPreflight: resumed });
    if (sent.ok) signature = sent.signature;
    // After a reload it may have gone out before: the same bytes cannot land twice, and the chain decides.
    else if (!resumed) return outcomeOf(sent);
  }
  confirming(signature);
  if (!resumed && signature && record.lastValidBlockHeight !== null) {
    const expiry = { blockhash: record.blockhash, lastValidBlockHeight: record.lastValidBlockHeight };
    const confirmed = await confirmSent(deps.connection, signature, expiry);
    // `rpc` here means the confirmation could not be read: the outcome is still open.
    if (confirmed.ok || confirmed.error.kind !== 'rpc') return outcomeOf(confirmed);
  }
  return waitForChain(deps.connection, { ...target, signature }, deps.sleep);
}

/** Never throws; `resumed` re-posts within the idempotency window, else asks the chain. */
export async function landRecord(
  deps: TrackerDeps,
  record: SignedTxRecord,
  {
    resumed,
    onStage,
    describeResult,
    post,
  }: {
    resumed: boolean;
    /** `land: 'service'`: absent after a reload, when only the chain can say. */
    post?: ServicePost | undefined;
    onStage?: (stage: 'confirming') => void;
    /** The summary once the executed amounts are known (not persisted: a resumed record keeps its summary). */
    describeResult?: ((result: ExecutedAmounts) => string) | undefined;
  },
): Promise<LandingOutcome> {
  const target: ChainTarget = {
    signature: record.signature,
    expiry: { blockhash: record.blockhash, lastValidBlockHeight: record.lastValidBlockHeight },
    wallet: record.wallet,
    walletSignature: walletSignature(record),
    sentAtMs: record.submittedAt ?? record.createdAt,
  };
  const confirming = (signature: string | null) => {
    update(deps, record.id, { status: 'confirming', signature }, { resumed });
    onStage?.('confirming');
  };
  if (resumed) toastRecord(deps, record, { resumed });

  const outcome =
    record.land === 'service'
      ? await landViaService(deps, record, target, resumed ? undefined : post, confirming)
      : record.land === 'execute-v2' || record.land === 'execute-ultra'
        ? await landViaExecute(
            {
              post: (body) =>
                record.land === 'execute-v2' ? executeV2(deps.client, body) : executeUltra(deps.client, body),
              chain: deps.connection,
              sleep: deps.sleep,
              now: deps.now,
            },
            {
              ...target,
              signedTransaction: record.signedTransaction,
              requestId: record.requestId ?? '',
              firstPostAt: resumed ? target.sentAtMs : undefined,
              onProgress: confirming,
            },
          )
        : await landSelfSent(deps, record, target, resumed, confirming);

  update(
    deps,
    record.id,
    outcome.status === 'confirmed'
      ? {
          status: 'confirmed',
          signature: outcome.signature,
          ...(outcome.result
            ? { result: outcome.result, ...(describeResult ? { summary: describeResult(outcome.result) } : {}) }
            : {}),
        }
      : {
          status: outcome.status,
          signature: outcome.signature,
          error: {
            kind: outcome.error.kind,
            message: outcome.error.message,
            fix: txErrorFix(outcome.error),
            ...('code' in outcome.error && outcome.error.code !== undefined ? { code: outcome.error.code } : {}),
          },
        },
  );
  deps.onSettled();
  return outcome;
}
