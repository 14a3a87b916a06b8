import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const TRIGGER_SESSION_KEY = 'trading-app:trigger-session';

/**
 * The trigger v2 bearer token (spec: Authentication §2) for the wallet that signed the challenge. Kept for the tab's
 * session (sessionStorage): a reload keeps it, so no second signature; closing the tab forgets it. It is only used
 * while that same wallet is connected (use-trigger-session.ts), and a 401 signs in again.
 */
interface TriggerSessionState {
  wallet: string | null;
  token: string | null;
  signedIn: (wallet: string, token: string) => void;
  signedOut: () => void;
}

export const useTriggerSessionStore = create<TriggerSessionState>()(
  persist(
    (set) => ({
      wallet: null,
      token: null,
      signedIn: (wallet, token) => set({ wallet, token }),
      signedOut: () => set({ wallet: null, token: null }),
    }),
    {
      name: TRIGGER_SESSION_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ wallet, token }) => ({ wallet, token }),
    },
  ),
);
