import type { TxError, TxResult } from './tx-error';

/** Executed amounts from an execute answer (supplement §3), raw. Fees: see executeResponseSchema. */
export interface ExecutedAmounts {
  totalInputAmount?: bigint;
  totalOutputAmount?: bigint;
  inputAmountResult?: bigint;
  outputAmountResult?: bigint;
  slot?: string;
}

export type LandingOutcome =
  | { status: 'confirmed'; signature: string | null; result?: ExecutedAmounts }
  | { status: 'failed' | 'expired'; signature: string | null; error: TxError };

export interface BlockhashExpiry {
  blockhash: string;
  lastValidBlockHeight: number | null;
}

export function outcomeOf(result: TxResult): LandingOutcome {
  if (result.ok) return { status: 'confirmed', signature: result.signature };
  const { error } = result;
  const signature = 'signature' in error ? error.signature : null;
  return { status: error.kind === 'expired' ? 'expired' : 'failed', signature, error };
}
