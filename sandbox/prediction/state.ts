import type { MakerState } from './maker';
import type { Side } from './world/types';

export type OrderStatus = 'created' | 'filled' | 'failed';

export interface OrderStep {
  eventType: 'order_created' | 'order_filled' | 'order_failed';
  status: OrderStatus;
  timestamp: number;
  signature: string | null;
}

/** An order whose transaction was submitted (a quote nobody signed is never listed). Amounts in micro units. */
export interface OrderRecord {
  orderPubkey: string;
  externalOrderId: string;
  owner: string;
  marketId: string;
  positionPubkey: string;
  isYes: boolean;
  isBuy: boolean;
  contracts: number;
  /** Cost (buy) or proceeds (sell) before fees. */
  amount: number;
  fees: number;
  /** maxBuyPriceUsd or minSellPriceUsd. */
  limitPrice: number;
  status: OrderStatus;
  createdAt: number;
  updatedAt: number;
  filledAt: number;
  signature: string | null;
  error: string | null;
  steps: OrderStep[];
}

export interface PositionRecord {
  pubkey: string;
  owner: string;
  marketId: string;
  isYes: boolean;
  /**
   * The mint the contracts were bought with, which sells and claims pay out in (absent in states saved before JupUSD
   * deposits: USDC). One position, one mint: a buy in the other mint waits until the position is empty.
   */
  depositMint?: string;
  /** Cost of the contracts still held, before fees. */
  totalCost: number;
  feesPaid: number;
  realizedPnl: number;
  /** Every contract ever bought here (micro), for the profile's counts. */
  bought: number;
  claimed: boolean;
  claimedUsd: number;
  /** The position was noted as lost (history and realized P&L) once its market settled against it. */
  lost: boolean;
  openedAt: number;
  updatedAt: number;
}

export type HistoryType =
  | 'order_created'
  | 'order_filled'
  | 'order_failed'
  | 'order_closed'
  | 'payout_claimed'
  | 'position_updated'
  | 'position_lost';

export interface HistoryRecord {
  id: number;
  eventType: HistoryType;
  signature: string;
  slot: number;
  timestamp: number;
  owner: string;
  marketId: string;
  positionPubkey: string;
  orderPubkey: string | null;
  externalOrderId: string | null;
  isBuy: boolean | null;
  isYes: boolean;
  /** Raw units of the position's deposit mint that moved (deposit, net proceeds, payout); null when none did. */
  transferAmount?: number | null;
  contracts: number;
  amount: number;
  fees: number;
  realizedPnl: number;
  payout: number;
}

/** Everything the prediction family keeps off the chain (OffChainState.prediction in sandbox.ts). */
export interface PredictionState {
  version: 1;
  /** Genesis of the prediction world, Unix seconds: every seeded time is relative to it. */
  anchorS: number;
  makers: Record<string, MakerState>;
  /** Control-API resolutions (`POST /__sandbox/prediction/resolve`). */
  resolutions: Record<string, { result: Side; at: number }>;
  orders: OrderRecord[];
  positions: Record<string, PositionRecord>;
  history: HistoryRecord[];
  /** Signatures whose effects are recorded (a restart re-applies landed ones that are not). */
  applied: string[];
  tradingActive: boolean;
}

export function emptyState(nowMs: number): PredictionState {
  return {
    version: 1,
    anchorS: Math.floor(nowMs / 1000),
    makers: {},
    resolutions: {},
    orders: [],
    positions: {},
    history: [],
    applied: [],
    tradingActive: true,
  };
}
