import { create } from 'zustand';

/**
 * The trigger v2 bearer token (spec: Authentication §2) for the wallet that signed the challenge. Kept in memory only:
 * a JWT in localStorage would outlive the wallet connection that earned it.
 */
interface TriggerSessionState {
  wallet: string | null;
  token: string | null;
  signedIn: (wallet: string, token: string) => void;
  signedOut: () => void;
}

export const useTriggerSessionStore = create<TriggerSessionState>()((set) => ({
  wallet: null,
  token: null,
  signedIn: (wallet, token) => set({ wallet, token }),
  signedOut: () => set({ wallet: null, token: null }),
}));
