import { connectIntentProps, useWallet } from '../../hooks/wallet/use-wallet';
import type { ReactNode } from 'react';
import { useUiStore } from '../../stores/ui-store';
import { Button } from '../ui/button';

/** A form's main action: "Connect wallet" until a wallet is connected, then the form's own button. */
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
