import { isKnown, ROUTERS } from './common';

/** What the user can do about an order that quoted but could not be built into a transaction. */
export type OrderFix =
  'reduce-amount' | 'top-up-sol' | 'increase-amount' | 'create-token-account' | 'retry-quote' | 'none';

export interface OrderErrorExplanation {
  what: string;
  fix: string;
  action: OrderFix;
}

/** Spec §2.2: a code is never read without its router; `errorMessage` is display only. */
export function explainOrderErrorCode(errorCode: number, router: string | undefined): OrderErrorExplanation {
  const rfq = router === 'rfq_mm';
  const aggregator = router !== undefined && isKnown(ROUTERS, router) && !rfq;
  if (aggregator) {
    switch (errorCode) {
      case 1:
        return {
          what: 'Your balance is too low for this swap.',
          fix: 'Lower the amount or add funds.',
          action: 'reduce-amount',
        };
      case 2:
        return {
          what: 'Not enough SOL to pay the network fee.',
          fix: 'Top up SOL for fees, or swap a smaller amount.',
          action: 'top-up-sol',
        };
      case 3:
        return {
          what: 'This swap is below the minimum for a gasless (fee-sponsored) swap.',
          fix: 'Increase the amount, or hold some SOL to pay the fee yourself.',
          action: 'increase-amount',
        };
    }
  }
  if (rfq) {
    switch (errorCode) {
      case 1:
        return {
          what: 'Your balance is too low to fund this market-maker quote.',
          fix: 'Lower the amount or add funds.',
          action: 'reduce-amount',
        };
      case 2:
        return {
          what: 'You have no token account for the output token yet.',
          fix: 'Create the token account (a small SOL rent), or exclude the market-maker router.',
          action: 'create-token-account',
        };
      case 3:
        return {
          what: 'The market maker’s quote could not be built into a transaction.',
          fix: 'Refresh the quote; another router may win.',
          action: 'retry-quote',
        };
    }
  }
  return {
    what: `The service could not build a transaction (code ${errorCode}${router ? ` from ${router}` : ''}).`,
    fix: 'Refresh the quote or change the amount.',
    action: 'retry-quote',
  };
}
