import {
  SendTransactionError,
  TransactionExpiredBlockheightExceededError,
  type BlockhashWithExpiryBlockHeight,
  type Connection,
} from '@solana/web3.js';
import { isApiError } from '../../api/errors';
import { explainError } from '../../api/explain-error';
import type { ApiClient } from '../../api/http';
import { submitPool } from '../../api/studio/endpoints';
import { sendTransactionRpc } from '../../api/tx/endpoints';
import { errorMessage, expiredError, landedFailure, type TxError, type TxResult } from './tx-error';

export type SendConnection = Pick<Connection, 'sendRawTransaction' | 'rpcEndpoint'>;
export type ConfirmConnection = Pick<Connection, 'confirmTransaction' | 'getSignatureStatuses' | 'rpcEndpoint'>;

function sendFailure(e: unknown, rpcEndpoint: string): TxError {
  if (e instanceof SendTransactionError) {
    const { transactionError } = e;
    const detail = transactionError.message;
    if (/blockhash not found/i.test(detail)) {
      return {
        kind: 'expired',
        message: 'The transaction’s blockhash expired before it was sent; nothing was spent. Try again.',
        signature: null,
      };
    }
    return {
      kind: 'failed',
      message: `The transaction would fail, so it was not sent; nothing was spent. ${detail}`,
      signature: null,
      logs: transactionError.logs ?? [],
    };
  }
  return { kind: 'rpc', message: `Could not send the transaction through ${rpcEndpoint}: ${errorMessage(e)}` };
}

/** Send signed bytes through the user's RPC, with preflight unless told otherwise (a re-send after a reload). */
export async function sendSigned(
  connection: SendConnection,
  wire: Uint8Array,
  options: { skipPreflight?: boolean } = {},
): Promise<TxResult> {
  try {
    const signature = await connection.sendRawTransaction(wire, {
      preflightCommitment: 'confirmed',
      ...(options.skipPreflight ? { skipPreflight: true, maxRetries: 0 } : {}),
    });
    return { ok: true, signature };
  } catch (e) {
    return { ok: false, error: sendFailure(e, connection.rpcEndpoint) };
  }
}

/** Forward signed bytes through the transaction submission endpoint (supplement §12); confirm on the user's RPC. */
export async function submitSigned(client: ApiClient, submissionUrl: string, base64: string): Promise<TxResult> {
  try {
    return { ok: true, signature: await sendTransactionRpc(client, submissionUrl, base64) };
  } catch (e) {
    if (isApiError(e) && (e.kind === 'network' || e.kind === 'timeout')) {
      return { ok: false, error: { kind: 'rpc', message: `Could not reach ${submissionUrl}: ${e.message}` } };
    }
    const { title, fix } = explainError(e, submissionUrl);
    return { ok: false, error: { kind: 'api', message: `Not sent; nothing was spent. ${title}`, fix } };
  }
}

/** Studio lands the bytes itself (supplement §8); confirmed on the user's RPC by the wallet's signature. */
export async function submitStudioSigned(
  client: ApiClient,
  base64: string,
  owner: string,
  signature: string | null,
): Promise<TxResult> {
  try {
    const answer = await submitPool(client, { transaction: base64, owner });
    if (!answer.success) {
      return {
        ok: false,
        error: { kind: 'api', message: 'Studio did not accept the launch; nothing was spent.', fix: 'Try again.' },
      };
    }
    if (!signature) return { ok: false, error: { kind: 'rpc', message: 'Submitted, but its signature is unknown.' } };
    return { ok: true, signature };
  } catch (e) {
    if (isApiError(e) && (e.kind === 'network' || e.kind === 'timeout')) {
      return { ok: false, error: { kind: 'rpc', message: `Could not reach Studio's submit: ${e.message}` } };
    }
    const { title, fix } = explainError(e);
    return { ok: false, error: { kind: 'api', message: `Not launched; nothing was spent. ${title}`, fix } };
  }
}

/** Blockhash strategy, so a transaction that can no longer land is reported expired; an `rpc` error means unknown. */
export async function confirmSent(
  connection: ConfirmConnection,
  signature: string,
  blockhash: BlockhashWithExpiryBlockHeight,
): Promise<TxResult> {
  try {
    const { value } = await connection.confirmTransaction({ signature, ...blockhash }, 'confirmed');
    if (value.err !== null) return { ok: false, error: landedFailure(signature, value.err) };
    return { ok: true, signature };
  } catch (e) {
    const expired = e instanceof TransactionExpiredBlockheightExceededError;
    try {
      const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true });
      const status = value[0];
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
        if (status.err === null) return { ok: true, signature };
        return { ok: false, error: landedFailure(signature, status.err) };
      }
    } catch {
      // fall through to the error below
    }
    if (expired) return { ok: false, error: expiredError(signature) };
    return {
      ok: false,
      error: {
        kind: 'rpc',
        message: `Sent, but its confirmation could not be read from ${connection.rpcEndpoint}: ${errorMessage(e)}`,
      },
    };
  }
}
