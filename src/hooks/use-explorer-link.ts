import { useCallback } from 'react';
import { explorerUrl, type ExplorerTarget } from '../lib/explorer';
import { useSetting } from '../stores/settings-store';

function isLocal(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}

/** A local RPC (the sandbox) is passed along; null for an invalid signature or address. */
export function useExplorerLink(): (target: ExplorerTarget) => string | null {
  const explorer = useSetting('explorer');
  const rpcUrl = useSetting('rpcUrl');
  return useCallback(
    (target: ExplorerTarget) => explorerUrl(explorer, target, isLocal(rpcUrl) ? rpcUrl : undefined),
    [explorer, rpcUrl],
  );
}
