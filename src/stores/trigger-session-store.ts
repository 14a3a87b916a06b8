import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { tokenExpiresAt } from '../lib/trigger/token-expiry';
import { useWalletStackStore } from './wallet-stack-store';

export const TRIGGER_SESSION_KEY = 'trading-app:trigger-session';

/**
 * The trigger v2 bearer token (spec: Authentication §2) for the wallet that signed the challenge. Kept for the tab's
 * session (sessionStorage): a reload keeps it, so no second signature; closing the tab forgets it. It is only used
 * while that same wallet is connected and until it expires (token-expiry.ts); disconnecting or switching wallets
 * forgets it.
 */
interface TriggerSessionState {
  wallet: string | null;
  token: string | null;
  /** Epoch ms on this browser's clock; a session kept by an older build (none) counts as expired. */
  expiresAt: number | null;
  signedIn: (wallet: string, token: string, now?: number) => void;
  signedOut: () => void;
  /** Forgets `token` only if it is still the one held (a newer sign-in is kept). */
  dropped: (token: string) => void;
}

export const useTriggerSessionStore = create<TriggerSessionState>()(
  persist(
    (set, get) => ({
      wallet: null,
      token: null,
      expiresAt: null,
      signedIn: (wallet, token, now = Date.now()) => set({ wallet, token, expiresAt: tokenExpiresAt(token, now) }),
      signedOut: () => set({ wallet: null, token: null, expiresAt: null }),
      dropped: (token) => {
        if (get().token === token) get().signedOut();
      },
    }),
    {
      name: TRIGGER_SESSION_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ wallet, token, expiresAt }) => ({ wallet, token, expiresAt }),
    },
  ),
);

/** The token to send for `wallet` (any wallet when omitted), or null when there is none or it has expired. */
export function liveToken(wallet?: string | null, now = Date.now()): string | null {
  const s = useTriggerSessionStore.getState();
  if (s.token === null || s.expiresAt === null || s.expiresAt <= now) return null;
  return wallet === undefined || s.wallet === wallet ? s.token : null;
}

// Followed app-wide (not only while the Limit Orders page is mounted): a disconnect or another wallet ends the
// session; the first connect after a reload keeps it when it is the same wallet.
let seen: string | null = null;
useWalletStackStore.subscribe((s) => {
  const now = s.value?.wallet.publicKey?.toBase58() ?? null;
  if (now === seen) return;
  seen = now;
  const held = useTriggerSessionStore.getState().wallet;
  if (held !== null && held !== now) useTriggerSessionStore.getState().signedOut();
});
