import { describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../../api/swap/schemas-v2';
import { orderWire, TAKER, TX_B64 } from '../../../api/swap/test-fixtures';
import { IMPACT_CEILING_SENTENCE, impactConfirmationCovers, swapAction, type SwapActionInput } from './swap-action';

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
  const impacted = (priceImpactPct: string, over: Record<string, unknown> = {}) =>
    orderResponseSchema.parse({ ...orderWire, taker: TAKER, transaction: TX_B64, priceImpactPct, ...over });
  it('asks for a confirmation above 5 % impact only', () => {
    expect(swapAction({ ...base, order: impacted('-0.06') }).kind).toBe('confirm-impact');
    expect(swapAction({ ...base, order: impacted('-0.06'), impactConfirmed: true }).kind).toBe('swap');
    expect(swapAction({ ...base, order: impacted('-0.02') }).kind).toBe('swap');
  });
  it('blocks a risky token the user has not chosen to trade, before any impact question', () => {
    expect(swapAction({ ...base, riskToConfirm: 'SCAM' })).toEqual({
      kind: 'blocked',
      label: 'Confirm the SCAM risk to swap',
    });
    expect(swapAction({ ...base, order: impacted('-0.06'), riskToConfirm: 'SCAM' }).kind).toBe('blocked');
    expect(swapAction({ ...base, riskToConfirm: null }).kind).toBe('swap');
  });
  it('does not ask when the impact is in the user’s favour', () => {
    const favour = impacted('0.2', { priceImpact: 0.2, inUsdValue: 100, outUsdValue: 120 });
    expect(swapAction({ ...base, order: favour }).kind).toBe('swap');
  });
  it('asks above 15 % and when the impact cannot be read (the typed tier), and refuses above 50 %', () => {
    expect(swapAction({ ...base, order: impacted('-0.2') }).kind).toBe('confirm-impact');
    const { inUsdValue: _i, outUsdValue: _o, ...rest } = orderWire;
    const unknown = orderResponseSchema.parse({ ...rest, taker: TAKER, transaction: TX_B64, priceImpactPct: 'x' });
    expect(swapAction({ ...base, order: unknown }).kind).toBe('confirm-impact');
    for (const impactConfirmed of [false, true]) {
      expect(swapAction({ ...base, order: impacted('-0.51'), impactConfirmed })).toMatchObject({
        kind: 'blocked',
        label: 'Price impact too high',
        detail: IMPACT_CEILING_SENTENCE,
      });
    }
    expect(IMPACT_CEILING_SENTENCE).toMatch(/lose more than 50% of its value to price impact/);
  });
  it('refuses an order that is not for the trade on screen, with the reason', () => {
    expect(swapAction({ ...base, mismatch: 'The quote is for 25 USDC, not the 20 USDC you entered.' })).toEqual({
      kind: 'blocked',
      label: 'The quote does not match your trade',
      detail: 'The quote is for 25 USDC, not the 20 USDC you entered. It cannot be signed.',
    });
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
