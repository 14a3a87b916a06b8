import type { MakerState } from './maker';
import type { Side } from './world/types';

export type OrderStatus = 'created' | 'filled' | 'failed';

export interface OrderStep {
  eventType: 'order_created' | 'order_filled' | 'order_failed';
  status: OrderStatus;
  timestamp: number;
  signature: string | null;
}

/** A quote nobody signed is never listed. */
export interface OrderRecord {
  orderPubkey: string;
  externalOrderId: string;
  owner: string;
  marketId: string;
  positionPubkey: string;
  isYes: boolean;
  isBuy: boolean;
  contracts: number;
  amount: number;
  fees: number;
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
  /** Absent before JupUSD deposits (USDC); one position, one mint: a buy in the other waits until it is empty. */
  depositMint?: string;
  totalCost: number;
  feesPaid: number;
  realizedPnl: number;
  bought: number;
  claimed: boolean;
  claimedUsd: number;
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
  transferAmount?: number | null;
  contracts: number;
  amount: number;
  fees: number;
  realizedPnl: number;
  payout: number;
}

export interface PredictionState {
  version: 1;
  /** Every seeded time is relative to it. */
  anchorS: number;
  makers: Record<string, MakerState>;
  resolutions: Record<string, { result: Side; at: number }>;
  orders: OrderRecord[];
  positions: Record<string, PositionRecord>;
  history: HistoryRecord[];
  /** A restart re-applies landed ones that are not. */
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
