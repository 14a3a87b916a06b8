import bs58 from 'bs58';
import type { Explorer } from '../config/env';

export type ExplorerTarget = { kind: 'tx'; signature: string } | { kind: 'address'; address: string };

export const EXPLORER_LABELS: Record<Explorer, string> = {
  'solana-explorer': 'Solana Explorer',
  solscan: 'Solscan',
  solanafm: 'SolanaFM',
};

/** Base58 text that decodes to exactly `bytes` bytes: a signature (64) or an address (32), nothing appended. */
function isBase58Of(text: string, bytes: number): boolean {
  try {
    return bs58.decode(text).length === bytes;
  } catch {
    return false;
  }
}

/** Null when the signature or address is not what it claims (a suffix would add link parameters). */
export function explorerUrl(explorer: Explorer, target: ExplorerTarget, customRpcUrl?: string): string | null {
  const valid = target.kind === 'tx' ? isBase58Of(target.signature, 64) : isBase58Of(target.address, 32);
  if (!valid) return null;
  const path =
    target.kind === 'tx'
      ? `tx/${encodeURIComponent(target.signature)}`
      : `${explorer === 'solscan' ? 'account' : 'address'}/${encodeURIComponent(target.address)}`;
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
