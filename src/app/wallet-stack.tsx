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

/** Loaded after the first paint (wallet-stack-mount.tsx); publishes the adapter's state to the wallet-stack store. */

const NO_LEGACY_ADAPTERS: never[] = [];

export const WALLET_NAME_KEY = 'trading-app:wallet';

/** Signing errors are explained where they were asked for (useTxAction); connecting errors only here. */
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
