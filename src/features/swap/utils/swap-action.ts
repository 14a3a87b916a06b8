import type { OrderResponse } from '../../../api/swap/schemas-v2';
import { explainOrderErrorCode, type OrderFix } from '../../../api/order-error-code';
import { IMPACT_CEILING, impactOf, impactTier, percentText } from './impact';

export const IMPACT_CEILING_SENTENCE = `This trade would lose more than ${percentText(IMPACT_CEILING)} of its value to price impact, so the app will not sign it. Try a smaller amount; nothing was signed.`;

export interface SwapActionInput {
  connected: boolean;
  /** Parsed input amount; null when empty or invalid (`amountProblem` then says why). */
  amount: bigint | null;
  amountProblem: string | null;
  fromSymbol: string;
  balance: bigint | null;
  order: OrderResponse | undefined;
  quoteError: string | null;
  updating: boolean;
  /** The order on screen is for other inputs than the ones typed: it must not be signed. */
  stale: boolean;
  receiverProblem?: string | undefined;
  /** Why the order is not for the trade on screen (`orderMismatch`), if it is not. */
  mismatch?: string | null;
  impactConfirmed: boolean;
  /** A risky token of the pair (unverified or suspicious) the user has not yet chosen to trade. */
  riskToConfirm?: string | null;
  busy: boolean;
}

export interface ImpactConfirmation {
  trade: string;
  impact: number | null;
}

export function impactConfirmationCovers(
  given: ImpactConfirmation | null,
  trade: string,
  impact: number | null,
): boolean {
  if (!given || given.trade !== trade) return false;
  if (impact === null || given.impact === null) return impact === given.impact;
  return impact <= given.impact;
}

export type SwapAction =
  | { kind: 'connect'; label: string }
  | { kind: 'blocked'; label: string; detail?: string; fix?: OrderFix }
  | { kind: 'confirm-impact'; label: string }
  | { kind: 'swap'; label: string };

/** App-known reasons first (amount, balance), then the service's (`errorCode` × `router`). */
export function swapAction(s: SwapActionInput): SwapAction {
  if (!s.connected) return { kind: 'connect', label: 'Connect wallet' };
  if (s.amountProblem) return { kind: 'blocked', label: s.amountProblem };
  if (s.amount === null || s.amount === 0n) return { kind: 'blocked', label: 'Enter an amount' };
  if (s.balance !== null && s.amount > s.balance) {
    return { kind: 'blocked', label: `Insufficient ${s.fromSymbol}`, fix: 'reduce-amount' };
  }
  if (s.busy) return { kind: 'blocked', label: 'Swapping…' };
  if (s.receiverProblem) return { kind: 'blocked', label: 'Check the receiver address', detail: s.receiverProblem };
  if (!s.order) {
    if (s.quoteError) return { kind: 'blocked', label: 'No quote', detail: s.quoteError, fix: 'retry-quote' };
    return { kind: 'blocked', label: 'Getting the best price…' };
  }
  if (s.order.errorCode !== undefined && s.order.transaction === '') {
    const why = explainOrderErrorCode(s.order.errorCode, s.order.router);
    const detail = s.order.errorMessage ?? s.order.error;
    return {
      kind: 'blocked',
      label: labelFor(why.action, s),
      detail: detail ? `${why.what} ${detail}` : why.what,
      fix: why.action,
    };
  }
  if (!s.order.transaction || s.stale) return { kind: 'blocked', label: 'Getting the best price…' };
  if (s.mismatch) {
    return {
      kind: 'blocked',
      label: 'The quote does not match your trade',
      detail: `${s.mismatch} It cannot be signed.`,
    };
  }
  if (s.riskToConfirm) return { kind: 'blocked', label: `Confirm the ${s.riskToConfirm} risk to swap` };
  const tier = impactTier(impactOf(s.order));
  if (tier === 'refuse') return { kind: 'blocked', label: 'Price impact too high', detail: IMPACT_CEILING_SENTENCE };
  if ((tier === 'confirm' || tier === 'typed') && !s.impactConfirmed) {
    return { kind: 'confirm-impact', label: 'Confirm the price impact to swap' };
  }
  return { kind: 'swap', label: s.updating ? 'Swap (updating quote…)' : 'Swap' };
}

function labelFor(fix: OrderFix, s: SwapActionInput): string {
  switch (fix) {
    case 'reduce-amount':
      return `Insufficient ${s.fromSymbol}`;
    case 'top-up-sol':
      return 'Top up SOL for gas';
    case 'increase-amount': {
      // Display only: the message is parameterised ("Minimum 10 USD for gasless"); when its figure cannot be read,
      // the sentence still stands without it.
      const figure = /\d[\d.,]*\s*[A-Za-z$]+/.exec(s.order?.errorMessage ?? '')?.[0];
      return figure ? `Below the gasless minimum of ${figure}` : 'Below the gasless minimum';
    }
    case 'create-token-account':
      return 'Create the token account first';
    case 'retry-quote':
    case 'none':
      return 'Quote not available';
  }
}
