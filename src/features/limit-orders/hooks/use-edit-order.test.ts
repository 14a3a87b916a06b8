import { describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { wireOrder } from '../../../api/trigger/test-fixtures';
import { parseForm } from '../../../hooks/form/parse-form';
import { priceEditSchema } from './use-edit-order';

const order = (patch: Record<string, unknown> = {}) => orderHistoryItemSchema.parse({ ...wireOrder, ...patch });

describe('priceEditSchema', () => {
  it('sends only the prices typed above zero that the order has', () => {
    const single = order();
    expect(parseForm(priceEditSchema(single), { trigger: '210', tp: '250', sl: '150', slip: '' }).parsed).toEqual({
      triggerPriceUsd: 210,
    });
    expect(parseForm(priceEditSchema(single), { trigger: '0', tp: '', sl: '', slip: '' }).parsed).toEqual({});
    const oco = order({ orderType: 'oco' });
    expect(parseForm(priceEditSchema(oco), { trigger: '210', tp: '250', sl: 'x', slip: '' }).parsed).toEqual({
      tpPriceUsd: 250,
    });
  });
  it('sends the slippage in bps to the field the order has: an OCO leg its own side', () => {
    expect(parseForm(priceEditSchema(order()), { trigger: '', tp: '', sl: '', slip: '2.5' }).parsed).toEqual({
      slippageBps: 250,
    });
    const slLeg = order({ orderType: 'oco', triggerCondition: 'below' });
    expect(parseForm(priceEditSchema(slLeg), { trigger: '', tp: '', sl: '', slip: '3' }).parsed).toEqual({
      slSlippageBps: 300,
    });
    expect(parseForm(priceEditSchema(order()), { trigger: '', tp: '', sl: '', slip: '101' }).parsed).toEqual({});
  });
});
