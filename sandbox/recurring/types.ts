import type { Address } from '../world/address';

/** The service's fee on each round, in the output mint (supplement §7: 0.1 %). */
export const FEE_BPS = 10n;

/** One round of an order (supplement §7 Trade): a landed swap, or an attempt that could not land. */
export interface RecurringFill {
  readonly action: 'Fill' | 'Failed';
  readonly inputAmount: bigint;
  readonly outputAmount: bigint;
  readonly feeAmount: bigint;
  readonly feeMint: Address;
  /** '' when nothing landed. */
  readonly txId: string;
  /** Sandbox time, ms. */
  readonly confirmedAt: number;
  readonly error?: string;
}

/** A time-based order (supplement §7 TimeRecurring), keyed by its escrow address. */
export interface RecurringOrder {
  readonly orderKey: Address;
  /** The create request; the escrow key derives from it. */
  readonly requestId: string;
  readonly user: Address;
  readonly inputMint: Address;
  readonly outputMint: Address;
  readonly inDeposited: bigint;
  readonly numberOfOrders: number;
  /** Seconds between rounds. */
  readonly interval: number;
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly openTx: string;
  readonly createdAt: number;
  updatedAt: number;
  /** Sandbox time (ms) of the next round. */
  nextRunAt: number;
  fills: RecurringFill[];
  closeTx: string | null;
  userClosed: boolean;
  inWithdrawn: bigint;
}

export type PendingKind = 'create' | 'cancel';

/** A crafted transaction waiting for `execute`: the exact message the user must sign. */
export interface PendingRequest {
  readonly requestId: string;
  readonly kind: PendingKind;
  readonly user: Address;
  readonly orderKey: Address;
  /** Base64 v0 message bytes. */
  readonly message: string;
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
  /** Create only: the order as it will open. */
  readonly order?: Omit<RecurringOrder, 'openTx' | 'createdAt' | 'updatedAt' | 'nextRunAt' | 'fills'> & {
    readonly startAt: number | null;
  };
  /** The first outcome, answered again to a re-post. */
  executed?: ExecuteBody;
  readonly createdAt: number;
}

export interface ExecuteBody {
  status: 'Success' | 'Failed';
  signature: string;
  order: string | null;
  error: string | null;
}
