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

/**
 * True when a wallet error means "the user said no". The wallet adapter wraps the wallet's own error
 * (WalletSignTransactionError.error); wallet-standard wallets use `WalletStandardError` with code 4001000,
 * injected wallets the EIP-1193 `code: 4001`, and some only say so in the message.
 */
export function isUserRejection(e: unknown, depth = 0): boolean {
  if (typeof e !== 'object' || e === null || depth > 3) return false;
  const err = e as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    context?: { __code?: unknown };
    error?: unknown;
    cause?: unknown;
  };
  if (err.name === 'WalletStandardError' && err.context?.__code === USER_REJECTED_CODE) return true;
  if (err.code === 4001) return true;
  if (
    typeof err.message === 'string' &&
    /user rejected|rejected the request|user denied|declined by the user/i.test(err.message)
  )
    return true;
  return isUserRejection(err.error, depth + 1) || isUserRejection(err.cause, depth + 1);
}
