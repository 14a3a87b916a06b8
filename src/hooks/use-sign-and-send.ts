import type { BlockhashWithExpiryBlockHeight, Transaction, VersionedTransaction } from '@solana/web3.js';
import { confirmSent, sendSigned, type ConfirmConnection, type SendConnection } from '../lib/tx/send';
import { checkAndSign, type SignRequest, type TxSigner } from '../lib/tx/sign';
import type { SimConnection } from '../lib/tx/simulate';
import type { TxError, TxResult } from '../lib/tx/tx-error';

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
