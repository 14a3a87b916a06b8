// `mwa-real` is vite.config.ts's alias for the real Mobile Wallet Adapter package (see mobile-wallet-adapter-lazy.ts).
// Only what the lazy wrapper uses is declared; the package itself is nested under the wallet adapter's node_modules.
declare module 'mwa-real' {
  import type { BaseMessageSignerWalletAdapter } from '@solana/wallet-adapter-base';

  export const SolanaMobileWalletAdapter: new (config: Record<string, unknown>) => BaseMessageSignerWalletAdapter;
  export function createDefaultAddressSelector(): unknown;
  export function createDefaultAuthorizationResultCache(): unknown;
  export function createDefaultWalletNotFoundHandler(): unknown;
}
