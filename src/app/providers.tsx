import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { startPageReads } from './page-reads';
import { WalletStackMount } from './wallet-stack-mount';

/** The wallet adapter's providers load with the wallet stack after the first paint (wallet-stack-mount.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    startPageReads(client, location.pathname);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <WalletStackMount />
    </QueryClientProvider>
  );
}
