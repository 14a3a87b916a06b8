import type { WalletContextState } from '@solana/wallet-adapter-react';
import type { Connection } from '@solana/web3.js';
import { create } from 'zustand';

/** What the wallet stack (src/app/wallet-stack.tsx) publishes once it has loaded and on every change after that. */
export interface WalletStackValue {
  wallet: WalletContextState;
  connection: Connection;
}

interface WalletStackState {
  /** idle: not asked for yet; loading: asked for, chunk on its way; ready: `value` is live. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  value: WalletStackValue | null;
  error: string | null;
  requested: () => void;
  published: (value: WalletStackValue) => void;
  loadFailed: (error: string) => void;
}

export const useWalletStackStore = create<WalletStackState>()((set, get) => ({
  status: 'idle',
  value: null,
  error: null,
  requested: () => {
    const { status } = get();
    if (status === 'idle' || status === 'failed') set({ status: 'loading', error: null });
  },
  published: (value) => set({ status: 'ready', value, error: null }),
  loadFailed: (error) => set({ status: 'failed', error }),
}));

/** Resolves with the live stack once it is ready (asking for it if nobody has); rejects if its chunk fails to load. */
export function whenWalletStackReady(): Promise<WalletStackValue> {
  const store = useWalletStackStore;
  store.getState().requested();
  return new Promise((resolve, reject) => {
    const check = (s: WalletStackState) => {
      if (s.status === 'ready' && s.value) resolve(s.value);
      else if (s.status === 'failed') reject(new Error(s.error ?? 'The wallet code could not be loaded.'));
      else return false;
      return true;
    };
    if (check(store.getState())) return;
    const unsubscribe = store.subscribe((s) => {
      if (check(s)) unsubscribe();
    });
  });
}
