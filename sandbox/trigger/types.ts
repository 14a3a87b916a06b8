import type { PriceOrderType, RawState } from '../../src/api/trigger/schemas';
import type { Address } from '../world/address';

/**
 * Trigger v2's off-chain records (supplement §6), kept as plain JSON (amounts as decimal strings, times in sandbox
 * epoch ms) so that the state file and the journal store them as they are.
 */

export interface VaultRecord {
  userPubkey: Address;
  vaultPubkey: Address;
  providerVaultId: string;
  createdAt: number;
}

/** A crafted deposit, waiting for its signed transaction at `POST /orders/price`. */
export interface DepositRecord {
  requestId: string;
  userPubkey: Address;
  inputMint: Address;
  outputMint: Address;
  amount: string;
  orderSubType: PriceOrderType;
  /** The crafted message (base64): the signed deposit must carry exactly this. */
  message: string;
  /** The per-order token account (owned by the vault) that receives the deposit. */
  account: Address;
  /** OTOCO: where the entry's output waits for its take-profit / stop-loss pair. */
  outputAccount?: Address;
  createdAt: number;
  /** Set once an order was created from it (single use). */
  orderId?: string;
  depositSignature?: string;
}

export type LegContext = 'take_profit' | 'stop_loss' | 'buy_above' | 'buy_below';

/** An order event as the history serves it (amounts as strings). */
export interface StoredEvent {
  type: 'deposit' | 'fill' | 'withdrawal' | 'cancelled' | 'expired';
  timestamp: number;
  txSignature: string | null;
  state: 'success' | 'failed' | 'pending';
  mint?: Address;
  amount?: string;
  outputMint?: Address;
  outputAmount?: string;
  orderContext?: LegContext;
}

export interface OrderRecord {
  id: string;
  orderType: PriceOrderType;
  rawState: RawState;
  userPubkey: Address;
  vaultPubkey: Address;
  inputMint: Address;
  outputMint: Address;
  triggerMint: Address;
  triggerCondition: 'above' | 'below' | null;
  triggerPriceUsd: number | null;
  trailingBps: number | null;
  highWatermark: number | null;
  lowWatermark: number | null;
  slippageBps: number | null;
  tpPriceUsd: number | null;
  slPriceUsd: number | null;
  tpSlippageBps: number | null;
  slSlippageBps: number | null;
  expiresAt: number;
  createdAt: number;
  updatedAt: number;
  triggeredAt: number | null;
  initialInputAmount: string;
  remainingInputAmount: string;
  inputUsed: string;
  outputAmount: string;
  /** What this order's fills do: which side of the market it trades and how its fill events are labelled. */
  orderContext: LegContext;
  /** Token account (owned by the vault) holding this order's input. OCO legs share one. */
  account: Address;
  /** OTOCO entry: its output goes here, then funds the pair. */
  outputAccount: Address | null;
  /** OCO legs: the id of the take-profit leg (the id creation returned), shared by both legs. */
  ocoGroupId: string | null;
  /** OTOCO children: the entry order. */
  parentId: string | null;
  depositRequestId: string | null;
  events: StoredEvent[];
  /** A fill or withdrawal sent to the ledger whose outcome is not recorded yet (kill -9 recovery). */
  pending: { kind: 'fill' | 'deposit' | 'withdrawal'; signature: string; amountIn?: string; amountOut?: string } | null;
  /** Sandbox ms of the last fill attempt that found too little liquidity (a partially filled order waits). */
  retryAfter: number | null;
  withdrawn: boolean;
}

export interface CancelRecord {
  requestId: string;
  orderIds: string[];
  userPubkey: Address;
  /** The unsigned withdrawal's message (base64). */
  message: string;
  createdAt: number;
  signature?: string;
}

/** What the state file keeps of the trigger family (OffChainState.trigger). */
export interface TriggerState {
  /** The world's JWT secret (base64): a reset makes a new one, so old tokens stop working. */
  secret: string;
  vaults: VaultRecord[];
  deposits: DepositRecord[];
  orders: OrderRecord[];
  cancels: CancelRecord[];
}

/** One upsert of a trigger record, as the shared journal keeps it (sandbox/state/journal.ts `trigger`). */
export type TriggerJournalLine =
  | { kind: 'secret'; value: string }
  | { kind: 'vault'; value: VaultRecord }
  | { kind: 'deposit'; value: DepositRecord }
  | { kind: 'order'; value: OrderRecord }
  | { kind: 'cancel'; value: CancelRecord };

/** An answer of a domain operation: the route turns it into JSON with this status. */
export type Answer =
  | { status: 200 | 201; body: unknown; json?: string }
  | { status: 400 | 401 | 403 | 404 | 409; body: ErrorBody; json?: undefined };
export interface ErrorBody {
  error: string;
  details?: Record<string, unknown>;
}

export const fail = (status: 400 | 401 | 403 | 404 | 409, error: string, details?: Record<string, unknown>) =>
  ({ status, body: details ? { error, details } : { error } }) as const;
export const ok = (body: unknown, status: 200 | 201 = 200) => ({ status, body }) as const;
