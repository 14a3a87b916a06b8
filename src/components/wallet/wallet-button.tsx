import { useWallet } from '@solana/wallet-adapter-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useExplorerLink } from '../../hooks/use-explorer-link';
import { useToastStore } from '../../stores/toast-store';
import { useUiStore } from '../../stores/ui-store';
import { shortAddress } from '../../utils/format';
import { Button } from '../ui/button';

const menuItem = 'block w-full rounded-control px-3 py-2 text-left text-sm text-ink hover:bg-surface-raised';

/** Connect when disconnected; when connected, the short address opens copy / explorer / disconnect. */
export function WalletButton() {
  const walletContext = useWallet();
  const { publicKey, connecting, wallet } = walletContext;
  const openDialog = useUiStore((s) => s.dialogOpened);
  const toast = useToastStore((s) => s.toastShown);
  const link = useExplorerLink();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  if (!publicKey) {
    return (
      <Button onClick={() => openDialog('wallet')} disabled={connecting}>
        {connecting ? 'Connecting…' : 'Connect wallet'}
      </Button>
    );
  }

  const address = publicKey.toBase58();
  return (
    <div ref={root} className="relative">
      <Button
        variant="secondary"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={`Wallet ${address}`}
        onClick={() => setMenuOpen((o) => !o)}
      >
        {wallet?.adapter.icon ? <img src={wallet.adapter.icon} alt="" className="size-5 rounded" /> : null}
        <span className="font-mono">{shortAddress(address)}</span>
      </Button>
      {menuOpen ? (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-56 rounded-card border border-line bg-surface p-1.5 shadow-card"
        >
          <button
            type="button"
            className={menuItem}
            onClick={() => {
              void navigator.clipboard
                .writeText(address)
                .then(() => toast({ tone: 'success', title: 'Address copied' }))
                .catch(() => toast({ tone: 'warning', title: 'Could not copy', description: address }));
              setMenuOpen(false);
            }}
          >
            Copy address
          </button>
          <a className={menuItem} href={link({ kind: 'address', address })} target="_blank" rel="noreferrer">
            View on explorer
          </a>
          <button
            type="button"
            className={menuItem}
            onClick={() => {
              setMenuOpen(false);
              void walletContext.disconnect();
            }}
          >
            Disconnect
          </button>
        </div>
      ) : null}
    </div>
  );
}
