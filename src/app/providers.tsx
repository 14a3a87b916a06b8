import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { useSetting } from '../stores/settings-store';

/**
 * Wallets are discovered through wallet-standard (Phantom, Solflare, Backpack… as installed), so the adapter list is
 * empty; autoConnect reconnects the last wallet when the user returns.
 */
const NO_LEGACY_ADAPTERS: never[] = [];

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const rpcUrl = useSetting('rpcUrl');
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider endpoint={rpcUrl} config={{ commitment: 'confirmed' }}>
        <WalletProvider wallets={NO_LEGACY_ADAPTERS} autoConnect localStorageKey="trading-app:wallet">
          {children}
        </WalletProvider>
      </ConnectionProvider>
    </QueryClientProvider>
  );
}
