import type * as Web3 from '@solana/web3.js';

export type Web3Module = typeof Web3;

let loaded: Web3Module | null = null;
let pending: Promise<Web3Module> | null = null;

/**
 * web3.js is not part of the first page (docs/architecture.md "What loads when"): code on a page's first paint path
 * calls this where it needs a value (PublicKey, VersionedTransaction…) and awaits it. One download, shared with the
 * wallet stack; a failed download is retried on the next call.
 */
export function loadWeb3(): Promise<Web3Module> {
  pending ??= import('@solana/web3.js').then(
    (m) => (loaded = m),
    (e: unknown) => {
      pending = null;
      throw e;
    },
  );
  return pending;
}

/** web3.js if it has already loaded, for synchronous checks that can wait for it (see useWeb3). */
export function web3IfLoaded(): Web3Module | null {
  return loaded;
}
