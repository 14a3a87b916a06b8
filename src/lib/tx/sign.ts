import { isUserRejection } from '../sandbox-wallet/errors';
import type { AnyTransaction } from '../transaction-codec';
import { checkBeforeWallet } from './pre-sign';
import type { SimConnection } from './simulate';
import type { LabelOf, TxStatement } from './statement';
import { errorMessage, type TxError } from './tx-error';

export const REJECTED_MESSAGE = 'You rejected the signature in your wallet; nothing was sent.';

export interface TxSigner {
  /** The connected wallet, base58. */
  wallet: string;
  signTransaction: <T extends AnyTransaction>(tx: T) => Promise<T>;
}

export interface SignRequest<T extends AnyTransaction> {
  transaction: T;
  /** What the user agreed to on screen; the simulation must stay within it. */
  statement: TxStatement;
  labelOf: LabelOf;
  /** The simulation could not run: resolves true only if the user confirms signing anyway. Absent: refused. */
  confirmUnverified?: ((message: string) => Promise<boolean>) | undefined;
  /** The simulated changes, for the page to show while the wallet asks. */
  onChecked?: ((changes: string) => void) | undefined;
}

export type SignOutcome<T extends AnyTransaction> = { ok: true; signed: T } | { ok: false; error: TxError };

/**
 * The check before signing (pre-sign.ts), then the wallet. A transaction the check refuses never reaches the
 * wallet; `onSigning` is called only once the wallet is about to be asked.
 */
export async function checkAndSign<T extends AnyTransaction>(
  signer: TxSigner,
  connection: SimConnection,
  request: SignRequest<T>,
  onSigning?: () => void,
): Promise<SignOutcome<T>> {
  if (request.statement.wallet !== signer.wallet) {
    return { ok: false, error: { kind: 'refused', message: 'The connected wallet changed; nothing was signed.' } };
  }
  const check = await checkBeforeWallet(connection, request.transaction, request.statement, request.labelOf);
  if (!check.ok && check.kind === 'refused') return { ok: false, error: { kind: 'refused', message: check.message } };
  if (!check.ok) {
    const confirmed = (await request.confirmUnverified?.(check.message)) ?? false;
    if (!confirmed) {
      return { ok: false, error: { kind: 'unverified', message: `${check.message} Nothing was signed.` } };
    }
  } else {
    request.onChecked?.(check.changes);
  }

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
