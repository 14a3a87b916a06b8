import bs58 from 'bs58';
import type { ApiClient } from '../../api/http';
import { requestChallenge, verifyChallenge } from '../../api/trigger/endpoints';
import type { AnyTransaction } from '../transaction-codec';
import { flatInstructions } from '../tx/instructions';

const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);
const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';

/** What signing in needs from the wallet: either way of proving the key. */
export interface SignInWallet {
  wallet: string;
  signMessage?: ((message: Uint8Array) => Promise<Uint8Array>) | undefined;
  signTransaction?: (<T extends AnyTransaction>(tx: T) => Promise<T>) | undefined;
}

export class SignInError extends Error {}

/**
 * The transaction challenge is signed but never sent (supplement §6); still, a signed transaction can be landed by
 * whoever holds it, so only a memo (and compute budget) transaction is ever signed for it.
 */
export function challengeProblem(tx: AnyTransaction): string | null {
  const programs = flatInstructions(tx).map((ix) => ix.programId);
  if (!programs.some((p) => MEMO_PROGRAMS.has(p))) return 'The sign-in transaction carries no memo.';
  const other = programs.find((p) => !MEMO_PROGRAMS.has(p) && p !== COMPUTE_BUDGET);
  return other ? `The sign-in transaction would also call ${other}; it was not signed.` : null;
}

/**
 * Challenge → wallet → verify → JWT (spec: Authentication §2). `signMessage` when the wallet has it, else the
 * memo-transaction challenge (hardware wallets).
 */
export async function signIn(client: ApiClient, w: SignInWallet): Promise<string> {
  if (w.signMessage) {
    const challenge = await requestChallenge(client, { walletPubkey: w.wallet, type: 'message' });
    if (challenge.type !== 'message') throw new SignInError('The service sent another kind of challenge.');
    const signature = await w.signMessage(new TextEncoder().encode(challenge.challenge));
    const { token } = await verifyChallenge(client, {
      type: 'message',
      walletPubkey: w.wallet,
      signature: bs58.encode(signature),
    });
    return token;
  }
  if (!w.signTransaction) throw new SignInError('This wallet can sign neither messages nor transactions.');
  const challenge = await requestChallenge(client, { walletPubkey: w.wallet, type: 'transaction' });
  if (challenge.type !== 'transaction') throw new SignInError('The service sent another kind of challenge.');
  const { decodeTransaction, encodeTransaction } = await import('../transaction-codec');
  const { tx } = decodeTransaction(challenge.transaction);
  const problem = challengeProblem(tx);
  if (problem) throw new SignInError(problem);
  const signed = await w.signTransaction(tx);
  const { token } = await verifyChallenge(client, {
    type: 'transaction',
    walletPubkey: w.wallet,
    signedTransaction: encodeTransaction(signed),
  });
  return token;
}
