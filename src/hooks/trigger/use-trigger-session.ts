import { useWallet } from '../wallet/use-wallet';
import { useCallback, useEffect, useMemo } from 'react';
import { signIn, type SignInWallet } from '../../lib/trigger/sign-in';
import {
  sharedAttempt,
  withoutSignIn,
  withSession,
  type ResignBudget,
  type SessionAccess,
} from '../../lib/trigger/with-session';
import { liveToken, useTriggerSessionStore } from '../../stores/trigger-session-store';
import { useApiClient } from '../use-api-client';

// Module-level so every component asking at once (a 401 on two queries) shares one wallet prompt.
let attempt: ((key: string) => Promise<string>) | null = null;
let current: { run: (wallet: string) => Promise<string> } = { run: () => Promise.reject(new Error('no wallet')) };

function renewFor(wallet: string): Promise<string> {
  attempt ??= sharedAttempt((w) => current.run(w));
  return attempt(wallet);
}

const accessFor = (wallet: string): SessionAccess => ({
  current: () => liveToken(wallet),
  renew: () => renewFor(wallet),
  drop: (token) => useTriggerSessionStore.getState().dropped(token),
});

export function useTriggerSession() {
  const client = useApiClient();
  const { publicKey, signMessage, signTransaction } = useWallet();
  const wallet = publicKey?.toBase58() ?? null;
  const stored = useTriggerSessionStore();
  const token = wallet && stored.wallet === wallet ? liveToken(wallet) : null;

  useEffect(() => {
    const signer: SignInWallet | null = wallet ? { wallet, signMessage, signTransaction } : null;
    current = {
      run: async (w) => {
        if (!signer || signer.wallet !== w) throw new Error('Connect the wallet to sign in.');
        const t = await signIn(client, signer);
        useTriggerSessionStore.getState().signedIn(w, t);
        return t;
      },
    };
  }, [client, wallet, signMessage, signTransaction]);

  // Dropping the expired token re-renders the page, which then offers to sign in again.
  const { expiresAt } = stored;
  useEffect(() => {
    if (stored.token === null || expiresAt === null) return;
    const held = stored.token;
    const timer = setTimeout(
      () => useTriggerSessionStore.getState().dropped(held),
      Math.max(0, expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [stored.token, expiresAt]);

  const signInNow = useCallback(() => (wallet ? renewFor(wallet) : Promise.reject(new Error('No wallet'))), [wallet]);

  const authed = useCallback(
    <T>(call: () => Promise<T>, budget?: ResignBudget): Promise<T> =>
      wallet ? withSession(accessFor(wallet), call, budget) : Promise.reject(new Error('Connect a wallet first.')),
    [wallet],
  );

  const read = useCallback(
    <T>(call: () => Promise<T>): Promise<T> =>
      wallet ? withoutSignIn(accessFor(wallet), call) : Promise.reject(new Error('Connect a wallet first.')),
    [wallet],
  );

  return useMemo(
    () => ({ wallet, token, signedIn: token !== null, signIn: signInNow, authed, read, signOut: stored.signedOut }),
    [wallet, token, signInNow, authed, read, stored.signedOut],
  );
}
