import { describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { wireOrder } from '../../../api/trigger/test-fixtures';
import { parseForm } from '../../../hooks/form/parse-form';
import { priceEditSchema } from './use-edit-order';

const order = (patch: Record<string, unknown> = {}) => orderHistoryItemSchema.parse({ ...wireOrder, ...patch });

describe('priceEditSchema', () => {
  it('sends only the prices typed above zero that the order has', () => {
    const single = order();
    expect(parseForm(priceEditSchema(single), { trigger: '210', tp: '250', sl: '150' }).parsed).toEqual({
      triggerPriceUsd: 210,
    });
    expect(parseForm(priceEditSchema(single), { trigger: '0', tp: '', sl: '' }).parsed).toEqual({});
    const oco = order({ orderType: 'oco' });
    expect(parseForm(priceEditSchema(oco), { trigger: '210', tp: '250', sl: 'x' }).parsed).toEqual({ tpPriceUsd: 250 });
  });
});
