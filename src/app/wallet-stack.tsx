import {
  WalletConnectionError,
  WalletDisconnectedError,
  WalletNotReadyError,
  type WalletError,
} from '@solana/wallet-adapter-base';
import { ConnectionProvider, useConnection, useWallet, WalletProvider } from '@solana/wallet-adapter-react';
import { useLayoutEffect } from 'react';
import { useSandboxWelcomeFunding } from '../hooks/use-sandbox-welcome-funding';
import { isUserRejection } from '../lib/sandbox-wallet/errors';
import { useSetting } from '../stores/settings-store';
import { useToastStore } from '../stores/toast-store';
import { useWalletStackStore } from '../stores/wallet-stack-store';

/**
 * The wallet stack: web3.js, the wallet adapter and its providers, loaded after the first paint (see
 * wallet-stack-mount.tsx). It renders nothing; the adapter's state is published to the wallet-stack store, which the
 * app's own hooks (hooks/wallet/use-wallet.ts) read, so the page never remounts when the stack arrives.
 */

/** Wallets come through wallet-standard (Phantom, Solflare, Backpack… as installed), so no legacy adapter is listed. */
const NO_LEGACY_ADAPTERS: never[] = [];

/** The localStorage key of the last connected wallet; autoConnect reconnects it. */
export const WALLET_NAME_KEY = 'trading-app:wallet';

/**
 * The wallet adapter reports every wallet error here (and logs it to the console when there is no handler). Signing
 * errors also reach the code that asked for the signature, which explains them (useSignAndSend); connecting has no
 * such caller, so its failures are told here.
 */
function onWalletError(error: WalletError) {
  const toast = useToastStore.getState().toastShown;
  if (error instanceof WalletConnectionError) {
    if (isUserRejection(error)) toast({ tone: 'info', title: 'Connection rejected in your wallet' });
    else toast({ tone: 'warning', title: 'Could not connect the wallet', description: error.message || error.name });
  } else if (error instanceof WalletNotReadyError) {
    toast({ tone: 'warning', title: 'That wallet is not available in this browser' });
  } else if (error instanceof WalletDisconnectedError) {
    toast({ tone: 'info', title: 'Your wallet disconnected' });
  }
}

function Publisher() {
  const wallet = useWallet();
  const { connection } = useConnection();
  const published = useWalletStackStore((s) => s.published);
  // Layout effect: readers see the new state in the same frame the adapter changed it.
  useLayoutEffect(() => published({ wallet, connection }), [wallet, connection, published]);
  return null;
}

/** The Sandbox wallet's starter funds, on its first connect: only a connected wallet needs it, so it lives here. */
function WelcomeFunding() {
  useSandboxWelcomeFunding();
  return null;
}

export function WalletStack() {
  const rpcUrl = useSetting('rpcUrl');
  return (
    <ConnectionProvider endpoint={rpcUrl} config={{ commitment: 'confirmed' }}>
      <WalletProvider
        wallets={NO_LEGACY_ADAPTERS}
        autoConnect
        localStorageKey={WALLET_NAME_KEY}
        onError={onWalletError}
      >
        <Publisher />
        {import.meta.env.VITE_SANDBOX !== 'false' ? <WelcomeFunding /> : null}
      </WalletProvider>
    </ConnectionProvider>
  );
}
