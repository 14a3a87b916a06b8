import { isUserRejection } from '../sandbox-wallet/errors';
import type { Signer } from '@solana/web3.js';
import { isVersioned } from '../tx-kind';
import { getRequiredSigners, type AnyTransaction } from '../transaction-codec';
import { checkBeforeWallet } from './pre-sign';
import type { SimConnection } from './simulate';
import type { LabelOf, TxStatement } from './statement';
import { errorMessage, type TxError } from './tx-error';
import { shortAddress } from '../../utils/format';

export const REJECTED_MESSAGE = 'You rejected the signature in your wallet; nothing was sent.';

export interface TxSigner {
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
  onChecked?: ((changes: string) => void) | undefined;
  /** Applied after the wallet's signature, on the message it returned; each must be a required signer. */
  cosigners?: readonly Signer[] | undefined;
}

export type SignOutcome<T extends AnyTransaction> = { ok: true; signed: T } | { ok: false; error: TxError };

/** A transaction the check (pre-sign.ts) refuses never reaches the wallet. */
export async function checkAndSign<T extends AnyTransaction>(
  signer: TxSigner,
  connection: SimConnection,
  request: SignRequest<T>,
  onSigning?: () => void,
): Promise<SignOutcome<T>> {
  if (request.statement.wallet !== signer.wallet) {
    return { ok: false, error: { kind: 'refused', message: 'The connected wallet changed; nothing was signed.' } };
  }
  const cosigners = request.cosigners ?? [];
  const required = cosigners.length > 0 ? getRequiredSigners(request.transaction) : [];
  const stranger = cosigners.find((c) => !required.includes(c.publicKey.toBase58()));
  if (stranger) {
    const message = `The transaction does not ask ${shortAddress(stranger.publicKey.toBase58())} to sign, so it is not the one this app asked for; nothing was signed.`;
    return { ok: false, error: { kind: 'refused', message } };
  }
  const check = await checkBeforeWallet(connection, request.transaction, request.statement, request.labelOf);
  if (!check.ok && check.kind === 'refused') return { ok: false, error: { kind: 'refused', message: check.message } };
  if (!check.ok) {
    if (!request.confirmUnverified) {
      const hint = ' To be asked in that case, turn on “Let me sign when my RPC cannot check” in Settings.';
      return { ok: false, error: { kind: 'unverified', message: `${check.message} Nothing was signed.${hint}` } };
    }
    if (!(await request.confirmUnverified(check.message))) {
      return { ok: false, error: { kind: 'unverified', message: `${check.message} Nothing was signed.` } };
    }
  } else {
    request.onChecked?.(check.changes);
  }

  onSigning?.();
  let signed: T;
  try {
    signed = await signer.signTransaction(request.transaction);
  } catch (e) {
    if (isUserRejection(e)) return { ok: false, error: { kind: 'rejected', message: REJECTED_MESSAGE } };
    return {
      ok: false,
      error: { kind: 'failed', message: `Your wallet could not sign: ${errorMessage(e)}`, signature: null, logs: [] },
    };
  }
  if (cosigners.length === 0) return { ok: true, signed };
  try {
    if (isVersioned(signed)) signed.sign([...cosigners]);
    else signed.partialSign(...cosigners);
  } catch (e) {
    const message = `The app could not add its own signature after your wallet's (${errorMessage(e)}); nothing was sent.`;
    return { ok: false, error: { kind: 'failed', message, signature: null, logs: [] } };
  }
  return { ok: true, signed };
}
