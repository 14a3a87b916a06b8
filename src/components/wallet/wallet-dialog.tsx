import { WalletReadyState } from '@solana/wallet-adapter-base';
import { useWallet } from '@solana/wallet-adapter-react';
import { useEffect } from 'react';
import { useUiStore } from '../../stores/ui-store';
import { Dialog } from '../ui/dialog';
import { Notice } from '../ui/notice';

const INSTALL_LINKS = [
  { name: 'Phantom', href: 'https://phantom.com/download' },
  { name: 'Solflare', href: 'https://solflare.com/download' },
  { name: 'Backpack', href: 'https://backpack.app/downloads' },
];

/** Lists the wallets that announced themselves through wallet-standard; selecting one connects it (autoConnect). */
export function WalletDialog() {
  const open = useUiStore((s) => s.dialog === 'wallet');
  const close = useUiStore((s) => s.dialogClosed);
  const walletContext = useWallet();
  const { wallets, connected, connecting, wallet } = walletContext;

  useEffect(() => {
    if (open && connected) close();
  }, [open, connected, close]);

  const usable = wallets.filter(
    (w) => w.readyState === WalletReadyState.Installed || w.readyState === WalletReadyState.Loadable,
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Connect a wallet"
      description="Your keys stay in your wallet. You approve every transaction there."
    >
      {usable.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Detected wallets">
          {usable.map((w) => (
            <li key={w.adapter.name}>
              <button
                type="button"
                onClick={() => walletContext.select(w.adapter.name)}
                disabled={connecting}
                className="flex w-full items-center gap-3 rounded-control border border-line bg-surface-raised px-3 py-2.5 text-left hover:border-line-strong disabled:opacity-60"
              >
                {w.adapter.icon ? <img src={w.adapter.icon} alt="" className="size-7 rounded" /> : null}
                <span className="flex-1 font-medium">{w.adapter.name}</span>
                <span className="text-xs text-ink-muted">
                  {connecting && wallet?.adapter.name === w.adapter.name ? 'Connecting…' : 'Detected'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <Notice title="No wallet detected in this browser">
          Install one of these, then reload this page:
          <ul className="mt-2 flex gap-3">
            {INSTALL_LINKS.map((l) => (
              <li key={l.name}>
                <a className="text-accent underline" href={l.href} target="_blank" rel="noreferrer">
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </Notice>
      )}
    </Dialog>
  );
}
