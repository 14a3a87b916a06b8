import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { parseForm } from '../../../hooks/form/parse-form';
import { INITIAL_ORDER, orderSchema, readOrder, type OrderValues } from './order-form-schema';

const { SOL, USDC } = KNOWN_TOKENS;
const prices = { market: 150, priceOf: (mint: string) => (mint === SOL.mint ? 150 : mint === USDC.mint ? 1 : null) };
const parse = (values: Partial<OrderValues>) => parseForm(orderSchema(prices), { ...INITIAL_ORDER, ...values });

describe('orderSchema', () => {
  it('a limit sell becomes a draft in raw units, with the trigger in USD', () => {
    expect(parse({ amount: '0.5', trigger: '200' })).toEqual({
      parsed: {
        kind: 'limit',
        condition: 'Sell above',
        base: SOL,
        quote: USDC,
        amount: 500_000_000n,
        triggerPriceUsd: 200,
        tpPriceUsd: undefined,
        slPriceUsd: undefined,
        trailingBps: undefined,
        slippageBps: null,
      },
      errors: {},
    });
    expect(parse({ amount: '0.5', mode: '% from market', trigger: '-10' }).parsed?.triggerPriceUsd).toBe(135);
  });

  it('takes any token the picker gives as the base, but not a stablecoin, and not without a USD price', () => {
    const wif = { mint: 'WifMint111', symbol: 'WIF', decimals: 6 };
    const withWif = { ...prices, loaded: true, priceOf: (m: string) => (m === wif.mint ? 2 : prices.priceOf(m)) };
    const picked = parseForm(orderSchema({ ...withWif, market: 2 }), {
      ...INITIAL_ORDER,
      base: wif,
      amount: '10',
      trigger: '3',
    });
    expect(picked.parsed).toMatchObject({
      base: { mint: 'WifMint111', symbol: 'WIF', decimals: 6 },
      amount: 10_000_000n,
    });
    expect(parse({ base: KNOWN_TOKENS.USDT, amount: '20', trigger: '2' }).errors.base).toMatch(/USDT/);
    const unpriced = parseForm(orderSchema({ ...prices, loaded: true }), { ...INITIAL_ORDER, base: wif, amount: '10' });
    expect(unpriced.errors.amount).toBe('No USD price for WIF: the 10 USD minimum cannot be checked.');
    expect(unpriced.parsed).toBeNull();
  });

  it('is null, without errors, while incomplete', () => {
    expect(parse({ amount: '0.5' })).toEqual({ parsed: null, errors: {} });
    expect(parse({ kind: 'oco', amount: '0.5', tp: '200' })).toEqual({ parsed: null, errors: {} });
  });

  it('names every field that is wrong at once', () => {
    expect(parse({ amount: '0.01', trigger: 'abc', slippage: '101' }).errors).toEqual({
      amount: 'Orders need at least 10 USD (this is $1.50).',
      trigger: 'Enter a price above zero.',
      slippage: 'Slippage between 0 % and 100 %.',
    });
    expect(parse({ amount: '0' }).errors).toEqual({ amount: 'Enter an amount above zero.' });
    expect(parse({ kind: 'otoco', condition: 'Buy below', mode: '% from market', trigger: 'x' }).errors).toEqual({
      trigger: 'Enter a percent, like 10 or -5.',
    });
    expect(parse({ kind: 'oco', amount: '1', tp: '100', sl: '120' }).errors).toEqual({
      tp: 'The take-profit must be above the stop-loss.',
    });
    expect(parse({ kind: 'trailing', condition: 'Sell below', trailPct: '0.4' }).errors).toEqual({
      trail: 'Trail between 0.5 % and 90 %.',
    });
  });

  it('a trailing stop carries its trail in bps; a bracket its two prices; slippage in bps', () => {
    const trailing = parse({ kind: 'trailing', condition: 'Sell below', amount: '1', trailPct: '2.5', slippage: '3' });
    expect(trailing.parsed).toMatchObject({ kind: 'trailing', trailingBps: 250, slippageBps: 300 });
    const bracket = parse({
      kind: 'otoco',
      condition: 'Buy below',
      amount: '100',
      trigger: '140',
      tp: '170',
      sl: '120',
    });
    expect(bracket.parsed).toMatchObject({ amount: 100_000_000n, tpPriceUsd: 170, slPriceUsd: 120 });
  });
});

describe('readOrder', () => {
  it('reads the spent token from the side: a buy spends USDC, a sell the base', () => {
    const buy = readOrder({ ...INITIAL_ORDER, condition: 'Buy below', amount: '20', trigger: '160' }, prices);
    expect(buy).toMatchObject({ input: USDC, raw: 20_000_000n, usdValue: 20, triggerPrice: 160 });
    expect(buy.pct).toBeCloseTo(6.667, 2);
    expect(readOrder({ ...INITIAL_ORDER, kind: 'oco' }, prices).triggerPrice).toBeNull();
  });
});
