/** Name and localStorage keys, apart from the wallet so the app can preset them without loading its chunk. */
export const SANDBOX_WALLET_NAME = 'Sandbox wallet';
export const SANDBOX_SEED_KEY = 'trading-app:sandbox-wallet-seed';
export const SANDBOX_SEED_BACKUP_KEY = 'trading-app:sandbox-wallet-seed:unreadable';
export const SANDBOX_AUTO_APPROVE_KEY = 'trading-app:sandbox-wallet-auto-approve';
export const SANDBOX_NO_MESSAGES_KEY = 'trading-app:sandbox-wallet-no-message-signing';
export const SANDBOX_AUTHORIZED_KEY = 'trading-app:sandbox-wallet-authorized';
