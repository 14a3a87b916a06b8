import { startTransition, useEffect, useState } from 'react';
import { afterFirstResult } from '../../../stores/first-result';

/** At the latest this long after the page's first result the inbox starts reading, however busy the page is. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(run);
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(id);
}

/**
 * The wallet to watch once the page has its first result and an idle moment after it, so the watcher's chunk, first
 * render and reads stay out of the page's first interactions (issue 30); its render is a transition typing interrupts.
 */
export function useIdleWallet(wallet: string | null): string | null {
  const [idle, setIdle] = useState<string | null>(null);
  useEffect(() => {
    if (!wallet) return;
    let live = true;
    let cancel = () => {};
    afterFirstResult(() => {
      if (live) cancel = whenIdle(() => startTransition(() => setIdle(wallet)));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [wallet]);
  return idle !== null && idle === wallet ? idle : null;
}
