import { memo, useEffect, useState, type ComponentType } from 'react';
import { loadConnectedWallet, loadWalletDialog } from '../components/wallet/wallet-chunks';
import { useSandboxApprovalStore } from '../stores/sandbox-approval-store';
import { useToastStore } from '../stores/toast-store';
import { useWalletStackStore } from '../stores/wallet-stack-store';
import { nextTask } from '../utils/next-task';

/** Same key as WALLET_NAME_KEY in wallet-stack.tsx (not imported: that module is the lazy chunk). */
const REMEMBERED_WALLET_KEY = 'trading-app:wallet';

function rememberedWallet(): boolean {
  try {
    return !!localStorage.getItem(REMEMBERED_WALLET_KEY);
  } catch {
    return false;
  }
}

/** Sandbox builds only: with VITE_SANDBOX=false this branch is dead code and its chunk never emitted. */
async function installSandboxWallet(): Promise<void> {
  if (import.meta.env.VITE_SANDBOX === 'false') return;
  const { installSandboxWallet: install } = await import('../lib/sandbox-wallet/install');
  await install({ approve: (request) => useSandboxApprovalStore.getState().approvalRequested(request) });
}

// Each in a task of its own: Vite's preload links for the stack's ~20 chunks, inserted in one task, made a task of
// 46-50 ms at 4× CPU that a first keystroke could meet (issue 30).
const inTask = <T,>(load: () => Promise<T>) => nextTask().then(load);

async function loadStack(): Promise<ComponentType> {
  const [stack] = await Promise.all([
    inTask(() => import('./wallet-stack')),
    inTask(loadWalletDialog),
    inTask(loadConnectedWallet),
    // The connected wallet's first read (its balances): fetched with the stack, not from the header's first render,
    // where its chunks' preload had run in a keystroke's task (issue 30).
    inTask(() => import('../hooks/token-accounts-read')),
    inTask(installSandboxWallet).catch((e: unknown) => {
      useToastStore.getState().toastShown({
        tone: 'warning',
        title: 'The Sandbox wallet could not be loaded',
        description: `${e instanceof Error ? e.message : String(e)}. Reload the page to try again.`,
      });
    }),
  ]);
  return stack.WalletStack;
}

/** Loads the stack when asked, or after the first paint when a wallet is remembered (autoConnect). */
export const WalletStackMount = memo(function WalletStackMount() {
  const status = useWalletStackStore((s) => s.status);
  const [Stack, setStack] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!rememberedWallet()) return;
    // After the first frame is painted: reconnecting is not worth delaying the page for.
    const frame = requestAnimationFrame(() => setTimeout(() => useWalletStackStore.getState().requested(), 0));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (status !== 'loading' || Stack) return;
    let live = true;
    loadStack().then(
      (component) => live && setStack(() => component),
      (e: unknown) => {
        const message = e instanceof Error ? e.message : String(e);
        useWalletStackStore.getState().loadFailed(message);
        useToastStore.getState().toastShown({
          tone: 'warning',
          title: 'The wallet code could not be loaded',
          description: `${message}. Check the connection and try Connect again.`,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [status, Stack]);

  return Stack ? <Stack /> : null;
});
