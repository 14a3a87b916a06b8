import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { parseForm } from '../../../hooks/form/parse-form';
import { seedTokenInfo } from '../../../lib/token-info';
import { recurringSchema } from './recurring-form-schema';

const ctx = { input: seedTokenInfo(KNOWN_TOKENS.USDC), price: 1, balance: 1_000_000_000n };
const parse = (perCycle: string, count: string, balance: bigint | null = ctx.balance) =>
  parseForm(recurringSchema({ ...ctx, balance }), { perCycle, count, intervalId: 'Day' });

describe('recurringSchema', () => {
  it('an amount per order times the orders becomes the raw total', () => {
    expect(parse('60', '3')).toEqual({
      parsed: { perCycle: 60_000_000n, orders: 3, total: 180_000_000n, intervalId: 'Day' },
      errors: {},
    });
  });

  it('refuses too few orders, too little per order or in total, and more than the wallet holds', () => {
    expect(parse('60', '1').errors).toEqual({
      count: 'At least 2 orders.',
      perCycle: 'The total must be worth at least $100.00.',
    });
    expect(parse('60', 'x').errors).toEqual({ count: 'At least 2 orders.' });
    expect(parse('40', '3').errors.perCycle).toMatch(/^Each order must be worth at least \$50/);
    expect(parse('600', '3', 1_000_000_000n).errors).toEqual({
      perCycle: 'Your wallet holds less than the total of 1800 USDC.',
    });
  });

  it('is null without errors while empty, or while the price is unknown', () => {
    expect(parse('', '3')).toEqual({ parsed: null, errors: {} });
    expect(
      parseForm(recurringSchema({ ...ctx, price: null }), { perCycle: '60', count: '3', intervalId: 'Day' }),
    ).toEqual({ parsed: null, errors: {} });
  });
});
