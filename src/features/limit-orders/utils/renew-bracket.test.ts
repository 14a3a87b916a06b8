import { describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { SOL, USDC, WALLET, wireOrder } from '../../../api/trigger/test-fixtures';
import { isRenewable } from '../components/renew-order';
import { orderBody } from './order-draft';
import { renewAnyDraft, renewBracketDraft } from './renew-bracket';

const NOW = 1_704_050_000_000;
const LIFETIME = wireOrder.expiresAt - wireOrder.createdAt;
const order = (patch: Record<string, unknown>) =>
  orderHistoryItemSchema.parse({ ...wireOrder, orderState: 'open', rawState: 'open', ...patch });
const OCO_LEG = {
  orderType: 'oco',
  triggerCondition: 'below',
  triggerPriceUsd: 150,
  tpPriceUsd: 250,
  slPriceUsd: 150,
  slippageBps: 300,
  tpSlippageBps: null,
  slSlippageBps: 300,
  remainingInputAmount: '700000000',
};
const ocoLeg = order(OCO_LEG);

describe('renewBracketDraft', () => {
  it('places an OCO pair again from either leg: its prices, what is left, each leg its own slippage', () => {
    const draft = renewBracketDraft(ocoLeg, NOW);
    expect(draft).toMatchObject({
      kind: 'oco',
      condition: 'Sell above',
      base: { mint: SOL },
      quote: { mint: USDC },
      amount: 700_000_000n,
      tpPriceUsd: 250,
      slPriceUsd: 150,
      slippageBps: null,
      expiresAt: NOW + LIFETIME,
    });
    const body = draft ? orderBody(draft, WALLET) : null;
    expect(body).toMatchObject({ orderType: 'oco', inputMint: SOL, outputMint: USDC, inputAmount: 700_000_000n });
    expect(body?.slSlippageBps).toBe(300);
    expect(body && 'tpSlippageBps' in body).toBe(false);
    expect(body?.triggerPriceUsd).toBeUndefined();
  });

  it('places an OTOCO still waiting for its entry again with its trigger and bracket', () => {
    const otoco = order({
      orderType: 'otoco',
      inputMint: USDC,
      outputMint: SOL,
      triggerCondition: 'below',
      triggerPriceUsd: 120,
      tpPriceUsd: 200,
      slPriceUsd: 90,
      remainingInputAmount: '50000000',
    });
    const draft = renewBracketDraft(otoco, NOW);
    expect(draft).toMatchObject({ kind: 'otoco', condition: 'Buy below', base: { mint: SOL }, quote: { mint: USDC } });
    expect(draft ? orderBody(draft, WALLET) : null).toMatchObject({
      orderType: 'otoco',
      inputMint: USDC,
      inputAmount: 50_000_000n,
      triggerCondition: 'below',
      triggerPriceUsd: 120,
      tpPriceUsd: 200,
      slPriceUsd: 90,
      slippageBps: 100,
    });
  });

  it('nothing for a bracket without both prices, nothing left, or a single order (renewDraft keeps those)', () => {
    expect(renewBracketDraft(order({ ...OCO_LEG, tpPriceUsd: null }), NOW)).toBeNull();
    expect(renewBracketDraft(order({ ...OCO_LEG, remainingInputAmount: '0' }), NOW)).toBeNull();
    expect(renewBracketDraft(order({}), NOW)).toBeNull();
    expect(renewAnyDraft(order({ remainingInputAmount: '1' }), NOW)?.kind).toBe('limit');
  });

  it('an OCO leg within a day of its expiry is renewable', () => {
    expect(isRenewable(order({ ...OCO_LEG, expiresAt: NOW + 3_600_000 }), NOW)).toBe(true);
    expect(isRenewable(order({ ...OCO_LEG, expiresAt: NOW + 72 * 3_600_000 }), NOW)).toBe(false);
  });
});
