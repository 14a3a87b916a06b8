import { describe, expect, it } from 'vitest';
import { createPriceOrderRequestSchema } from '../../../api/trigger/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { defaultSlippageBps, orderBody, orderSummary, pctText, type OrderDraft } from './order-draft';

const W = 'BQ72nSv9f3PRyRKCBnHLVrerrv37CYTHm5h3s9VSGQDV';
const base: OrderDraft = {
  kind: 'limit',
  condition: 'Sell above',
  base: KNOWN_TOKENS.SOL,
  quote: KNOWN_TOKENS.USDC,
  amount: 2_000_000_000n,
  triggerPriceUsd: 180,
  slippageBps: null,
  expiresAt: 1_900_000_000_000,
};
const valid = (d: OrderDraft) =>
  createPriceOrderRequestSchema.safeParse({
    ...orderBody(d, W),
    inputAmount: d.amount.toString(),
    depositRequestId: 'r',
    depositSignedTx: 'AQID',
  }).success;

describe('orderSummary', () => {
  it('reads as the issue’s example, with the distance from market', () => {
    expect(orderSummary(base, 160.7)).toBe('Sell 2 SOL for USDC when SOL rises above $180 (+12 %)');
  });
  it('buys spend the quote token; falls read as falls', () => {
    const d = { ...base, condition: 'Buy below' as const, amount: 100_000_000n, triggerPriceUsd: 150 };
    expect(orderSummary(d, 160)).toBe('Buy SOL with 100 USDC when SOL falls below $150 (−6.3 %)');
  });
  it('OCO, OTOCO and trailing say both legs or the trail', () => {
    expect(orderSummary({ ...base, kind: 'oco', tpPriceUsd: 200, slPriceUsd: 140 }, 160)).toMatch(
      /rises above \$200 \(\+25 %\) \(take-profit\) or falls below \$140 \(−13 %\) \(stop-loss\)/,
    );
    const otoco = { ...base, kind: 'otoco' as const, condition: 'Buy below' as const, amount: 50_000_000n };
    expect(orderSummary({ ...otoco, triggerPriceUsd: 150, tpPriceUsd: 180, slPriceUsd: 130 }, null)).toBe(
      'Buy SOL with 50 USDC when SOL falls below $150; then sell it above $180 (take-profit) or below $130 (stop-loss)',
    );
    const trailing = { ...base, kind: 'trailing' as const, condition: 'Sell below' as const, trailingBps: 500 };
    expect(orderSummary(trailing, 160)).toBe(
      'Sell 2 SOL for USDC when SOL falls 5 % from its highest price from now on',
    );
  });
  it('pctText signs and rounds', () => {
    expect(pctText(12.04)).toBe('+12 %');
    expect(pctText(-6.25)).toBe('−6.3 %');
    expect(pctText(0)).toBe('+0 %');
  });
});

describe('orderBody', () => {
  it('a sell-above single order sells SOL for USDC, watching SOL', () => {
    expect(orderBody(base, W)).toEqual({
      orderType: 'single',
      userPubkey: W,
      inputMint: KNOWN_TOKENS.SOL.mint,
      inputAmount: 2_000_000_000n,
      outputMint: KNOWN_TOKENS.USDC.mint,
      triggerMint: KNOWN_TOKENS.SOL.mint,
      expiresAt: 1_900_000_000_000,
      triggerCondition: 'above',
      triggerPriceUsd: 180,
    });
    expect(valid(base)).toBe(true);
  });
  it('every kind produces a body the shared schema accepts', () => {
    expect(valid({ ...base, kind: 'oco', tpPriceUsd: 200, slPriceUsd: 140, slippageBps: 300 })).toBe(true);
    expect(
      valid({ ...base, kind: 'otoco', condition: 'Buy below', triggerPriceUsd: 150, tpPriceUsd: 180, slPriceUsd: 130 }),
    ).toBe(true);
    expect(valid({ ...base, kind: 'trailing', condition: 'Sell below', trailingBps: 500 })).toBe(true);
    expect(valid({ ...base, kind: 'trailing', condition: 'Buy above', trailingBps: 500 })).toBe(true);
  });
  it('custom slippage is sent; the documented default is not', () => {
    expect(orderBody({ ...base, slippageBps: 150 }, W).slippageBps).toBe(150);
    expect(orderBody(base, W)).not.toHaveProperty('slippageBps');
    expect(defaultSlippageBps('limit', 'Sell below')).toBe(2000);
    expect(defaultSlippageBps('limit', 'Buy above')).toBe(2000);
    expect(defaultSlippageBps('limit', 'Buy below')).toBeNull();
    expect(defaultSlippageBps('limit', 'Sell above')).toBeNull();
  });
});
