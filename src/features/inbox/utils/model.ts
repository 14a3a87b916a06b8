import type { OrderDraft } from '../../limit-orders/utils/order-draft';
import type { PortfolioItem } from '../../portfolio/utils/model';

export type InboxKind =
  | 'order-filled'
  | 'order-partly-filled'
  | 'order-expiring'
  | 'recurring-round'
  | 'invite-claimed'
  | 'invite-expiring'
  | 'market-resolved'
  | 'market-closing'
  | 'borrow-health'
  | 'borrow-liquidated'
  | 'fees-to-claim'
  | 'launch-graduated';

/**
 * `open` takes the user to the page; `run` goes through the portfolio's executor (each feature's own write); `renew`
 * cancels the order there and places its draft again through the limit orders page's own create, after one confirmation.
 */
export type InboxAction =
  | { kind: 'open'; label: string; to: string }
  | { kind: 'run'; label: string; item: PortfolioItem }
  | { kind: 'renew'; label: string; cancel: PortfolioItem; draft: OrderDraft; wallet: string };

export interface InboxItem {
  /** Stable across polls and reloads: read and dismissed state is kept by it. */
  id: string;
  kind: InboxKind;
  /** Epoch ms of the event (or of the deadline it warns about), newest first. */
  at: number;
  title: string;
  detail: string;
  action: InboxAction | null;
}

export const DAY_MS = 24 * 60 * 60 * 1_000;
/** Health factor under which a borrow position is flagged (issue 27). */
export const HEALTH_WARNING = 1.2;
/** Creator fees worth at least this (micro-USD) are worth a claim's fee and a notice. */
export const FEES_THRESHOLD_MICRO_USD = 1_000_000n;
