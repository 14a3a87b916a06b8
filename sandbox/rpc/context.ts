import type { Ledger } from '../chain/ledger';
import { MIN_CONTEXT_SLOT_NOT_REACHED, RpcError } from './json-rpc';
import type { BaseConfig } from './params';

// The ledger holds one state, so every commitment reads the same slot; only signature statuses tell them apart.

/** Reported by getVersion and in every context. */
export const SOLANA_CORE_VERSION = '2.3.6';
export const FEATURE_SET = 3_294_202_862;

export interface RpcEnv {
  ledger: Ledger;
}

// bigint only where a u64 exceeds 2^53.
export type RpcMethod = (params: unknown, env: RpcEnv) => unknown;

export function withContext<T>(ledger: Ledger, value: T) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot }, value };
}

/** Real nodes refuse to answer from a bank older than `minContextSlot` (error -32016 with the slot they are at). */
export function checkMinContextSlot(ledger: Ledger, config: BaseConfig | undefined): void {
  const min = config?.minContextSlot;
  if (min !== undefined && ledger.slot < min) {
    throw new RpcError(MIN_CONTEXT_SLOT_NOT_REACHED, 'Minimum context slot has not been reached', {
      contextSlot: ledger.slot,
    });
  }
}
