import type * as Web3 from '@solana/web3.js';

export type Web3Module = typeof Web3;

let loaded: Web3Module | null = null;
let pending: Promise<Web3Module> | null = null;

/** web3.js is not on the first page (docs/architecture.md "What loads when"): one shared download, awaited. */
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

export function web3IfLoaded(): Web3Module | null {
  return loaded;
}
