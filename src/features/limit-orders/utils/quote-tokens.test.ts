import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { parseForm } from '../../../hooks/form/parse-form';
import { orderBody } from './order-draft';
import { INITIAL_ORDER, orderSchema, type OrderValues } from './order-form-schema';
import { orderTitle } from './order-view';
import { quoteOf } from './quote-tokens';
import { orderHistoryItemSchema } from '../../../api/trigger/schemas';
import { wireOrder } from '../../../api/trigger/test-fixtures';

const { SOL } = KNOWN_TOKENS;
const PYUSD = quoteOf('PYUSD');
const JUPUSD = quoteOf('JupUSD');
const prices = { market: 150, loaded: true, priceOf: (m: string) => (m === SOL.mint ? 150 : 1) };
const parse = (values: Partial<OrderValues>) => parseForm(orderSchema(prices), { ...INITIAL_ORDER, ...values });

describe('the quote side', () => {
  it('a buy spends the chosen quote, a sell is paid in it', () => {
    const buy = parse({ quote: PYUSD, condition: 'Buy below', amount: '25', trigger: '120' }).parsed;
    expect(buy?.quote).toEqual(PYUSD);
    expect(buy ? orderBody({ ...buy, expiresAt: 2e12 }, 'W') : null).toMatchObject({
      inputMint: PYUSD.mint,
      inputAmount: 25_000_000n,
      outputMint: SOL.mint,
      triggerMint: SOL.mint,
    });
    const sell = parse({ quote: JUPUSD, amount: '1', trigger: '200' }).parsed;
    expect(sell ? orderBody({ ...sell, expiresAt: 2e12 }, 'W') : null).toMatchObject({ outputMint: JUPUSD.mint });
  });

  it('a dollar token is refused as the base, and an order in JupUSD is named by its symbol', () => {
    expect(parse({ base: PYUSD, amount: '20', trigger: '2' }).errors.base).toMatch(/priced at 1 USD/);
    const order = orderHistoryItemSchema.parse({ ...wireOrder, outputMint: JUPUSD.mint });
    expect(orderTitle(order)).toBe('Sell 1 SOL for JupUSD above $200');
  });
});
