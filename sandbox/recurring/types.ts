import type { Address } from '../world/address';

/** The service's fee on each round, in the output mint (supplement §7: 0.1 %). */
export const FEE_BPS = 10n;

// Supplement §7 Trade: a landed swap, or an attempt that could not land.
export interface RecurringFill {
  readonly action: 'Fill' | 'Failed';
  readonly inputAmount: bigint;
  readonly outputAmount: bigint;
  readonly feeAmount: bigint;
  readonly feeMint: Address;
  // '' when nothing landed.
  readonly txId: string;
  readonly confirmedAt: number;
  readonly error?: string;
}

// Supplement §7 TimeRecurring, keyed by its escrow address.
export interface RecurringOrder {
  readonly orderKey: Address;
  readonly requestId: string;
  readonly user: Address;
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly inDeposited: bigint;
  readonly numberOfOrders: number;
  // Seconds between rounds.
  readonly interval: number;
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly openTx: string;
  readonly createdAt: number;
  updatedAt: number;
  nextRunAt: number;
  fills: RecurringFill[];
  closeTx: string | null;
  userClosed: boolean;
  inWithdrawn: bigint;
}

export type PendingKind = 'create' | 'cancel';

export interface PendingRequest {
  readonly requestId: string;
  readonly kind: PendingKind;
  readonly user: Address;
  readonly orderKey: Address;
  readonly message: string;
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
  readonly order?: Omit<RecurringOrder, 'openTx' | 'createdAt' | 'updatedAt' | 'nextRunAt' | 'fills'> & {
    readonly startAt: number | null;
  };
  executed?: ExecuteBody;
  readonly createdAt: number;
}

export interface ExecuteBody {
  status: 'Success' | 'Failed';
  signature: string;
  order: string | null;
  error: string | null;
}
