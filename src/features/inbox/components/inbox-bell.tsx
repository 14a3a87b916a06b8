import { lazy, Suspense, useEffect } from 'react';
import { HeaderPanelButton } from '../../../components/page/header-panel-button';
import { chunkLoader, lazyLoaded } from '../../../components/page/lazy-part';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useIdleWallet } from '../hooks/use-idle-wallet';
import { selectUnreadCount, useInboxStore } from '../state/inbox-store';

// The reads come once there is a wallet and the page idles, the panel when the inbox is pointed at or opens ("What
// loads when").
const InboxWatcher = lazy(() => import('./inbox-watcher').then((m) => ({ default: m.InboxWatcher })));
const loadPanel = chunkLoader(() => import('./inbox-panel'));
const InboxPanel = lazyLoaded(loadPanel, (m) => m.InboxPanel);

function BellIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export function InboxBell() {
  const wallet = useWallet().publicKey?.toBase58() ?? null;
  const walletChanged = useInboxStore((s) => s.walletChanged);
  const unread = useInboxStore(selectUnreadCount);
  const watched = useIdleWallet(wallet);
  useEffect(() => walletChanged(wallet), [wallet, walletChanged]);
  return (
    <>
      <HeaderPanelButton
        name="Inbox"
        count={unread}
        counted="unread"
        className="relative px-2.5"
        badgeClassName="absolute top-0.5 right-0 min-w-4 px-1 text-[0.6875rem] leading-4"
        description="What needs you now across every product, newest first."
        loading="Loading the inbox…"
        preload={loadPanel.preload}
        panel={(close) => <InboxPanel wallet={wallet} onClose={close} />}
      >
        <BellIcon />
      </HeaderPanelButton>
      {watched ? (
        <Suspense fallback={null}>
          <InboxWatcher key={watched} wallet={watched} />
        </Suspense>
      ) : null}
    </>
  );
}
