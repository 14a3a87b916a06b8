import type { WalletName } from '@solana/wallet-adapter-base';
import type { WalletContextState } from '@solana/wallet-adapter-react';
import type { Connection } from '@solana/web3.js';
import { useMemo } from 'react';
import { useSettingsStore } from '../../stores/settings-store';
import { useWalletStackStore, whenWalletStackReady } from '../../stores/wallet-stack-store';

export type { Wallet, WalletContextState } from '@solana/wallet-adapter-react';

/**
 * The app's wallet hooks: the wallet adapter's `useWallet()` / `useConnection()` shapes, usable on the first paint,
 * before the wallet stack (web3.js + wallet adapter, src/app/wallet-stack.tsx) has loaded. Until then nothing is
 * connected and every action loads the stack first, then runs on the real one (docs/architecture.md "What loads
 * when"). Import these, never `@solana/wallet-adapter-react`'s hooks: those see no provider outside the stack.
 */

const stack = () => whenWalletStackReady();

/** The wallet state before the stack has loaded: nothing connected, every action loads the stack first. */
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

/**
 * Stands in for the Connection until the stack loads: `rpcEndpoint` and `commitment` answer at once; any method call
 * loads the stack and runs on the real Connection (all of them return promises except subscriptions, which nothing
 * calls before a wallet is connected).
 */
const LAZY_CONNECTION: Connection = new Proxy<Connection>(Object.create(null) as Connection, {
  get(_, prop) {
    if (prop === 'rpcEndpoint') return useSettingsStore.getState().settings.rpcUrl;
    if (prop === 'commitment') return 'confirmed';
    if (typeof prop !== 'string' || prop === 'then') return undefined;
    return (...args: unknown[]) =>
      stack().then(({ connection }) => (connection[prop as keyof Connection] as (...a: unknown[]) => unknown)(...args));
  },
});

/** The wallet adapter's wallet state; idle (nothing connected) until the stack has loaded. */
export function useWallet(): WalletContextState {
  return useWalletStackStore((s) => s.value?.wallet) ?? IDLE_WALLET;
}

/** The wallet adapter's `{ connection }`; before the stack loads, a stand-in that loads it when called. */
export function useConnection(): { connection: Connection } {
  const connection = useWalletStackStore((s) => s.value?.connection) ?? LAZY_CONNECTION;
  return useMemo(() => ({ connection }), [connection]);
}

/** Ask for the wallet stack now (hover or focus on Connect, a remembered wallet); harmless to call again. */
export function requestWalletStack(): void {
  useWalletStackStore.getState().requested();
}

/** Where the wallet stack is: `idle` (not asked for), `loading`, `ready` or `failed`. */
export function useWalletStackStatus() {
  return useWalletStackStore((s) => s.status);
}

/** Spread on every Connect button: hovering or focusing it starts loading the stack before the click. */
export const connectIntentProps = { onPointerEnter: requestWalletStack, onFocus: requestWalletStack } as const;
