import {
  WalletConnectionError,
  WalletDisconnectedError,
  WalletNotReadyError,
  type WalletError,
} from '@solana/wallet-adapter-base';
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { isUserRejection } from '../lib/sandbox-wallet/errors';
import { useSandboxApprovalStore } from '../stores/sandbox-approval-store';
import { useSetting } from '../stores/settings-store';
import { useToastStore } from '../stores/toast-store';

/**
 * Wallets are discovered through wallet-standard (Phantom, Solflare, Backpack… as installed), so the adapter list is
 * empty; autoConnect reconnects the last wallet when the user returns.
 */
const NO_LEGACY_ADAPTERS: never[] = [];

// The Sandbox wallet exists only in sandbox builds: with VITE_SANDBOX=false this branch is dead code at build time and
// the wallet's chunk is never emitted. It registers through wallet-standard like a browser extension would.
if (import.meta.env.VITE_SANDBOX !== 'false') {
  import('../lib/sandbox-wallet/install')
    .then(({ installSandboxWallet }) =>
      installSandboxWallet({ approve: (request) => useSandboxApprovalStore.getState().approvalRequested(request) }),
    )
    .catch((e: unknown) => {
      useToastStore.getState().toastShown({
        tone: 'warning',
        title: 'The Sandbox wallet could not be loaded',
        description: `${e instanceof Error ? e.message : String(e)}. Reload the page to try again.`,
      });
    });
}

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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const rpcUrl = useSetting('rpcUrl');
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider endpoint={rpcUrl} config={{ commitment: 'confirmed' }}>
        <WalletProvider
          wallets={NO_LEGACY_ADAPTERS}
          autoConnect
          localStorageKey="trading-app:wallet"
          onError={onWalletError}
        >
          {children}
        </WalletProvider>
      </ConnectionProvider>
    </QueryClientProvider>
  );
}
