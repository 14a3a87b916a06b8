import { formatTokenAmount, shortAddress } from '../../../utils/format';
import type { BorrowStep } from '../../earn-borrow/hooks/borrow-crafts';
import type { EarnWriteVars } from '../../earn-borrow/hooks/use-earn-write';
import type { ClaimRequest } from '../../launch-token/hooks/use-claim-fee';
import type { CancelVars as OrderCancelVars } from '../../limit-orders/hooks/use-cancel-order';
import type { CancelVars as RecurringCancelVars } from '../../limit-orders/recurring/use-recurring-actions';
import type { ClaimVars } from '../../predictions/hooks/use-prediction-writes';
import type { ClawbackVars } from '../../send-invites/hooks/use-invite-actions';
import type { MicroUsd } from './usd';

export const PRODUCTS = {
  limit: 'Limit orders',
  recurring: 'Recurring orders',
  invites: 'Send invites',
  earn: 'Earn',
  borrow: 'Borrow',
  predictions: 'Predictions',
  launch: 'Launched tokens',
  leftovers: 'Leftovers in your wallet',
} as const;
export type ProductId = keyof typeof PRODUCTS;

/** Each feature's own write, with the variables its page would pass (the same statement and policy). */
export type HomeRun =
  | { kind: 'order'; vars: OrderCancelVars; withdraw: boolean }
  | { kind: 'recurring'; vars: RecurringCancelVars }
  | { kind: 'clawback'; vars: ClawbackVars }
  | { kind: 'earn'; vars: EarnWriteVars }
  /** `wrapped`: SOL collateral comes back as wrapped SOL, which an unwrap after it turns into SOL. */
  | { kind: 'borrow'; wallet: string; step: BorrowStep; wrapped: boolean }
  /** The payout mint is read from the chain when it runs, as the position row reads it. */
  | { kind: 'prediction'; owner: string; vars: Omit<ClaimVars, 'payoutMint'> }
  | { kind: 'fees'; vars: ClaimRequest }
  | { kind: 'unwrap'; wallet: string }
  | { kind: 'close-empty'; wallet: string };

export type HomeVerb = 'Withdraw' | 'Cancel' | 'Claw back' | 'Claim' | 'Redeem' | 'Unwrap' | 'Close';

export interface HomeAction {
  verb: HomeVerb;
  /** The button's whole name, naming the item ("Claw back invite of 5 USDC"). */
  label: string;
  run: HomeRun;
}

export interface PortfolioItem {
  id: string;
  product: ProductId;
  title: string;
  /** What it holds, in tokens ("1.5 SOL · 20 USDC"). */
  holds: string;
  /** Counted in net worth; negative for a debt larger than its collateral; null when unpriced. */
  usd: MicroUsd | null;
  details: readonly string[];
  action: HomeAction | null;
}

export type SectionStatus = 'loading' | 'error' | 'ready' | 'signed-out';

export interface Section {
  product: ProductId;
  status: SectionStatus;
  items: readonly PortfolioItem[];
  /** Why a read failed, in words, when status is `error`. */
  error?: string;
  retry?: () => void;
  /** A sentence under the section (a partial read, a limit). */
  note?: string;
  /** Mints held in the wallet that this section already values (share tokens, position NFTs, contracts). */
  counted?: readonly string[];
}

export const readySection = (product: ProductId, items: readonly PortfolioItem[], note?: string): Section => ({
  product,
  status: 'ready',
  items,
  ...(note ? { note } : {}),
});

export function amountText(raw: bigint, token: { decimals: number; symbol: string } | undefined, mint: string) {
  return token
    ? `${formatTokenAmount(raw, token.decimals, { maxSignificant: 9 })} ${token.symbol}`
    : `${raw.toString()} units of ${shortAddress(mint)}`;
}
