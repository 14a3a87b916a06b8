import type { WalletName } from '@solana/wallet-adapter-base';
import type { WalletContextState } from '@solana/wallet-adapter-react';
import type { Connection } from '@solana/web3.js';
import { useMemo } from 'react';
import { useSettingsStore } from '../../stores/settings-store';
import { useWalletStackStore, whenWalletStackReady } from '../../stores/wallet-stack-store';

export type { Wallet, WalletContextState } from '@solana/wallet-adapter-react';

/** Wallet adapter shapes usable on the first paint, before the wallet stack (app/wallet-stack.tsx) has loaded. */

const stack = () => whenWalletStackReady();

export const IDLE_WALLET: WalletContextState = {
  autoConnect: true,
  wallets: [],
  wallet: null,
  publicKey: null,
  connecting: false,
  connected: false,
  disconnecting: false,
  // A failed load is told by the stack's mount (a toast) and the wallet dialog; nothing more to say here.
  select: (name: WalletName | null) =>
    void stack().then(
      ({ wallet }) => wallet.select(name),
      () => undefined,
    ),
  connect: () => stack().then(({ wallet }) => wallet.connect()),
  disconnect: () => Promise.resolve(),
  sendTransaction: (...args) => stack().then(({ wallet }) => wallet.sendTransaction(...args)),
  signTransaction: undefined,
  signAllTransactions: undefined,
  signMessage: undefined,
  signIn: undefined,
};

/** Stands in for the Connection until the stack loads: any method call loads it and runs on the real one. */
const LAZY_CONNECTION: Connection = new Proxy<Connection>(Object.create(null) as Connection, {
  get(_, prop) {
    if (prop === 'rpcEndpoint') return useSettingsStore.getState().settings.rpcUrl;
    if (prop === 'commitment') return 'confirmed';
    if (typeof prop !== 'string' || prop === 'then') return undefined;
    return (...args: unknown[]) =>
      stack().then(({ connection }) => (connection[prop as keyof Connection] as (...a: unknown[]) => unknown)(...args));
  },
});

export function useWallet(): WalletContextState {
  return useWalletStackStore((s) => s.value?.wallet) ?? IDLE_WALLET;
}

export function useConnection(): { connection: Connection } {
  const connection = useWalletStackStore((s) => s.value?.connection) ?? LAZY_CONNECTION;
  return useMemo(() => ({ connection }), [connection]);
}

export function requestWalletStack(): void {
  useWalletStackStore.getState().requested();
}

/** Where the wallet stack is: `idle` (not asked for), `loading`, `ready` or `failed`. */
export function useWalletStackStatus() {
  return useWalletStackStore((s) => s.status);
}

export const connectIntentProps = { onPointerEnter: requestWalletStack, onFocus: requestWalletStack } as const;
