import type { Explorer } from '../config/env';

export type ExplorerTarget = { kind: 'tx'; signature: string } | { kind: 'address'; address: string };

export const EXPLORER_LABELS: Record<Explorer, string> = {
  'solana-explorer': 'Solana Explorer',
  solscan: 'Solscan',
  solanafm: 'SolanaFM',
};

/**
 * A link to the chosen explorer. On the sandbox (or any custom RPC) only Solana Explorer can read the chain, through
 * its `cluster=custom&customUrl=` parameters; the others are given the same hint and show mainnet otherwise.
 */
export function explorerUrl(explorer: Explorer, target: ExplorerTarget, customRpcUrl?: string): string {
  const path =
    target.kind === 'tx'
      ? `tx/${target.signature}`
      : `${explorer === 'solscan' ? 'account' : 'address'}/${target.address}`;
  const base =
    explorer === 'solana-explorer'
      ? 'https://explorer.solana.com'
      : explorer === 'solscan'
        ? 'https://solscan.io'
        : 'https://solana.fm';
  const url = new URL(`${base}/${path}`);
  if (customRpcUrl) {
    url.searchParams.set('cluster', 'custom');
    url.searchParams.set('customUrl', customRpcUrl);
  }
  return url.toString();
}
