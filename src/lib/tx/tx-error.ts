import { explainExecuteCode } from '../../api/swap/execute-code';

/** Why a transaction did not complete. Every kind says in its message whether anything was spent. */
export type TxError =
  | { kind: 'unreadable'; message: string }
  /** The check before signing refused it (pre-sign.ts): never shown to the wallet. */
  | { kind: 'refused'; message: string }
  /** The simulation could not run and the user chose not to sign without it. */
  | { kind: 'unverified'; message: string }
  | { kind: 'rejected'; message: string }
  /** The RPC could not be reached or answered with an error other than a transaction failure. */
  | { kind: 'rpc'; message: string }
  | { kind: 'api'; message: string; fix: string }
  /** The wallet could not sign, the service or simulation refused it (nothing spent), or it landed and failed. */
  | { kind: 'failed'; message: string; signature: string | null; logs: string[]; code?: number }
  | { kind: 'expired'; message: string; signature: string | null; code?: number };

export type TxErrorKind = TxError['kind'];

export type TxResult = { ok: true; signature: string } | { ok: false; error: TxError };

export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function describeErr(err: unknown): string {
  return typeof err === 'string' ? err : JSON.stringify(err);
}

export function landedFailure(signature: string, err: unknown): TxError {
  return {
    kind: 'failed',
    message: `The transaction landed but failed (the network fee was spent): ${describeErr(err)}`,
    signature,
    logs: [],
  };
}

export function expiredError(signature: string | null): TxError {
  return {
    kind: 'expired',
    message: 'The transaction expired before it was confirmed; nothing was spent. Try again.',
    signature,
  };
}

export function txErrorFix(error: TxError): string {
  switch (error.kind) {
    case 'unreadable':
    case 'refused':
      return 'Request a new transaction; this one was not signed.';
    case 'unverified':
      return 'Check the RPC URL in Settings, then try again.';
    case 'rejected':
      return 'Nothing was sent. Sign again when you are ready.';
    case 'rpc':
      return 'Check the RPC URL in Settings, then try again.';
    case 'api':
      return error.fix;
    case 'expired':
      return 'Nothing was spent. Get a new quote and try again.';
    case 'failed':
      if (error.code !== undefined) {
        return explainExecuteCode(error.code).retryable
          ? 'Nothing was spent. Get a new quote and try again.'
          : 'Nothing was spent. Try again with a new quote; if it keeps failing, report it.';
      }
      return error.signature
        ? 'The network fee was spent. Open it in the explorer to see why, then try again.'
        : 'Nothing was spent. Try again.';
  }
}
