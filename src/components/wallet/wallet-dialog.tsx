import { requestWalletStack, useWallet, useWalletStackStatus, type Wallet } from '../../hooks/wallet/use-wallet';
import { useEffect } from 'react';
import { SANDBOX_WALLET_NAME } from '../../lib/sandbox-wallet/constants';
import { useUiStore } from '../../stores/ui-store';
import { Dialog } from '../ui/dialog';
import { Notice } from '../ui/notice';
import { ContinueOnPhone, OpenInWalletApp } from './open-elsewhere';

const USABLE: ReadonlySet<string> = new Set(['Installed', 'Loadable']);

const INSTALL_LINKS = [
  { name: 'Phantom', href: 'https://phantom.com/download' },
  { name: 'Solflare', href: 'https://solflare.com/download' },
  { name: 'Backpack', href: 'https://backpack.app/downloads' },
];

function WalletOption({ wallet, detail }: { wallet: Wallet; detail: string }) {
  const walletContext = useWallet();
  const { connecting, wallet: selected } = walletContext;
  return (
    <button
      type="button"
      onClick={() => walletContext.select(wallet.adapter.name)}
      disabled={connecting}
      className="flex w-full items-center gap-3 rounded-control border border-line bg-surface-raised px-3 py-2.5 text-left hover:border-line-strong disabled:opacity-60"
    >
      {wallet.adapter.icon ? <img src={wallet.adapter.icon} alt="" className="size-7 rounded" /> : null}
      <span className="flex-1 font-medium">{wallet.adapter.name}</span>
      <span className="text-xs text-ink-muted">
        {connecting && selected?.adapter.name === wallet.adapter.name ? 'Connecting…' : detail}
      </span>
    </button>
  );
}

export function WalletDialog() {
  const open = useUiStore((s) => s.dialog === 'wallet');
  const close = useUiStore((s) => s.dialogClosed);
  const { wallets, connected } = useWallet();
  const stack = useWalletStackStatus();

  // Opening the dialog is the last moment to load the wallet stack; it lists the wallets once it is here.
  useEffect(() => {
    if (open) requestWalletStack();
  }, [open]);
  useEffect(() => {
    if (open && connected) close();
  }, [open, connected, close]);

  const usable = wallets.filter((w) => USABLE.has(w.readyState));
  // The Sandbox wallet lives in this app (registered only on a sandbox build), not in the browser.
  const sandbox = usable.find((w) => w.adapter.name === SANDBOX_WALLET_NAME);
  const detected = usable.filter((w) => w !== sandbox);
  // A phone's browser takes no extensions: there the way in is the wallet app's own browser.
  const touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Connect a wallet"
      description="Your keys stay in your wallet. You approve every transaction there."
    >
      {stack === 'loading' || stack === 'idle' ? (
        <p role="status" className="text-sm text-ink-muted">
          Looking for wallets…
        </p>
      ) : stack === 'failed' ? (
        <Notice tone="danger" title="The wallet code could not be loaded">
          Check the connection, then{' '}
          <button type="button" className="text-accent underline" onClick={requestWalletStack}>
            try again
          </button>
          .
        </Notice>
      ) : null}
      {stack === 'ready' && sandbox ? (
        <div className="mb-4">
          <WalletOption wallet={sandbox} detail="Built in" />
          <p className="mt-1.5 text-xs text-ink-muted">
            A test wallet for the local sandbox: its key stays in this browser profile and it is funded with test tokens
            on first connect.
          </p>
        </div>
      ) : null}
      {stack !== 'ready' ? null : detected.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Detected wallets">
          {detected.map((w) => (
            <li key={w.adapter.name}>
              <WalletOption wallet={w} detail="Detected" />
            </li>
          ))}
        </ul>
      ) : (
        <>
          {touch ? <OpenInWalletApp /> : null}
          <Notice title="No wallet detected in this browser">
            {touch ? 'No wallet app yet? Install one of these:' : 'Install one of these, then reload this page:'}
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
        </>
      )}
      {stack === 'ready' && !touch ? <ContinueOnPhone /> : null}
    </Dialog>
  );
}
