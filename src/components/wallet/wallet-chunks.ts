import { chunkLoader } from '../page/lazy-part';

// Fetched with the wallet stack (app/wallet-stack-mount.tsx) and drawn by the header without suspending once in.
export const loadWalletDialog = chunkLoader(() => import('./wallet-dialog'));
export const loadConnectedWallet = chunkLoader(() => import('./connected-wallet'));
