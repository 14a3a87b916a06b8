import { GearIcon } from '../components/ui/icons';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { ActivityCentre } from '../components/tx/activity-centre';
import { Toaster } from '../components/tx/toaster';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { WalletButton } from '../components/wallet/wallet-button';
import { NAV_ORDER, ROUTES } from '../config/routes';
import { useTxTracker } from '../hooks/tx/use-tx-tracker';
import { useSandboxApprovalStore } from '../stores/sandbox-approval-store';
import { useUiStore } from '../stores/ui-store';
import { cn } from '../utils/cn';
import { RouteAnnouncer } from './route-announcer';

function NavLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {NAV_ORDER.map((id) => (
        <li key={id}>
          <NavLink
            to={ROUTES[id].path}
            className={({ isActive }) =>
              cn(
                'block rounded-control px-2 py-2 text-sm font-medium whitespace-nowrap xl:px-3',
                isActive ? 'bg-surface-raised text-ink' : 'text-ink-muted hover:text-ink',
              )
            }
          >
            {ROUTES[id].label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

// Loaded when first needed, not with the first page (docs/architecture.md "What loads when"); the wallet dialog's
// chunk is fetched with the wallet stack (wallet-stack-mount.tsx), the settings' on hover or focus of its button.
const loadSettings = () => import('../components/settings/settings-dialog');
const SettingsDialog = lazy(() => loadSettings().then((m) => ({ default: m.SettingsDialog })));
const WalletDialog = lazy(() =>
  import('../components/wallet/wallet-dialog').then((m) => ({ default: m.WalletDialog })),
);
const prefetchSettings = () => void loadSettings();
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

export function Layout() {
  const openDialog = useUiStore((s) => s.dialogOpened);
  const dialog = useUiStore((s) => s.dialog);
  const closeDialog = useUiStore((s) => s.dialogClosed);
  const approvalPending = useSandboxApprovalStore((s) => s.pending.length > 0);
  // Pending transactions resume tracking after a reload, whichever page is open.
  useTxTracker();
  return (
    <div className="min-h-dvh pb-20 lg:pb-0">
      <RouteAnnouncer />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-ink"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-canvas/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-page items-center gap-2 px-4 sm:gap-4">
          <NavLink
            to={ROUTES.swap.path}
            className="flex shrink-0 items-center gap-2 text-base font-semibold whitespace-nowrap text-ink sm:text-lg"
          >
            <img src="/favicon.svg" alt="" className="size-7" />
            {/* Shown where there is room: on phones and beside the full navigation below 2xl the header is full, and the
                name stays for screen readers as the link's name. */}
            <span className="max-sm:sr-only lg:max-2xl:sr-only">Solstice Trade</span>
          </NavLink>
          <nav aria-label="Main" className="hidden flex-1 lg:block">
            <NavLinks className="flex gap-1" />
          </nav>
          <div className="ml-auto flex items-center gap-2">
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
              <span className="hidden sm:inline lg:hidden 2xl:inline">Settings</span>
            </Button>
            <ErrorBoundary name="Wallet" inline>
              <WalletButton />
            </ErrorBoundary>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-page px-4 py-6">
        <Suspense
          fallback={
            <p role="status" className="text-ink-muted">
              Loading page…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <nav
        aria-label="Main mobile"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 backdrop-blur lg:hidden"
      >
        <NavLinks className="flex gap-1 overflow-x-auto px-2 py-2" />
      </nav>
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
    </div>
  );
}
