import { describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../../api/swap/schemas-v2';
import { orderWire, TAKER, TX_B64 } from '../../../api/swap/test-fixtures';
import { impactConfirmationCovers, swapAction, type SwapActionInput } from './swap-action';

const ready = orderResponseSchema.parse({ ...orderWire, router: 'aggregator_a', taker: TAKER, transaction: TX_B64 });
const base: SwapActionInput = {
  connected: true,
  amount: 100_000_000n,
  amountProblem: null,
  fromSymbol: 'USDC',
  balance: 1_000_000_000n,
  order: ready,
  quoteError: null,
  updating: false,
  impactConfirmed: false,
  busy: false,
  stale: false,
};
const failed = (errorCode: number, router: string, errorMessage?: string) =>
  orderResponseSchema.parse({ ...orderWire, router, taker: TAKER, transaction: '', errorCode, errorMessage });

describe('swapAction', () => {
  it('asks to connect, then for an amount', () => {
    expect(swapAction({ ...base, connected: false }).kind).toBe('connect');
    expect(swapAction({ ...base, amount: null }).label).toBe('Enter an amount');
    expect(swapAction({ ...base, amountProblem: 'Too many decimals' }).label).toBe('Too many decimals');
  });
  it('knows an insufficient balance before the service says so', () => {
    expect(swapAction({ ...base, balance: 5n })).toMatchObject({ kind: 'blocked', label: 'Insufficient USDC' });
  });
  it('turns errorCode × router into a sentence and a fix', () => {
    expect(swapAction({ ...base, order: failed(1, 'aggregator_a') })).toMatchObject({
      label: 'Insufficient USDC',
      fix: 'reduce-amount',
    });
    expect(swapAction({ ...base, order: failed(2, 'aggregator_b', 'Top up 0.0021 SOL for gas') })).toMatchObject({
      label: 'Top up SOL for gas',
      fix: 'top-up-sol',
    });
    expect(swapAction({ ...base, order: failed(3, 'aggregator_a', 'Minimum 10 USD for gasless') })).toMatchObject({
      label: 'Below the gasless minimum of 10 USD',
      fix: 'increase-amount',
    });
    expect(swapAction({ ...base, order: failed(2, 'rfq_mm') })).toMatchObject({ fix: 'create-token-account' });
    expect(swapAction({ ...base, order: failed(3, 'rfq_mm') })).toMatchObject({ fix: 'retry-quote' });
  });
  it('asks for confirmation above 5 % impact only', () => {
    const steep = orderResponseSchema.parse({ ...orderWire, taker: TAKER, transaction: TX_B64, priceImpact: -0.06 });
    expect(swapAction({ ...base, order: steep }).kind).toBe('confirm-impact');
    expect(swapAction({ ...base, order: steep, impactConfirmed: true }).kind).toBe('swap');
    const mild = orderResponseSchema.parse({ ...orderWire, taker: TAKER, transaction: TX_B64, priceImpact: -0.02 });
    expect(swapAction({ ...base, order: mild }).kind).toBe('swap');
  });
  it('asks for confirmation when the impact cannot be read', () => {
    const { priceImpact: _, ...rest } = orderWire;
    const unknown = orderResponseSchema.parse({ ...rest, taker: TAKER, transaction: TX_B64, priceImpactPct: 'x' });
    expect(swapAction({ ...base, order: unknown }).kind).toBe('confirm-impact');
  });
  it('ties a confirmation to the trade and the impact it was given for', () => {
    const given = { trade: 'A>B:1', impact: 0.06 };
    expect(impactConfirmationCovers(given, 'A>B:1', 0.06)).toBe(true);
    expect(impactConfirmationCovers(given, 'A>B:1', 0.055)).toBe(true);
    // A refreshed quote with a steeper impact asks again.
    expect(impactConfirmationCovers(given, 'A>B:1', 0.4)).toBe(false);
    expect(impactConfirmationCovers(given, 'A>B:1', null)).toBe(false);
    expect(impactConfirmationCovers(given, 'A>B:2', 0.06)).toBe(false);
    expect(impactConfirmationCovers(null, 'A>B:1', 0.06)).toBe(false);
    // Given for an unknown impact: it covers that unknown, and no known value above the tier.
    expect(impactConfirmationCovers({ trade: 'A>B:1', impact: null }, 'A>B:1', null)).toBe(true);
    expect(impactConfirmationCovers({ trade: 'A>B:1', impact: null }, 'A>B:1', 0.4)).toBe(false);
  });
  it('never offers to sign a quote asked for other inputs, or with a receiver it cannot use', () => {
    expect(swapAction({ ...base, stale: true })).toMatchObject({ kind: 'blocked', label: 'Getting the best price…' });
    expect(swapAction({ ...base, updating: true })).toMatchObject({ kind: 'swap' });
    expect(swapAction({ ...base, receiverProblem: 'Not a Solana address.' })).toMatchObject({
      kind: 'blocked',
      detail: 'Not a Solana address.',
    });
  });

  it('says why there is no quote', () => {
    expect(swapAction({ ...base, order: undefined, quoteError: 'The service is unreachable.' })).toMatchObject({
      label: 'No quote',
      detail: 'The service is unreachable.',
    });
    expect(swapAction({ ...base, order: undefined }).label).toBe('Getting the best price…');
  });
});
