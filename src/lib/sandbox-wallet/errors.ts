export const USER_REJECTED_CODE = 4001000;

/** `WalletStandardError`'s shape plus EIP-1193 `code: 4001`, so every "user said no" check recognises it. */
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

/** Adapter-wrapped, wallet-standard (4001000) or EIP-1193 (4001) rejections. */
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
