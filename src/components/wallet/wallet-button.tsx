import { Suspense } from 'react';
import { lazyLoaded } from '../page/lazy-part';
import { loadConnectedWallet } from './wallet-chunks';
import { connectIntentProps, useWallet } from '../../hooks/wallet/use-wallet';
import { useUiStore } from '../../stores/ui-store';
import { shortAddress } from '../../utils/format';
import { Button } from '../ui/button';

// Only a connected wallet needs the menu, its balances and its actions: they load with the wallet stack
// (wallet-stack-mount.tsx), not with the first page.
const ConnectedWallet = lazyLoaded(loadConnectedWallet, (m) => m.ConnectedWallet);

/** Connect when disconnected (hovering or focusing it starts loading the wallet stack); the wallet's menu when not. */
export function WalletButton() {
  const { publicKey, connecting } = useWallet();
  const openDialog = useUiStore((s) => s.dialogOpened);
  if (!publicKey) {
    return (
      <Button onClick={() => openDialog('wallet')} disabled={connecting} {...connectIntentProps}>
        {connecting ? 'Connecting…' : 'Connect wallet'}
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Button variant="secondary" disabled>
          <span className="font-mono">{shortAddress(publicKey.toBase58())}</span>
        </Button>
      }
    >
      <ConnectedWallet />
    </Suspense>
  );
}
