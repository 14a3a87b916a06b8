/** `WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED` of `@wallet-standard/errors`. */
export const USER_REJECTED_CODE = 4001000;

/**
 * The error a wallet-standard wallet throws when the user says no: the shape of `@wallet-standard/errors`'
 * `WalletStandardError` (name, `context.__code`, message), plus the EIP-1193 `code: 4001` that Phantom-style wallets
 * use, so `isUserRejection` in the app recognises it whichever convention it checks. The wallet adapter wraps it in
 * WalletConnectionError / WalletSignTransactionError / WalletSignMessageError with this as `error`.
 */
export class UserRejectedError extends Error {
  override name = 'WalletStandardError';
  readonly context = { __code: USER_REJECTED_CODE } as const;
  readonly code = 4001;
  constructor() {
    super('The user rejected the request');
  }
}

/** A request the wallet refuses on its own (wrong account, unsupported transaction), not the user. */
export class SandboxWalletError extends Error {
  override name = 'SandboxWalletError';
}
