import type { TxRecord } from '../../../lib/tx/record';

export const ACTIVITY_PRODUCTS = {
  swap: 'Swap',
  limit: 'Limit orders',
  recurring: 'Recurring orders',
  invites: 'Send invites',
  lend: 'Earn and borrow',
  predictions: 'Predictions',
  launch: 'Token launch',
  wallet: 'Wallet transfers',
  other: 'Other',
} as const;
export type ActivityProduct = keyof typeof ACTIVITY_PRODUCTS;

/** Something a product's service (or the chain) reports for the wallet, signed in this browser or not. */
export interface ServiceEvent {
  /** Stable across reads: the product's own keys. */
  id: string;
  product: ActivityProduct;
  /** Epoch ms; null when the service gives no time (a liquidation). */
  at: number | null;
  title: string;
  detail: string;
  signature: string | null;
}

export type ActivityItem =
  | { source: 'browser'; id: string; product: ActivityProduct; at: number; signature: string | null; record: TxRecord }
  | ({ source: 'service' } & ServiceEvent);

const KIND_PRODUCTS: Record<string, ActivityProduct> = {
  swap: 'swap',
  send: 'wallet',
  order: 'limit',
  recurring: 'recurring',
  launch: 'launch',
  invite: 'invites',
  lend: 'lend',
  prediction: 'predictions',
};

export const productOfKind = (kind: string): ActivityProduct => KIND_PRODUCTS[kind] ?? 'other';
