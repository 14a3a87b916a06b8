/**
 * The sandbox wallet's name and the localStorage keys it reads. Kept apart from the wallet itself so the app can name
 * the wallet and preset the keys without loading the wallet chunk.
 *
 * Keys (all per browser profile, i.e. per origin):
 * - `trading-app:sandbox-wallet-seed`: the 32-byte Ed25519 seed as 64 hex characters (or a JSON array of 32 bytes).
 *   Created at random on first load; set it before the app loads to get a known address (tests).
 * - `trading-app:sandbox-wallet-auto-approve`: `"true"` approves every request without showing the dialog.
 * - `trading-app:sandbox-wallet-no-message-signing`: `"true"` leaves out message signing, as a hardware wallet does
 *   (read once, when the wallet is created).
 * - `trading-app:sandbox-wallet-authorized`: `"true"` once a connection was approved; lets a returning visit reconnect
 *   silently. Disconnect removes it.
 */
export const SANDBOX_WALLET_NAME = 'Sandbox wallet';
export const SANDBOX_SEED_KEY = 'trading-app:sandbox-wallet-seed';
export const SANDBOX_SEED_BACKUP_KEY = 'trading-app:sandbox-wallet-seed:unreadable';
export const SANDBOX_AUTO_APPROVE_KEY = 'trading-app:sandbox-wallet-auto-approve';
export const SANDBOX_NO_MESSAGES_KEY = 'trading-app:sandbox-wallet-no-message-signing';
export const SANDBOX_AUTHORIZED_KEY = 'trading-app:sandbox-wallet-authorized';
