import { GearIcon } from '../components/ui/icons';
import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink, useLocation } from '../lib/router';
import { ActivityCentre } from '../features/activity/components/activity-centre';
import { Toaster } from '../components/tx/toaster';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { WalletButton } from '../components/wallet/wallet-button';
import { PageHeaderPlaceholder } from '../components/page/page-header';
import { chunkLoader, lazyLoaded } from '../components/page/lazy-part';
import { whenLoaded } from '../components/page/when-loaded';
import { loadWalletDialog } from '../components/wallet/wallet-chunks';
import { routeAt } from '../config/routes';
import { useTxTracker } from '../hooks/tx/use-tx-tracker';
import { afterFirstResult } from '../stores/first-result';
import { useSandboxApprovalStore } from '../stores/sandbox-approval-store';
import { useUiStore } from '../stores/ui-store';
import { AppFrame, type LinkRenderer } from './app-frame';
import { RouteAnnouncer } from './route-announcer';

// Loaded when first needed, not with the first page (docs/architecture.md "What loads when"); the wallet dialog's
// chunk is fetched with the wallet stack (wallet-stack-mount.tsx), the settings' on hover or focus of its button.
const loadSettings = chunkLoader(() => import('../components/settings/settings-dialog'));
const SettingsDialog = lazyLoaded(loadSettings, (m) => m.SettingsDialog);
const WalletDialog = lazyLoaded(loadWalletDialog, (m) => m.WalletDialog);
const prefetchSettings = loadSettings.preload;
// Its count and store arrive after the page's first result (stores/first-result.ts), outside every first-load budget.
const InboxBell = whenLoaded(() =>
  new Promise<void>(afterFirstResult)
    .then(() => import('../features/inbox/components/inbox-bell'))
    .then((m) => m.InboxBell),
);
const SendSolDialog = lazy(() =>
  import('../components/wallet/send-sol-dialog').then((m) => ({ default: m.SendSolDialog })),
);
// Written out (not a shared constant) so a VITE_SANDBOX=false build folds it to null and emits no chunk for it.
const SandboxApprovalDialog =
  import.meta.env.VITE_SANDBOX !== 'false'
    ? lazy(() =>
        import('../components/wallet/sandbox-approval-dialog').then((m) => ({ default: m.SandboxApprovalDialog })),
      )
    : null;

export function Layout({ children }: { children: ReactNode }) {
  const openDialog = useUiStore((s) => s.dialogOpened);
  const dialog = useUiStore((s) => s.dialog);
  const closeDialog = useUiStore((s) => s.dialogClosed);
  const approvalPending = useSandboxApprovalStore((s) => s.pending.length > 0);
  useTxTracker();
  return (
    <AppFrame
      link={routerLink}
      top={
        <>
          <RouteAnnouncer />
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-ink"
          >
            Skip to content
          </a>
        </>
      }
      actions={
        <>
          <ErrorBoundary name="Inbox" inline>
            <InboxBell />
          </ErrorBoundary>
          <ErrorBoundary name="Activity" inline>
            <ActivityCentre />
          </ErrorBoundary>
          <Button
            variant="ghost"
            onClick={() => openDialog('settings')}
            onPointerEnter={prefetchSettings}
            onFocus={prefetchSettings}
            aria-label="Settings"
          >
            <GearIcon />
          </Button>
          <ErrorBoundary name="Wallet" inline>
            <WalletButton />
          </ErrorBoundary>
        </>
      }
      bottom={
        <ErrorBoundary name="Dialogs" inline>
          {/* Connect answers at once: the dialog shows while its code (fetched with the wallet stack) arrives. */}
          <Suspense
            fallback={
              <Dialog open onClose={closeDialog} title="Connect a wallet">
                <p role="status" className="text-sm text-ink-muted">
                  Looking for wallets…
                </p>
              </Dialog>
            }
          >
            {dialog === 'wallet' ? <WalletDialog /> : null}
          </Suspense>
          <Suspense fallback={null}>
            {dialog === 'settings' ? <SettingsDialog /> : null}
            {dialog === 'send-sol' ? <SendSolDialog /> : null}
            {SandboxApprovalDialog && approvalPending ? <SandboxApprovalDialog /> : null}
          </Suspense>
          <Toaster />
        </ErrorBoundary>
      }
    >
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </AppFrame>
  );
}

const routerLink: LinkRenderer = (to, className, children) => (
  <NavLink to={to} className={({ isActive }) => className(isActive)}>
    {children}
  </NavLink>
);

/** While a page's code loads, its header stays where index.html painted it (app-shell.tsx). */
function PageFallback() {
  const route = routeAt(useLocation().pathname);
  return (
    <>
      {route ? <PageHeaderPlaceholder route={route} /> : null}
      <p role="status" className={route ? 'sr-only' : 'text-ink-muted'}>
        Loading page…
      </p>
    </>
  );
}
