import { useWallet } from '../wallet/use-wallet';
import { useCallback, useEffect, useMemo } from 'react';
import { signIn, type SignInWallet } from '../../lib/trigger/sign-in';
import { sharedAttempt, withSession } from '../../lib/trigger/with-session';
import { useTriggerSessionStore } from '../../stores/trigger-session-store';
import { useApiClient } from '../use-api-client';

// Module-level so every component asking at once (a 401 on two queries) shares one wallet prompt.
let attempt: ((key: string) => Promise<string>) | null = null;
let current: { run: (wallet: string) => Promise<string> } = { run: () => Promise.reject(new Error('no wallet')) };

function renewFor(wallet: string): Promise<string> {
  attempt ??= sharedAttempt((w) => current.run(w));
  return attempt(wallet);
}

/**
 * The trigger v2 session of the connected wallet: sign in once (signMessage, else the memo transaction), and
 * `authed(call)` runs a bearer call that re-signs once on a 401 (silently where the wallet signs without asking).
 */
export function useTriggerSession() {
  const client = useApiClient();
  const { publicKey, signMessage, signTransaction } = useWallet();
  const wallet = publicKey?.toBase58() ?? null;
  const stored = useTriggerSessionStore();
  const token = wallet && stored.wallet === wallet ? stored.token : null;

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

  const signInNow = useCallback(() => (wallet ? renewFor(wallet) : Promise.reject(new Error('No wallet'))), [wallet]);

  const authed = useCallback(
    <T>(call: () => Promise<T>): Promise<T> => {
      if (!wallet) return Promise.reject(new Error('Connect a wallet first.'));
      const access = {
        current: () => {
          const s = useTriggerSessionStore.getState();
          return s.wallet === wallet ? s.token : null;
        },
        renew: () => renewFor(wallet),
      };
      return withSession(access, call);
    },
    [wallet],
  );

  return useMemo(
    () => ({ wallet, token, signedIn: token !== null, signIn: signInNow, authed, signOut: stored.signedOut }),
    [wallet, token, signInNow, authed, stored.signedOut],
  );
}
