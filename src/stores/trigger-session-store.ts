import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { tokenExpiresAt } from '../lib/trigger/token-expiry';
import { useWalletStackStore } from './wallet-stack-store';

export const TRIGGER_SESSION_KEY = 'trading-app:trigger-session';

// sessionStorage: a reload keeps the token (no second signature), closing the tab forgets it.
interface TriggerSessionState {
  wallet: string | null;
  token: string | null;
  expiresAt: number | null;
  signedIn: (wallet: string, token: string, now?: number) => void;
  signedOut: () => void;
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

export function liveToken(wallet?: string | null, now = Date.now()): string | null {
  const s = useTriggerSessionStore.getState();
  if (s.token === null || s.expiresAt === null || s.expiresAt <= now) return null;
  return wallet === undefined || s.wallet === wallet ? s.token : null;
}

// App-wide, not only while Limit Orders is open; the first connect after a reload keeps the same wallet's session.
let seen: string | null = null;
useWalletStackStore.subscribe((s) => {
  const now = s.value?.wallet.publicKey?.toBase58() ?? null;
  if (now === seen) return;
  seen = now;
  const held = useTriggerSessionStore.getState().wallet;
  if (held !== null && held !== now) useTriggerSessionStore.getState().signedOut();
});
