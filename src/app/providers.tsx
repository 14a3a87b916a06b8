import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { WalletStackMount } from './wallet-stack-mount';

/**
 * The wallet adapter's providers are not here: they load with the wallet stack after the first paint
 * (wallet-stack-mount.tsx), and pages read the wallet through hooks/wallet/use-wallet.ts.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <WalletStackMount />
    </QueryClientProvider>
  );
}
