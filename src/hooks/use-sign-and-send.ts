import type { BlockhashWithExpiryBlockHeight, Transaction, VersionedTransaction } from '@solana/web3.js';
import { useCallback, useState } from 'react';
import { confirmSent, sendSigned, type ConfirmConnection, type SendConnection } from '../lib/tx/send';
import { checkAndSign, type SignRequest, type TxSigner } from '../lib/tx/sign';
import type { SimConnection } from '../lib/tx/simulate';
import type { TxError, TxResult } from '../lib/tx/tx-error';
import type { TxKind } from '../lib/tx/record';
import { useExecuteTransaction } from './tx/use-execute-transaction';

export { REJECTED_MESSAGE } from '../lib/tx/sign';

/** Why a transaction did not complete (lib/tx/tx-error.ts). Every kind says in its message whether anything was spent. */
export type SignAndSendError = TxError;

export type SignAndSendResult = TxResult;

export type SignAndSendStage = 'idle' | 'signing' | 'sending' | 'confirming';

type AnyTransaction = Transaction | VersionedTransaction;

export interface SignAndSendDeps extends TxSigner {
  connection: SendConnection & ConfirmConnection & SimConnection;
}

export interface SignAndSendRequest extends SignRequest<AnyTransaction> {
  blockhash: BlockhashWithExpiryBlockHeight;
  onStage?: (stage: Exclude<SignAndSendStage, 'idle'>) => void;
}

/** The tracker's steps (hooks/tx/) without a record or persistence. Never throws. */
export async function signAndSend(deps: SignAndSendDeps, request: SignAndSendRequest): Promise<SignAndSendResult> {
  const signing = await checkAndSign(deps, deps.connection, request, () => request.onStage?.('signing'));
  if (!signing.ok) return signing;
  request.onStage?.('sending');
  const sent = await sendSigned(deps.connection, signing.signed.serialize());
  if (!sent.ok) return sent;
  request.onStage?.('confirming');
  return confirmSent(deps.connection, sent.signature, request.blockhash);
}

/** Through the shared tracker (`land: 'rpc'`): one toast, a persisted record, balances refreshed when final. */
export function useSignAndSend() {
  const { execute } = useExecuteTransaction();
  const [stage, setStage] = useState<SignAndSendStage>('idle');

  const run = useCallback(
    async (request: SignAndSendRequest & { label: string; kind?: TxKind }): Promise<SignAndSendResult> => {
      try {
        const outcome = await execute({
          kind: request.kind ?? 'send',
          summary: request.label,
          transaction: request.transaction,
          land: 'rpc',
          lastValidBlockHeight: request.blockhash.lastValidBlockHeight,
          statement: request.statement,
          labelOf: request.labelOf,
          confirmUnverified: request.confirmUnverified,
          onChecked: request.onChecked,
          onStage: (s) => {
            setStage(s);
            request.onStage?.(s);
          },
        });
        if (!outcome.ok) return { ok: false, error: outcome.error };
        // A transaction sent through the RPC always has its signature once confirmed.
        return { ok: true, signature: outcome.signature ?? '' };
      } finally {
        setStage('idle');
      }
    },
    [execute],
  );

  return { signAndSend: run, stage };
}
