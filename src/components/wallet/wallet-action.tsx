import { connectIntentProps, useWallet } from '../../hooks/wallet/use-wallet';
import type { ReactNode } from 'react';
import { useUiStore } from '../../stores/ui-store';
import { Button } from '../ui/button';

export function WalletAction({ children }: { children: ReactNode }) {
  const { connected } = useWallet();
  const openDialog = useUiStore((s) => s.dialogOpened);
  if (connected) return children;
  return (
    <Button size="lg" onClick={() => openDialog('wallet')} {...connectIntentProps}>
      Connect wallet
    </Button>
  );
}
