import type { PriceOrderType, RawState } from '../../src/api/trigger/schemas';
import { Refused, type RefusedStatus } from '../kit/refused';
import type { Address } from '../world/address';

/** Supplement §6; plain JSON (decimal strings, sandbox ms) so the state file and journal store them as they are. */

export interface VaultRecord {
  userPubkey: Address;
  vaultPubkey: Address;
  providerVaultId: string;
  createdAt: number;
}

export interface DepositRecord {
  requestId: string;
  userPubkey: Address;
  inputMint: Address;
  outputMint: Address;
  amount: string;
  orderSubType: PriceOrderType;
  message: string;
  account: Address;
  outputAccount?: Address;
  createdAt: number;
  orderId?: string;
  depositSignature?: string;
}

export type LegContext = 'take_profit' | 'stop_loss' | 'buy_above' | 'buy_below';

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
  orderContext: LegContext;
  /** OCO legs share one. */
  account: Address;
  outputAccount: Address | null;
  /** The take-profit leg's id (what creation returned), shared by both legs. */
  ocoGroupId: string | null;
  parentId: string | null;
  depositRequestId: string | null;
  events: StoredEvent[];
  /** Kill -9 recovery. */
  pending: { kind: 'fill' | 'deposit' | 'withdrawal'; signature: string; amountIn?: string; amountOut?: string } | null;
  retryAfter: number | null;
  withdrawn: boolean;
}

export interface CancelRecord {
  requestId: string;
  orderIds: string[];
  userPubkey: Address;
  message: string;
  createdAt: number;
  signature?: string;
}

export interface TriggerState {
  /** A reset makes a new one, so old tokens stop working. */
  secret: string;
  vaults: VaultRecord[];
  deposits: DepositRecord[];
  orders: OrderRecord[];
  cancels: CancelRecord[];
}

export type TriggerJournalLine =
  | { kind: 'secret'; value: string }
  | { kind: 'vault'; value: VaultRecord }
  | { kind: 'deposit'; value: DepositRecord }
  | { kind: 'order'; value: OrderRecord }
  | { kind: 'cancel'; value: CancelRecord };

// Supplement §6: `{error, details?}`; `details` names the bad fields (or is the vault a 409 found).
export const refused = (status: RefusedStatus, error: string, details?: Record<string, unknown>) =>
  new Refused(status, error, details ? { details } : {});
