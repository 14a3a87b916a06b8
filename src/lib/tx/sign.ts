import { isUserRejection } from '../sandbox-wallet/errors';
import { checkBeforeSigning } from '../sign-check';
import type { AnyTransaction } from '../transaction-codec';
import { errorMessage, type TxError } from './tx-error';

export const REJECTED_MESSAGE = 'You rejected the signature in your wallet; nothing was sent.';

export interface TxSigner {
  /** The connected wallet, base58. */
  wallet: string;
  signTransaction: <T extends AnyTransaction>(tx: T) => Promise<T>;
}

export type SignOutcome<T extends AnyTransaction> = { ok: true; signed: T } | { ok: false; error: TxError };

/**
 * The before-you-sign check, then the wallet (architecture.md "Signing"). A transaction the check refuses never
 * reaches the wallet; `onSigning` is called only once the wallet is about to be asked.
 */
export async function checkAndSign<T extends AnyTransaction>(
  signer: TxSigner,
  request: { transaction: T; expectedFeePayer?: string | null | undefined },
  onSigning?: () => void,
): Promise<SignOutcome<T>> {
  const check = checkBeforeSigning(request.transaction, {
    wallet: signer.wallet,
    expectedFeePayer: request.expectedFeePayer ?? null,
  });
  if (!check.ok) return { ok: false, error: { kind: 'refused', message: check.message } };

  onSigning?.();
  try {
    return { ok: true, signed: await signer.signTransaction(request.transaction) };
  } catch (e) {
    if (isUserRejection(e)) return { ok: false, error: { kind: 'rejected', message: REJECTED_MESSAGE } };
    return {
      ok: false,
      error: { kind: 'failed', message: `Your wallet could not sign: ${errorMessage(e)}`, signature: null, logs: [] },
    };
  }
}
