import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { SOL, USDC, wireOrder } from '../../../api/trigger/test-fixtures';
import { renewDraft } from './renew';

const NOW = 1_704_050_000_000;
const order = (over: Record<string, unknown>) =>
  z.parse(orderHistoryItemSchema, { ...wireOrder, orderState: 'open', rawState: 'open', ...over });

describe('renewDraft', () => {
  it('places what is left again with the same trigger, slippage and lifetime', () => {
    const draft = renewDraft(order({ remainingInputAmount: '400000000' }), NOW);
    expect(draft).toMatchObject({
      kind: 'limit',
      condition: 'Sell above',
      base: { mint: SOL },
      quote: { mint: USDC },
      amount: 400_000_000n,
      triggerPriceUsd: 200,
      slippageBps: 100,
      expiresAt: NOW + (wireOrder.expiresAt - wireOrder.createdAt),
    });
  });

  it('reads a buy (the output is watched) and a trailing stop', () => {
    const buy = renewDraft(
      order({ inputMint: USDC, outputMint: SOL, triggerCondition: 'below', remainingInputAmount: '5000000' }),
      NOW,
    );
    expect(buy).toMatchObject({
      condition: 'Buy below',
      base: { mint: SOL },
      quote: { mint: USDC },
      amount: 5_000_000n,
    });
    const trailing = renewDraft(
      order({ remainingInputAmount: '1', triggerCondition: 'below', triggerPriceUsd: null, trailingBps: 500 }),
      NOW,
    );
    expect(trailing).toMatchObject({ kind: 'trailing', condition: 'Sell below', trailingBps: 500 });
  });

  it('refuses brackets, unknown tokens and an order with nothing left', () => {
    expect(renewDraft(order({ orderType: 'oco', remainingInputAmount: '1' }), NOW)).toBeNull();
    expect(
      renewDraft(order({ outputMint: 'Unknown1111111111111111111111111111111111111', remainingInputAmount: '1' }), NOW),
    ).toBeNull();
    expect(renewDraft(order({ remainingInputAmount: '0' }), NOW)).toBeNull();
  });
});
