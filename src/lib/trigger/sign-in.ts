import bs58 from 'bs58';
import type { ApiClient } from '../../api/http';
import { requestChallenge, verifyChallenge } from '../../api/trigger/endpoints';
import type { AnyTransaction } from '../transaction-codec';
import { messageChallengeProblem, transactionChallengeProblem } from './challenge-check';
import { SignInError } from '../../api/trigger/sign-in-error';

export { SignInError } from '../../api/trigger/sign-in-error';

export interface SignInWallet {
  wallet: string;
  signMessage?: ((message: Uint8Array) => Promise<Uint8Array>) | undefined;
  signTransaction?: (<T extends AnyTransaction>(tx: T) => Promise<T>) | undefined;
}

const refused = (problem: string) => new SignInError('refused-challenge', problem);

// Spec: Authentication §2. The memo transaction is for wallets that cannot sign messages (hardware wallets).
export async function signIn(client: ApiClient, w: SignInWallet): Promise<string> {
  if (w.signMessage) {
    const challenge = await requestChallenge(client, { walletPubkey: w.wallet, type: 'message' });
    if (challenge.type !== 'message') throw refused('The service sent another kind of sign-in challenge.');
    const problem = messageChallengeProblem(challenge.challenge);
    if (problem) throw refused(problem);
    const signature = await w.signMessage(new TextEncoder().encode(challenge.challenge));
    const { token } = await verifyChallenge(client, {
      type: 'message',
      walletPubkey: w.wallet,
      signature: bs58.encode(signature),
    });
    return token;
  }
  if (!w.signTransaction) throw new SignInError('no-signer', 'This wallet can sign neither messages nor transactions.');
  const challenge = await requestChallenge(client, { walletPubkey: w.wallet, type: 'transaction' });
  if (challenge.type !== 'transaction') throw refused('The service sent another kind of sign-in challenge.');
  const { decodeTransaction, encodeTransaction } = await import('../transaction-codec');
  let tx: AnyTransaction;
  try {
    tx = decodeTransaction(challenge.transaction).tx;
  } catch {
    throw refused('The sign-in transaction could not be read.');
  }
  const problem = transactionChallengeProblem(tx, w.wallet);
  if (problem) throw refused(problem);
  const signed = await w.signTransaction(tx);
  const { token } = await verifyChallenge(client, {
    type: 'transaction',
    walletPubkey: w.wallet,
    signedTransaction: encodeTransaction(signed),
  });
  return token;
}
