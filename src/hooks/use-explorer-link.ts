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

/**
 * Links to the explorer chosen in Settings; a local RPC (the sandbox) is passed along so the explorer reads it. Null
 * for a signature or address that is not valid: show no link then.
 */
export function useExplorerLink(): (target: ExplorerTarget) => string | null {
  const explorer = useSetting('explorer');
  const rpcUrl = useSetting('rpcUrl');
  return useCallback(
    (target: ExplorerTarget) => explorerUrl(explorer, target, isLocal(rpcUrl) ? rpcUrl : undefined),
    [explorer, rpcUrl],
  );
}
